import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { RequestResetForm } from '../components/request-reset-form';
import { SetPasswordForm } from '../components/set-password-form';

// /reset-password asks for a link; /reset-password?token=... (the e-mailed link) sets the new password.
export const ResetPasswordPage = () => {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <Stack gap="md">
      <PageTitle title={t('pages.resetPassword')} />
      <Title order={1} size="h2">
        {t('pages.resetPassword')}
      </Title>
      {token ? <SetPasswordForm kind="reset" token={token} /> : <RequestResetForm />}
    </Stack>
  );
};
