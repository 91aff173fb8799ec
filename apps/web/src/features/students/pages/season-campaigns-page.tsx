import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { PAGE_SIZES } from '@claims/shared';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { ListPageFooter } from '../../../components/pagination-footer';
import { paths } from '../../../config/paths';
import { toDisplayDateTime } from '../../../lib/date-time';
import { useLanguage } from '../../../lib/use-language';
import { useSeasonCampaigns, type SeasonCampaignRow } from '../api/season-campaigns';
import { NewCampaignModal } from '../components/new-campaign-modal';
import { CampaignProgress } from '../components/campaign-progress';

// A school's season campaigns (issue 43), newest first, each with where its guardians stand.
export const SeasonCampaignsPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const schoolId = useParams().schoolId ?? '';
  const [list, setList] = useState({ page: 1, size: PAGE_SIZES.seasonCampaigns.default as number });
  const [creating, setCreating] = useState(false);
  const campaigns = useSeasonCampaigns(schoolId, { offset: (list.page - 1) * list.size, limit: list.size });
  const title = t('students.seasonCampaigns.title');
  const columns: DataTableColumn<SeasonCampaignRow>[] = [
    {
      key: 'sent',
      header: t('students.seasonCampaigns.sentOn'),
      render: (row) => (
        <Anchor component={Link} to={paths.dashboard.seasonCampaign(schoolId, row.id)}>
          {toDisplayDateTime(row.created_at, language)}
        </Anchor>
      ),
    },
    { key: 'activity', header: t('students.seasonCampaigns.activity'), render: (row) => row.activity ?? t('students.seasonCampaigns.noActivity') },
    { key: 'progress', header: t('students.seasonCampaigns.written'), render: (row) => <CampaignProgress standing={row.standing} /> },
    { key: 'completed', header: t('students.seasonCampaigns.states.COMPLETED'), align: 'right', render: (row) => row.standing.completed },
    { key: 'pending', header: t('students.seasonCampaigns.states.PENDING'), align: 'right', render: (row) => row.standing.pending },
    { key: 'optedOut', header: t('students.seasonCampaigns.states.OPTED_OUT'), align: 'right', render: (row) => row.standing.opted_out },
    { key: 'bounced', header: t('students.seasonCampaigns.states.BOUNCED'), align: 'right', render: (row) => row.standing.bounced },
  ];
  return (
    <Stack gap="md">
      <PageTitle title={title} />
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        <Button leftSection={<IconSend size={16} aria-hidden="true" />} onClick={() => setCreating(true)}>
          {t('students.seasonCampaigns.new')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('students.seasonCampaigns.intro')}
      </Text>
      <DataTable
        label={title}
        columns={columns}
        rows={campaigns.data?.items}
        rowKey={(row) => row.id}
        loading={campaigns.isFetching && !campaigns.data}
        loadingLabel={t('students.seasonCampaigns.loading')}
        emptyMessage={campaigns.isError ? t('students.seasonCampaigns.loadError') : t('students.seasonCampaigns.empty')}
        mobileSummaryColumns={3}
        footer={<ListPageFooter list={list} total={campaigns.data?.total} pageSizes={PAGE_SIZES.seasonCampaigns.options} onChange={setList} />}
      />
      <NewCampaignModal schoolId={schoolId} opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
};
