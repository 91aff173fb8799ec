import { Alert, Anchor, Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { INCIDENT_STATUSES, PAGE_SIZES, isAllowedPageSize, toDisplayDate, type IncidentStatus } from '@claims/shared';
import { IconAlertCircle, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { ListPageFooter } from '../../../components/pagination-footer';
import { paths } from '../../../config/paths';
import { useIncidents, type IncidentListItem } from '../../../entities/incidents';
import { useLanguage } from '../../../lib/use-language';
import { useUrlState, type UrlStateFields } from '../../../lib/use-url-state';
import { useSessionUser } from '../../../entities/session';
import { useSessionSchools } from '../../../entities/session-schools';
import { IncidentStatusBadge, personOf } from '../components/incident-badges';
import { ReturnToPlaySteps } from '../components/return-to-play-steps';
import { SchoolCoaches } from '../components/school-coaches';
import { SchoolPlaces } from '../components/school-places';

type ListState = { status: IncidentStatus | ''; page: number; size: number };

// The list's state lives in the URL (?status=&page=&size=).
const LIST_FIELDS: UrlStateFields<ListState> = {
  status: z.enum([...INCIDENT_STATUSES, '']),
  page: z.coerce.number().int().min(1),
  size: z.coerce.number().int().refine((size) => isAllowedPageSize('incidents', size)),
};
const LIST_DEFAULTS: ListState = { status: '', page: 1, size: PAGE_SIZES.incidents.default };

// /dashboard/:schoolId/incidents: the school's incidents for its staff, a coach's own reports for a coach
// (the server decides which), newest injury first.
export const IncidentsPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { schoolId = '' } = useParams();
  const [list, setList] = useUrlState(LIST_FIELDS, LIST_DEFAULTS);
  const user = useSessionUser();
  const navigate = useNavigate();
  // a coach of several schools moves between them here, their only page
  const sessionSchools = useSessionSchools().data ?? [];
  const coachSchools = user.data?.type === 'coach' ? sessionSchools : [];
  const incidents = useIncidents({ schoolId, status: list.status || undefined, offset: (list.page - 1) * list.size, limit: list.size });

  const columns: DataTableColumn<IncidentListItem>[] = [
    {
      key: 'number',
      header: t('incidents.columns.number'),
      render: (incident) => (
        <Anchor component={Link} to={paths.dashboard.incident(incident.school_id, incident.id)}>
          {incident.incident_number}
        </Anchor>
      ),
    },
    { key: 'date', header: t('incidents.columns.date'), render: (incident) => toDisplayDate(incident.injury_date) },
    {
      key: 'person',
      header: t('incidents.columns.person'),
      render: (incident) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{personOf(incident, language)}</Text>
          {incident.serious ? (
            <Badge color="red" variant="light" size="sm">
              {t('incidents.serious')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { key: 'place', header: t('incidents.columns.place'), render: (incident) => incident.location_of_injury },
    { key: 'sport', header: t('incidents.columns.sport'), render: (incident) => incident.activity ?? '—' },
    { key: 'status', header: t('incidents.columns.status'), render: (incident) => <IncidentStatusBadge status={incident.status} /> },
    { key: 'reportedBy', header: t('incidents.columns.reportedBy'), render: (incident) => incident.reported_by_name },
  ];

  return (
    <Stack gap="md">
      <PageTitle title={t('incidents.title')} />
      <Group justify="space-between">
        <Stack gap={2}>
          <Title order={1}>{t('incidents.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('incidents.intro')}
          </Text>
        </Stack>
        <Button component={Link} to={paths.dashboard.newIncident(schoolId)} leftSection={<IconPlus size={16} aria-hidden="true" />}>
          {t('incidents.report')}
        </Button>
      </Group>
      <Group align="flex-end" gap="md">
        {coachSchools.length > 1 ? (
          <Select
            maw={280}
            label={t('incidents.school')}
            data={coachSchools.map((school) => ({ value: school.id, label: school.name }))}
            value={schoolId}
            allowDeselect={false}
            onChange={(id) => id && void navigate(paths.dashboard.incidents(id))}
          />
        ) : null}
        <Select
        maw={240}
        label={t('incidents.statusFilter')}
        data={[{ value: '', label: t('incidents.allStatuses') }, ...INCIDENT_STATUSES.map((status) => ({ value: status, label: t(`incidents.status.${status}`) }))]}
        value={list.status}
        allowDeselect={false}
        onChange={(status) => setList({ status: (status ?? '') as ListState['status'], page: 1 })}
      />
      </Group>
      {incidents.isError && !incidents.data ? (
        <Alert color="red" title={t('incidents.loadError')} icon={<IconAlertCircle aria-hidden="true" />}>
          <Button variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden="true" />} loading={incidents.isFetching} onClick={() => void incidents.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <DataTable
          label={t('incidents.title')}
          columns={columns}
          rows={incidents.data?.items}
          rowKey={(incident) => incident.id}
          loading={incidents.isFetching}
          loadingLabel={t('incidents.loading')}
          emptyMessage={t('incidents.empty')}
          mobileSummaryColumns={4}
          footer={<ListPageFooter list={list} total={incidents.data?.total} pageSizes={PAGE_SIZES.incidents.options} onChange={setList} />}
        />
      )}
      {user.data && user.data.type !== 'coach' ? <SchoolCoaches schoolId={schoolId} /> : null}
      {user.data && user.data.type !== 'coach' ? <SchoolPlaces schoolId={schoolId} /> : null}
      {user.data && user.data.type !== 'coach' ? <ReturnToPlaySteps schoolId={schoolId} /> : null}
    </Stack>
  );
};
