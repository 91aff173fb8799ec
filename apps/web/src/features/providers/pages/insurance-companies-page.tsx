import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconEdit, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { StatusPill } from '../../../components/status-pill';
import { type InsuranceCompany, useInsuranceCompanies } from '../../../entities/insurance-companies';
import { InsuranceProviderModal } from '../components/insurance-provider-modal';

// null: no modal; undefined provider: adding one.
type OpenModal = { provider: InsuranceCompany | undefined } | null;

const NONE = '-';

// The insurance companies the student and claim forms offer (admin): every one, deactivated included.
export const InsuranceCompaniesPage = () => {
  const { t } = useTranslation();
  const providers = useInsuranceCompanies({ includeInactive: true });
  const [modal, setModal] = useState<OpenModal>(null);

  const columns: Array<DataTableColumn<InsuranceCompany>> = [
    { key: 'name', header: t('insurers.column.name'), render: (provider) => <Text fw={600}>{provider.name}</Text> },
    { key: 'city', header: t('insurers.column.city'), render: (provider) => provider.city || NONE },
    { key: 'state', header: t('insurers.column.state'), render: (provider) => provider.state || NONE },
    {
      key: 'policyNumber',
      header: t('insurers.column.policyNumber'),
      render: (provider) => provider.policy_or_certificate_number || NONE,
    },
    { key: 'status', header: t('insurers.column.status'), render: (provider) => <StatusPill active={provider.is_active} /> },
    {
      key: 'actions',
      header: t('insurers.column.actions'),
      hideHeader: true,
      align: 'right',
      render: (provider) => (
        <Tooltip label={t('common.edit')}>
          <ActionIcon variant="subtle" aria-label={t('insurers.edit', { name: provider.name })} onClick={() => setModal({ provider })}>
            <IconEdit size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageTitle title={t('insurers.title')} />
      <Group justify="space-between">
        <Title order={1}>{t('insurers.title')}</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setModal({ provider: undefined })}>
          {t('insurers.add')}
        </Button>
      </Group>
      {providers.isError ? (
        <Alert color="red" title={t('insurers.loadError')} icon={<IconAlertCircle aria-hidden="true" />}>
          <Button
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            loading={providers.isFetching}
            onClick={() => void providers.refetch()}
          >
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <DataTable
          label={t('insurers.title')}
          columns={columns}
          rows={providers.data}
          rowKey={(provider) => provider.id}
          loading={providers.isFetching && !providers.isPending}
          loadingLabel={t('insurers.loading')}
          emptyMessage={t('insurers.empty')}
        />
      )}
      {modal ? (
        <InsuranceProviderModal key={modal.provider?.id ?? 'new'} provider={modal.provider} onClose={() => setModal(null)} />
      ) : null}
    </Stack>
  );
};
