import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS, twoFactorCodeRule } from '@claims/shared';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-message';
import { applyApiError } from '../utils/apply-api-error';
import { useRuledForm } from '../utils/use-ruled-form';
import { useAuth } from './auth-provider';
import { FormError } from './form-error';

export type CodeFormProps = { email: string };

// The two-factor stage: the 6-digit code e-mailed to `email`.
export const CodeForm = ({ email }: CodeFormProps) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { verifyCode, resendCode, cancelTwoFactor } = useAuth();
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const form = useRuledForm({ code: '' }, ({ code }) => ({ code: twoFactorCodeRule(code) }));
  const { errors, isSubmitting } = form;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setResent(false);
    try {
      await verifyCode(code.trim());
    } catch (error) {
      applyApiError(error, form.setError, ['code']);
    }
  });

  const onResend = async () => {
    setResending(true);
    setResent(false);
    form.clearErrors();
    try {
      await resendCode();
      form.reset({ code: '' });
      setResent(true);
    } catch (error) {
      applyApiError(error, form.setError, []);
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('auth.codeSent', { length: LIMITS.TWO_FACTOR_CODE_LENGTH, email })}</Text>
        <FormError message={errors.root ? errorText(errors.root) : undefined} />
        {resent ? (
          <Alert color="teal" icon={<IconMailCheck aria-hidden="true" />} role="status">
            {t('auth.codeResent')}
          </Alert>
        ) : null}
        <TextInput
          label={t('auth.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.TWO_FACTOR_CODE_LENGTH}
          error={errors.code ? errorText(errors.code) : undefined}
          {...form.textField('code')}
        />
        <Button type="submit" loading={isSubmitting} disabled={resending} fullWidth>
          {t('auth.verify')}
        </Button>
        <Button variant="default" onClick={() => void onResend()} loading={resending} disabled={isSubmitting} fullWidth>
          {t('auth.resendCode')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={cancelTwoFactor}>
          {t('auth.differentAccount')}
        </Anchor>
      </Stack>
    </form>
  );
};
