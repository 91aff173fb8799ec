import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { userEmailRule } from '@claims/shared';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-message';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { applyApiError } from '../utils/apply-api-error';
import { useRuledForm } from '../utils/use-ruled-form';
import { FormError } from './form-error';

// /reset-password without a token: ask for the e-mailed link. The answer never says whether the
// account exists.
export const RequestResetForm = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const request = useRequestPasswordReset();
  const form = useRuledForm({ email: '' }, ({ email }) => ({ email: userEmailRule(email) }));
  const { errors, isSubmitting } = form;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync({ email: email.trim() });
    } catch (error) {
      applyApiError(error, form.setError, ['email']);
    }
  });

  if (request.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" icon={<IconMailCheck aria-hidden="true" />} role="status">
          {t('auth.resetLinkSent')}
        </Alert>
        <Anchor component={Link} to={paths.auth.login()}>
          {t('auth.backToSignIn')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('auth.resetIntro')}</Text>
        <FormError message={errors.root ? errorText(errors.root) : undefined} />
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={errors.email ? errorText(errors.email) : undefined}
          {...form.textField('email')}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('auth.sendResetLink')}
        </Button>
        <Anchor component={Link} to={paths.auth.login()} size="sm">
          {t('auth.backToSignIn')}
        </Anchor>
      </Stack>
    </form>
  );
};
