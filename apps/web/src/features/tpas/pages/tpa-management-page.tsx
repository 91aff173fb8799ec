import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EntityLoader } from '../../../components/entity-loader';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useTpa, type Tpa } from '../api/get-tpa';
import { TpaElementsSection } from '../components/tpa-elements-section';
import { TpaForm } from '../components/tpa-form';

// One page, two modes: /tpas/management (new) and /tpas/management/:tpaId (edit).
export const TpaManagementPage = () => {
  const { t } = useTranslation();
  const { tpaId } = useParams();
  const tpa = useTpa(tpaId);
  return (
    <EntityLoader
      // a new page state for each TPA (the new form must not survive into the edit route)
      key={tpaId ?? 'new'}
      id={tpaId}
      query={tpa}
      listPath={paths.tpas.list()}
      editTitle={t('pages.tpaEdit')}
      loadingLabel={t('tpas.management.loading')}
    >
      {(loaded) => <TpaManagementView tpa={loaded} />}
    </EntityLoader>
  );
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
