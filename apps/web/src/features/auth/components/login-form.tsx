import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { loginPasswordRule, userEmailRule } from '@claims/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-message';
import { applyApiError } from '../utils/apply-api-error';
import { readRememberedUser } from '../utils/remembered-user';
import { useRuledForm } from '../utils/use-ruled-form';
import { useAuth } from './auth-provider';
import { FormError } from './form-error';

export const LoginForm = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { signIn } = useAuth();
  const form = useRuledForm({ ...readRememberedUser(), password: '' }, ({ email, password }) => ({
    email: userEmailRule(email),
    password: loginPasswordRule(password),
  }));
  const { errors, isSubmitting } = form;
  // A sign-in refused for too many attempts says what still works: the owner's remembered browser is let
  // past the account's lock that strangers can cause (issue 37).
  const rootErrorText = (key: string) => (key === 'TOO_MANY_REQUESTS' ? t('auth.tooManySignIns') : errorText(key));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn({ ...values, email: values.email.trim() });
    } catch (error) {
      applyApiError(error, form.setError, ['email', 'password']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError message={errors.root ? rootErrorText(errors.root) : undefined} />
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          error={errors.email ? errorText(errors.email) : undefined}
          {...form.textField('email')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          error={errors.password ? errorText(errors.password) : undefined}
          // Mantine's PasswordInput does not mark its inner input invalid itself
          aria-invalid={errors.password ? true : undefined}
          {...form.textField('password')}
        />
        <Group justify="space-between">
          <Checkbox label={t('auth.rememberMe')} {...form.checkboxField('rememberMe')} />
          <Anchor component={Link} to={paths.auth.resetPassword()} size="sm">
            {t('auth.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('auth.signIn')}
        </Button>
      </Stack>
    </form>
  );
};
