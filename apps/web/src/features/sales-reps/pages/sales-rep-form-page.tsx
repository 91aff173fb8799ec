import { Alert, Button, Center, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { isRequestNetworkError } from '../../../lib/request-error';
import { useSalesRep, type SalesRep } from '../api/get-sales-rep';
import { SalesRepForm } from '../components/sales-rep-form';

// One page, two modes: /sales-reps/new-sales-rep and /sales-reps/:salesRepId.
export const SalesRepFormPage = () => {
  const { salesRepId } = useParams();
  // a new page state for each rep (the new form must not survive into the edit route)
  return <SalesRepPage key={salesRepId ?? 'new'} salesRepId={salesRepId} />;
};

const SalesRepPage = ({ salesRepId }: { salesRepId: string | undefined }) => {
  const { t } = useTranslation();
  const salesRep = useSalesRep(salesRepId);

  if (salesRepId === undefined) return <SalesRepView salesRep={undefined} />;
  if (salesRep.isError) {
    // A rep that is missing or deleted cannot be edited: back to the list. An outage is not an answer.
    if (!isRequestNetworkError(salesRep.error)) return <Navigate to={paths.salesReps.list()} replace />;
    return (
      <Stack gap="md">
        <PageTitle title={t('pages.salesRepEdit')} />
        <Title order={1}>{t('pages.salesRepEdit')}</Title>
        <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />}>
          <Stack gap="sm" align="flex-start">
            {t('common.loadError')}
            <Button
              variant="light"
              color="red"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              loading={salesRep.isFetching}
              onClick={() => void salesRep.refetch()}
            >
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  if (!salesRep.data) {
    return (
      <Center py="xl" role="status" aria-label={t('salesReps.management.loading')}>
        <Loader />
      </Center>
    );
  }
  return <SalesRepView salesRep={salesRep.data} />;
};

const SalesRepView = ({ salesRep }: { salesRep: SalesRep | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const heading = salesRep ? `${salesRep.first_name} ${salesRep.last_name}` : t('pages.salesRepNew');
  const toList = () => void navigate(paths.salesReps.list());

  return (
    <Stack gap="md">
      <PageTitle title={heading} />
      <Group gap="sm" wrap="nowrap">
        <Button
          component={Link}
          to={paths.salesReps.list()}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
        >
          {t('salesReps.management.back')}
        </Button>
      </Group>
      <Title order={1}>{heading}</Title>
      <Paper withBorder radius="md" p="md">
        <SalesRepForm
          salesRep={salesRep}
          onCreated={(created) => void navigate(paths.salesReps.edit(created.id), { replace: true })}
          onDeleted={toList}
          onCancel={toList}
        />
      </Paper>
    </Stack>
  );
};
