import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useErrorText } from '../../../lib/error-message';
import { FormError } from '../components/form-error';
import { SetPasswordForm } from '../components/set-password-form';

// /confirm?token=...: a new user sets a password from the e-mailed confirmation link.
export const ConfirmPage = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <Stack gap="md">
      <PageTitle title={t('pages.confirm')} />
      <Title order={1} size="h2">
        {t('pages.confirm')}
      </Title>
      {token ? <SetPasswordForm kind="confirm" token={token} /> : <FormError message={errorText('INVALID_LINK')} />}
    </Stack>
  );
};
