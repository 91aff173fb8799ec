import { useState } from 'react';
import { Alert, Anchor, Badge, Breadcrumbs, Button, Select, Stack, Text, Title } from '@mantine/core';
import { GUARDIAN_REQUEST_STATES, PAGE_SIZES } from '@claims/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { FigureTiles } from '../../../components/figure-tiles';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { ListPageFooter } from '../../../components/pagination-footer';
import { paths } from '../../../config/paths';
import type { GuardianRequestState } from '../../../gql/graphql';
import { toDisplayDateTime } from '../../../lib/date-time';
import { useLanguage } from '../../../lib/use-language';
import { useSeasonCampaign, type CampaignGuardian } from '../api/season-campaigns';
import { CampaignProgress } from '../components/campaign-progress';
import { ResendSeasonLinkModal } from '../components/resend-season-link-modal';

const STATE_COLORS: Record<GuardianRequestState, string> = { COMPLETED: 'green', PENDING: 'yellow', OPTED_OUT: 'gray', BOUNCED: 'red' };

// One campaign: how many guardians completed, are pending, declined or bounced, and the list to chase,
// with their link sent again (to a corrected address, for one that bounced).
export const SeasonCampaignPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { schoolId = '', campaignId = '' } = useParams();
  const [state, setState] = useState<GuardianRequestState | null>(null);
  const [list, setList] = useState({ page: 1, size: PAGE_SIZES.seasonCampaigns.default as number });
  const campaign = useSeasonCampaign(campaignId, { state, offset: (list.page - 1) * list.size, limit: list.size });
  const [resending, setResending] = useState<CampaignGuardian | null>(null);

  if (!campaign.data) {
    if (campaign.isError) {
      return (
        <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} title={t('students.seasonCampaigns.loadError')}>
          <Button variant="light" color="red" onClick={() => void campaign.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      );
    }
    return <PageLoader />;
  }
  const { standing } = campaign.data;
  const title = campaign.data.activity ? t('students.seasonCampaigns.campaignOf', { activity: campaign.data.activity }) : t('students.seasonCampaigns.campaign');
  const columns: DataTableColumn<CampaignGuardian>[] = [
    {
      key: 'guardian',
      header: t('students.seasonCampaigns.guardian'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{[row.first_name, row.last_name].filter(Boolean).join(' ') || row.email}</Text>
          <Text size="xs" c="dimmed">
            {row.email}
          </Text>
        </Stack>
      ),
    },
    { key: 'students', header: t('students.seasonCampaigns.studentCount'), align: 'right', render: (row) => row.students },
    {
      key: 'state',
      header: t('students.seasonCampaigns.state'),
      render: (row) => (
        <Badge color={STATE_COLORS[row.state]} variant="light">
          {t(`students.seasonCampaigns.states.${row.state}`)}
        </Badge>
      ),
    },
    { key: 'opened', header: t('students.seasonCampaigns.opened'), render: (row) => (row.opened_at ? toDisplayDateTime(row.opened_at, language) : t('students.seasonCampaigns.notOpened')) },
    { key: 'reminders', header: t('students.seasonCampaigns.reminders'), align: 'right', render: (row) => row.reminders_sent },
    {
      key: 'resend',
      header: t('students.seasonCampaigns.resend'),
      hideHeader: true,
      render: (row) =>
        row.state === 'COMPLETED' ? null : (
          <Button size="xs" variant="light" aria-label={t('students.seasonCampaigns.resendTo', { email: row.email })} onClick={() => setResending(row)}>
            {t('students.seasonCampaigns.resend')}
          </Button>
        ),
    },
  ];
  return (
    <Stack gap="md">
      <PageTitle title={title} />
      <Breadcrumbs>
        <Anchor component={Link} to={paths.dashboard.seasonCampaigns(schoolId)}>
          {t('students.seasonCampaigns.title')}
        </Anchor>
        <Text>{title}</Text>
      </Breadcrumbs>
      <Title order={1}>{title}</Title>
      <Text size="sm" c="dimmed">
        {t('students.seasonCampaigns.sentAt', { date: toDisplayDateTime(campaign.data.created_at, language) })}
      </Text>
      <CampaignProgress standing={standing} />
      <FigureTiles
        figures={[
          { label: t('students.seasonCampaigns.guardians'), value: String(standing.guardians) },
          ...GUARDIAN_REQUEST_STATES.map((key) => ({ label: t(`students.seasonCampaigns.states.${key}`), value: String(standing[key.toLowerCase() as Lowercase<GuardianRequestState>]) })),
        ]}
      />
      <Select
        label={t('students.seasonCampaigns.show')}
        w={240}
        data={[{ value: '', label: t('students.seasonCampaigns.allGuardians') }, ...GUARDIAN_REQUEST_STATES.map((key) => ({ value: key, label: t(`students.seasonCampaigns.states.${key}`) }))]}
        value={state ?? ''}
        onChange={(value) => {
          setState(value ? (value as GuardianRequestState) : null);
          setList({ ...list, page: 1 });
        }}
        allowDeselect={false}
      />
      <DataTable
        label={t('students.seasonCampaigns.guardians')}
        columns={columns}
        rows={campaign.data.guardians.items}
        rowKey={(row) => row.id}
        loading={campaign.isFetching && campaign.isPlaceholderData}
        loadingLabel={t('students.seasonCampaigns.loading')}
        emptyMessage={t('students.seasonCampaigns.noGuardians')}
        mobileSummaryColumns={3}
        footer={<ListPageFooter list={list} total={campaign.data.guardians.total} pageSizes={PAGE_SIZES.seasonCampaigns.options} onChange={setList} />}
      />
      {resending ? <ResendSeasonLinkModal guardian={resending} onClose={() => setResending(null)} /> : null}
    </Stack>
  );
};
