import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, twoFactorCodeSchema } from '@claims/shared';
import { IconMailCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useErrorText } from '../../../lib/error-message';
import { applyApiError } from '../utils/apply-api-error';
import { useAuth } from './auth-provider';
import { FormError } from './form-error';

const codeFormSchema = z.object({ code: twoFactorCodeSchema });
type CodeFormValues = z.output<typeof codeFormSchema>;

export type CodeFormProps = { email: string };

// The two-factor stage: the 6-digit code e-mailed to `email`.
export const CodeForm = ({ email }: CodeFormProps) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { verifyCode, resendCode, cancelTwoFactor } = useAuth();
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const form = useForm<z.input<typeof codeFormSchema>, unknown, CodeFormValues>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setResent(false);
    try {
      await verifyCode(code);
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
        <FormError message={errors.root ? errorText(errors.root.message) : undefined} />
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
          error={errors.code ? errorText(errors.code.message) : undefined}
          {...form.register('code')}
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
