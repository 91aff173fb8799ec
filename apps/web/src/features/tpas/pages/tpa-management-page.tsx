import { Alert, Button, Center, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { isRequestNetworkError } from '../../../lib/request-error';
import { useTpa, type Tpa } from '../api/get-tpa';
import { TpaElementsSection } from '../components/tpa-elements-section';
import { TpaForm } from '../components/tpa-form';

// One page, two modes: /tpas/management (new) and /tpas/management/:tpaId (edit).
export const TpaManagementPage = () => {
  const { tpaId } = useParams();
  // a new page state for each TPA (the new form must not survive into the edit route)
  return <TpaManagement key={tpaId ?? 'new'} tpaId={tpaId} />;
};

const TpaManagement = ({ tpaId }: { tpaId: string | undefined }) => {
  const { t } = useTranslation();
  const tpa = useTpa(tpaId);

  if (tpaId === undefined) return <TpaManagementView tpa={undefined} />;
  if (tpa.isError) {
    // A TPA that is missing or deleted cannot be edited: back to the list. An outage is not an answer:
    // say so and offer to retry.
    if (!isRequestNetworkError(tpa.error)) return <Navigate to={paths.tpas.list()} replace />;
    return (
      <Stack gap="md">
        <PageTitle title={t('pages.tpaEdit')} />
        <Title order={1}>{t('pages.tpaEdit')}</Title>
        <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />}>
          <Stack gap="sm" align="flex-start">
            {t('common.loadError')}
            <Button
              variant="light"
              color="red"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              loading={tpa.isFetching}
              onClick={() => void tpa.refetch()}
            >
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  if (!tpa.data) {
    return (
      <Center py="xl" role="status" aria-label={t('tpas.management.loading')}>
        <Loader />
      </Center>
    );
  }
  return <TpaManagementView tpa={tpa.data} />;
};

const TpaManagementView = ({ tpa }: { tpa: Tpa | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const heading = tpa ? `${tpa.code} – ${tpa.name}` : t('pages.tpaNew');

  return (
    <Stack gap="md">
      <PageTitle title={heading} />
      <Group gap="sm" wrap="nowrap">
        <Button component={Link} to={paths.tpas.list()} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden="true" />}>
          {t('tpas.management.back')}
        </Button>
      </Group>
      <Title order={1}>{heading}</Title>
      <Paper withBorder radius="md" p="md">
        <TpaForm tpa={tpa} onCreated={(created) => void navigate(paths.tpas.edit(created.id), { replace: true })} />
      </Paper>
      {tpa ? (
        <Paper withBorder radius="md" p="md">
          <TpaElementsSection tpa={tpa} />
        </Paper>
      ) : null}
    </Stack>
  );
};
