import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { LIMITS, newPasswordRule, passwordConfirmationProblem } from '@claims/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-message';
import { useSetPasswordWithLink, type PasswordLinkKind } from '../api/set-password';
import { applyApiError } from '../utils/apply-api-error';
import { useRuledForm } from '../utils/use-ruled-form';
import { FormError } from './form-error';

export type SetPasswordFormProps = {
  kind: PasswordLinkKind;
  // the token of the e-mailed link
  token: string;
};

// New password + confirmation for a reset link or an account confirmation link.
export const SetPasswordForm = ({ kind, token }: SetPasswordFormProps) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const setPassword = useSetPasswordWithLink();
  const form = useRuledForm({ password: '', confirmPassword: '' }, ({ password, confirmPassword }) => ({
    password: newPasswordRule(password),
    confirmPassword: passwordConfirmationProblem(password, confirmPassword),
  }));
  const { errors, isSubmitting } = form;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await setPassword.mutateAsync({ kind, token, password });
    } catch (error) {
      applyApiError(error, form.setError, ['password']);
    }
  });

  if (setPassword.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="teal" icon={<IconCircleCheck aria-hidden="true" />} role="status">
          {kind === 'reset' ? t('auth.passwordChanged') : t('auth.accountConfirmed')}
        </Alert>
        <Anchor component={Link} to={paths.auth.login()}>
          {t('auth.signInLink')}
        </Anchor>
      </Stack>
    );
  }

  const linkInvalid = errors.root === 'INVALID_LINK';
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{kind === 'reset' ? t('auth.setPasswordIntro') : t('auth.confirmIntro')}</Text>
        <FormError message={errors.root ? errorText(errors.root) : undefined} />
        {linkInvalid && kind === 'reset' ? (
          <Anchor component={Link} to={paths.auth.resetPassword()} size="sm">
            {t('auth.askNewLink')}
          </Anchor>
        ) : null}
        <PasswordInput
          label={kind === 'reset' ? t('auth.newPassword') : t('auth.password')}
          description={t('auth.passwordHint', { min: LIMITS.PASSWORD_MIN })}
          autoComplete="new-password"
          error={errors.password ? errorText(errors.password) : undefined}
          // Mantine's PasswordInput does not mark its inner input invalid itself
          aria-invalid={errors.password ? true : undefined}
          {...form.textField('password')}
        />
        <PasswordInput
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword ? errorText(errors.confirmPassword) : undefined}
          // Mantine's PasswordInput does not mark its inner input invalid itself
          aria-invalid={errors.confirmPassword ? true : undefined}
          {...form.textField('confirmPassword')}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('auth.setPassword')}
        </Button>
      </Stack>
    </form>
  );
};
