import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EntityLoader } from '../../../components/entity-loader';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useSalesRep, type SalesRep } from '../api/get-sales-rep';
import { SalesRepForm } from '../components/sales-rep-form';

// One page, two modes: /sales-reps/new-sales-rep and /sales-reps/:salesRepId.
export const SalesRepFormPage = () => {
  const { t } = useTranslation();
  const { salesRepId } = useParams();
  const salesRep = useSalesRep(salesRepId);
  return (
    <EntityLoader
      // a new page state for each rep (the new form must not survive into the edit route)
      key={salesRepId ?? 'new'}
      id={salesRepId}
      query={salesRep}
      listPath={paths.salesReps.list()}
      editTitle={t('pages.salesRepEdit')}
      loadingLabel={t('salesReps.management.loading')}
    >
      {(loaded) => <SalesRepView salesRep={loaded} />}
    </EntityLoader>
  );
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
