import { Fieldset, Stack, Switch, TagsInput, Text } from '@mantine/core';
import { LIMITS } from '@claims/shared';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-message';

const SSO_LISTS = [
  { name: 'sso_google_domains', texts: 'googleDomains' },
  { name: 'sso_microsoft_tenants', texts: 'microsoftTenants' },
] as const;

type SignInValues = { sso_google_domains?: string[]; sso_microsoft_tenants?: string[]; password_sign_in?: boolean };

// How the school's users sign in (ADR 030): with the district's Google Workspace or Microsoft accounts,
// and whether a password still works.
export const SchoolSignInFields = <T extends SignInValues>({ control, errors }: { control: Control<T>; errors: FieldErrors<SignInValues> }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // A list's error is its own (too many) or its first bad entry's.
  const listError = (name: 'sso_google_domains' | 'sso_microsoft_tenants') => {
    const error = errors[name];
    const message = error?.message ?? (Array.isArray(error) ? error.find((entry) => entry?.message)?.message : undefined);
    return message ? errorText(message) : undefined;
  };
  // react-hook-form's Control is invariant in its values: the whole form's cannot stand for its part's.
  const typedControl = control as unknown as Control<SignInValues>;
  return (
    <Fieldset legend={t('schools.general.signIn')} variant="unstyled">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('schools.general.signInHint')}
        </Text>
        {SSO_LISTS.map((list) => (
          <Controller
            key={list.name}
            name={list.name}
            control={typedControl}
            render={({ field }) => (
              <TagsInput
                label={t(`schools.general.${list.texts}`)}
                description={t(`schools.general.${list.texts}Hint`)}
                placeholder={t(`schools.general.${list.texts}Placeholder`)}
                maxTags={LIMITS.SSO_ENTRIES_MAX}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={listError(list.name)}
                clearable
              />
            )}
          />
        ))}
        <Controller
          name="password_sign_in"
          control={typedControl}
          render={({ field }) => (
            <Switch
              label={t('schools.general.passwordSignIn')}
              description={t('schools.general.passwordSignInHint')}
              checked={field.value ?? true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              error={errors.password_sign_in?.message ? errorText(errors.password_sign_in.message) : undefined}
            />
          )}
        />
      </Stack>
    </Fieldset>
  );
};
