import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { requestResetSchema } from '@claims/shared';
import { IconMailCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type * as z from 'zod/mini';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-message';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { applyApiError } from '../utils/apply-api-error';
import { FormError } from './form-error';

type RequestResetValues = z.output<typeof requestResetSchema>;

// /reset-password without a token: ask for the e-mailed link. The answer never says whether the
// account exists.
export const RequestResetForm = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const request = useRequestPasswordReset();
  const form = useForm<z.input<typeof requestResetSchema>, unknown, RequestResetValues>({
    resolver: zodResolver(requestResetSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
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
        <FormError message={errors.root ? errorText(errors.root.message) : undefined} />
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={errors.email ? errorText(errors.email.message) : undefined}
          {...form.register('email')}
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
