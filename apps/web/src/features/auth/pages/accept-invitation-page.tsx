import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/error-message';
import { useAcceptInvitation } from '../api/accept-invitation';
import { FormError } from '../components/form-error';

// /accept-invitation?token=...: a coach whom another school invited joins it. A button, not the visit,
// accepts: a mail scanner that opens the link accepts nothing.
export const AcceptInvitationPage = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const accept = useAcceptInvitation();
  const refusal = accept.error instanceof ApiError && !accept.error.isNetworkError ? (accept.error.code ?? 'INTERNAL_ERROR') : accept.error ? 'INTERNAL_ERROR' : undefined;
  return (
    <Stack gap="md">
      <PageTitle title={t('pages.acceptInvitation')} />
      <Title order={1} size="h2">
        {t('pages.acceptInvitation')}
      </Title>
      {!token ? (
        <FormError message={errorText('INVALID_LINK')} />
      ) : accept.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" icon={<IconCircleCheck aria-hidden="true" />} role="status">
            {t('auth.invitationAccepted')}
          </Alert>
          <Anchor component={Link} to={paths.auth.login()}>
            {t('auth.signInLink')}
          </Anchor>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('auth.acceptInvitationIntro')}</Text>
          <FormError message={refusal ? errorText(refusal) : undefined} />
          <Button loading={accept.isPending} onClick={() => accept.mutate(token)} fullWidth>
            {t('auth.acceptInvitation')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
};
