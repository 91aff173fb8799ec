import { Alert, Anchor, Badge, Breadcrumbs, Button, Card, Group, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { ACTIVITY_TYPE_OPTIONS, officialStatementSchema, statementLines, toDisplayDate, type Language } from '@claims/shared';
import { IconAlertCircle, IconCheck, IconFilePlus, IconLock, IconMail, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useConfirm } from '../../../components/confirm-modal';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useCloseIncident, useIncident, useNotifyIncidentParent, useReviewIncident, type Incident } from '../../../entities/incidents';
import { useSessionUser } from '../../../entities/session';
import { toDisplayDateTime } from '../../../lib/date-time';
import { useNotify } from '../../../lib/notify';
import { errorCodeOf, isNotFoundError } from '../../../lib/request-error';
import { useLanguage } from '../../../lib/use-language';
import { IncidentStatusBadge, personOf } from '../components/incident-badges';
import { IncidentPhotosCard } from '../components/incident-photos-card';
import { ReturnToPlayBadge, ReturnToPlayCard } from '../components/return-to-play-card';
import { useIncidentsErrorText } from '../incidents-error-text';

const Answer = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text style={{ whiteSpace: 'pre-wrap' }}>{children}</Text>
  </div>
);

const statementOf = (incident: Incident, language: Language) => {
  const parsed = officialStatementSchema.safeParse(incident.official_statement);
  return parsed.success ? statementLines(parsed.data, language) : [];
};

const Details = ({ incident }: { incident: Incident }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const activityType = ACTIVITY_TYPE_OPTIONS.find((option) => option.value === incident.activity_type)?.label[language];
  return (
    <Card withBorder radius="md">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Answer label={t('incidents.view.school')}>{incident.school_name}</Answer>
          <Answer label={t('incidents.view.person')}>{personOf(incident, language)}</Answer>
          <Answer label={t('incidents.view.injuryDate')}>{toDisplayDate(incident.injury_date)}</Answer>
          <Answer label={t('incidents.view.place')}>{incident.location_of_injury}</Answer>
          <Answer label={t('incidents.view.sport')}>{incident.activity ?? '—'}</Answer>
          <Answer label={t('incidents.view.activityType')}>{activityType ?? '—'}</Answer>
          {incident.injury_type ? <Answer label={t('incidents.view.injuryType')}>{incident.injury_type}</Answer> : null}
        </SimpleGrid>
        <Answer label={t('incidents.view.description')}>{incident.injury_description}</Answer>
        <Title order={2} size="h4">
          {t('incidents.view.statement')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {statementOf(incident, language).map((line) => (
            <Answer key={line.key} label={line.label}>
              {line.text}
            </Answer>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
};

const History = ({ incident }: { incident: Incident }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Card withBorder radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('incidents.view.history')}
      </Title>
      {incident.history.length === 0 ? (
        <Text c="dimmed">{t('incidents.view.historyEmpty')}</Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2}>
          {incident.history.map((change) => {
            const action = t(`incidents.view.actions.${change.action as 'REPORTED'}`, { defaultValue: change.action });
            return (
              <Timeline.Item key={change.id} title={change.user_name ? t('incidents.view.historyBy', { action, name: change.user_name }) : action}>
                <Text size="xs" c="dimmed">
                  {toDisplayDateTime(change.at, language)}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Card>
  );
};

// Review, close and the claim are the school staff's; a coach reads their own report (ADR 048).
const StaffActions = ({ incident }: { incident: Incident }) => {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const errorText = useIncidentsErrorText();
  const notify = useNotify(errorText);
  const review = useReviewIncident();
  const close = useCloseIncident();
  const notifyParent = useNotifyIncidentParent();
  const markReviewed = () =>
    review.mutate(incident.id, { onSuccess: () => notify.success('INCIDENT_REVIEWED'), onError: (error) => notify.error('INCIDENT_CHANGE_FAILED', error) });
  const closeIncident = async () => {
    if (!(await confirm({ title: t('incidents.view.closeTitle'), message: t('incidents.view.closeMessage'), confirmLabel: t('incidents.view.close'), destructive: false }))) return;
    close.mutate(incident.id, { onSuccess: () => notify.success('INCIDENT_CLOSED'), onError: (error) => notify.error('INCIDENT_CHANGE_FAILED', error) });
  };
  const sendParentNotice = async () => {
    if (!(await confirm({ title: t('incidents.view.parentTitle'), message: t('incidents.view.parentMessage'), confirmLabel: t('incidents.view.parentSend'), destructive: false }))) return;
    notifyParent.mutate(incident.id, { onSuccess: () => notify.success('INCIDENT_PARENT_NOTIFIED'), onError: (error) => notify.error('INCIDENT_CHANGE_FAILED', error) });
  };
  return (
    <Group>
      {incident.status === 'REPORTED' ? (
        <Button leftSection={<IconCheck size={16} aria-hidden="true" />} loading={review.isPending} onClick={markReviewed}>
          {t('incidents.view.markReviewed')}
        </Button>
      ) : null}
      {incident.status === 'REVIEWED' ? (
        <Button variant="default" leftSection={<IconLock size={16} aria-hidden="true" />} loading={close.isPending} onClick={() => void closeIncident()}>
          {t('incidents.view.close')}
        </Button>
      ) : null}
      {incident.person_kind === 'STUDENT' ? (
        <Button variant="default" leftSection={<IconMail size={16} aria-hidden="true" />} loading={notifyParent.isPending} onClick={() => void sendParentNotice()}>
          {t('incidents.view.parentNotice')}
        </Button>
      ) : null}
      {incident.person_kind === 'STUDENT' && !incident.claim_id ? (
        <Button component={Link} variant="light" to={paths.dashboard.newClaimFromIncident(incident.school_id, incident.id)} leftSection={<IconFilePlus size={16} aria-hidden="true" />}>
          {t('incidents.view.startClaim')}
        </Button>
      ) : null}
    </Group>
  );
};

const IncidentBody = ({ incident }: { incident: Incident }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useSessionUser();
  const title = t('incidents.view.title', { number: incident.incident_number });
  return (
    <Stack gap="md">
      <PageTitle title={title} />
      <Breadcrumbs>
        <Anchor component={Link} to={paths.dashboard.incidents(incident.school_id)}>
          {t('incidents.title')}
        </Anchor>
        <Text>{title}</Text>
      </Breadcrumbs>
      <Group gap="sm">
        <Title order={1}>{title}</Title>
        <IncidentStatusBadge status={incident.status} />
        {incident.serious ? (
          <Badge color="red" variant="filled">
            {t('incidents.serious')}
          </Badge>
        ) : null}
      </Group>
      <Text c="dimmed" size="sm">
        {t('incidents.view.reported', { name: incident.reported_by_name, date: toDisplayDateTime(incident.created_at, language) })}
      </Text>
      {incident.claim_id && user.data?.type !== 'coach' ? (
        <Alert color="blue" icon={<IconFilePlus size={18} aria-hidden="true" />}>
          <Group justify="space-between">
            <Text size="sm">{t('incidents.view.claimStarted')}</Text>
            <Anchor component={Link} to={paths.dashboard.claim(incident.school_id, incident.claim_id)}>
              {t('incidents.view.openClaim')}
            </Anchor>
          </Group>
        </Alert>
      ) : null}
      {user.data && user.data.type !== 'coach' ? <StaffActions incident={incident} /> : null}
      {user.data?.type === 'coach' && incident.return_to_play ? <ReturnToPlayBadge status={incident.return_to_play.status} /> : null}
      <Details incident={incident} />
      <IncidentPhotosCard incident={incident} />
      {user.data && user.data.type !== 'coach' && incident.person_kind === 'STUDENT' ? <ReturnToPlayCard incident={incident} /> : null}
      <History incident={incident} />
    </Stack>
  );
};

// /dashboard/:schoolId/incidents/:incidentId: what was reported, what the school did with it.
export const IncidentPage = () => {
  const { t } = useTranslation();
  const { incidentId } = useParams();
  const incident = useIncident(incidentId);
  if (incident.data) return <IncidentBody incident={incident.data} />;
  if (incident.isError) {
    return (
      <Alert color="red" title={t('incidents.loadError')} icon={<IconAlertCircle aria-hidden="true" />}>
        {isNotFoundError(incident.error) || errorCodeOf(incident.error) === 'FORBIDDEN' ? (
          <Text size="sm">{t('incidents.view.notFound')}</Text>
        ) : (
          <Button variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden="true" />} loading={incident.isFetching} onClick={() => void incident.refetch()}>
            {t('common.retry')}
          </Button>
        )}
      </Alert>
    );
  }
  return <PageLoader />;
};
