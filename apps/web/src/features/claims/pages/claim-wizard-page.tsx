import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Breadcrumbs, Button, Center, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { isNotFoundError } from '../../../lib/request-error';
import { claimDraftKey, readStorage, type ClaimDraftKey } from '../../../lib/storage';
import { useWizardClaim, type WizardClaim } from '../api/get-claim';
import { useActiveSchools } from '../../../entities/schools';
import { useIncident } from '../../../entities/incidents';
import { useSessionUser } from '../../../entities/session';
import { useStudent, type Student } from '../../../entities/students';
import { ClaimWizard } from '../components/wizard/claim-wizard';
import { DraftPrompt } from '../components/wizard/draft-prompt';
import { draftFromClaim, draftFromIncident, newDraft, unfinishedDraft, type IncidentForClaim, type WizardDraft } from '../components/wizard/wizard-draft';

// One wizard, two modes: new-claim routes (no claimId) and .../:claimId/edit. An admin's /claims/new-claim
// has no school yet: it asks for one, then opens that school's new-claim route.
// A new claim may start from an incident (?incident=<id>, ADR 048): its fields come filled from the report.
export const ClaimWizardPage = () => {
  const { schoolId, claimId } = useParams();
  const [search] = useSearchParams();
  const incidentId = claimId ? undefined : (search.get('incident') ?? undefined);
  if (!schoolId) return <PickSchool />;
  return <WizardLoader key={`${schoolId}:${claimId ?? 'new'}:${incidentId ?? ''}`} schoolId={schoolId} claimId={claimId} incidentId={incidentId} />;
};

const Frame = ({ schoolId, claimId, children }: { schoolId?: string; claimId?: string; children: ReactNode }) => {
  const { t } = useTranslation();
  const title = claimId ? t('pages.claimEdit') : t('pages.claimNew');
  return (
    <Stack gap="md">
      <PageTitle title={title} />
      {schoolId ? (
        <Breadcrumbs>
          <Anchor component={Link} to={paths.dashboard.school(schoolId)}>
            {t('claims.wizard.serviceCenter')}
          </Anchor>
          <Text>{title}</Text>
        </Breadcrumbs>
      ) : null}
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
};

const PickSchool = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const schools = useActiveSchools();
  const options = (schools.data ?? []).map((school) => ({ value: school.id, label: school.name }));
  return (
    <Frame>
      <Alert icon={<IconInfoCircle aria-hidden="true" />} color="blue">
        {t('claims.wizard.pickSchool.message')}
      </Alert>
      {schools.isError ? (
        <Alert color="red" title={t('common.loadError')} icon={<IconAlertCircle aria-hidden="true" />}>
          <Button variant="light" color="red" loading={schools.isFetching} onClick={() => void schools.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <Select
          maw={420}
          label={t('claims.wizard.pickSchool.label')}
          placeholder={schools.isPending ? t('claims.wizard.pickSchool.loading') : t('claims.wizard.pickSchool.placeholder')}
          data={options}
          disabled={schools.isPending}
          searchable
          nothingFoundMessage={t('claims.wizard.pickSchool.empty')}
          onChange={(schoolId) => {
            if (schoolId) void navigate(paths.dashboard.newClaim(schoolId));
          }}
        />
      )}
    </Frame>
  );
};

const Loading = () => {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
};

type Source = { claim: WizardClaim | undefined; incident: { incident: IncidentForClaim; student: Student } | undefined };

const freshDraft = ({ claim, incident }: Source) => {
  if (claim) return draftFromClaim(claim);
  return incident ? draftFromIncident(incident.incident, incident.student) : newDraft();
};

type WizardStartProps = { schoolId: string; claimId: string | undefined; storageKey: ClaimDraftKey; source: Source };

// An unfinished draft this browser kept for this user, school and claim is offered, not resumed
// silently; starting over begins afresh (or from the stored claim).
const WizardStart = ({ schoolId, claimId, storageKey, source }: WizardStartProps) => {
  const [start, setStart] = useState<{ offered: WizardDraft } | { draft: WizardDraft }>(() => {
    const offered = unfinishedDraft(readStorage(storageKey));
    return offered ? { offered } : { draft: freshDraft(source) };
  });
  if ('offered' in start) {
    return (
      <DraftPrompt
        draft={start.offered}
        onContinue={() => setStart({ draft: start.offered })}
        onStartOver={() => setStart({ draft: freshDraft(source) })}
      />
    );
  }
  return <ClaimWizard schoolId={schoolId} claimId={claimId} storageKey={storageKey} initialDraft={start.draft} />;
};

type WizardLoaderProps = { schoolId: string; claimId: string | undefined; incidentId: string | undefined };

const WizardLoader = ({ schoolId, claimId, incidentId }: WizardLoaderProps) => {
  const { t } = useTranslation();
  // the draft is kept per user, and the signature step names them as the submitter
  const user = useSessionUser();
  const claim = useWizardClaim(claimId);
  const incident = useIncident(incidentId);
  const student = useStudent(incident.data?.student_id ?? undefined);

  let body;
  const failed = [user, claimId && claim, incidentId && incident, incidentId && student].find((query) => query && query.isError) || null;
  if (failed) {
    body = (
      <Alert color="red" title={t('claims.wizard.loadError')} icon={<IconAlertCircle aria-hidden="true" />}>
        {isNotFoundError(failed.error) ? (
          <Text size="sm">{t('claims.wizard.notFound')}</Text>
        ) : (
          <Button
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            loading={failed.isFetching}
            onClick={() => void failed.refetch()}
          >
            {t('common.retry')}
          </Button>
        )}
      </Alert>
    );
  } else if (!user.data || (claimId && !claim.data) || (incidentId && !student.data)) {
    body = incidentId && incident.data && !incident.data.student_id ? <Alert color="red">{t('claims.wizard.notFound')}</Alert> : <Loading />;
  } else {
    const source = { claim: claim.data, incident: incident.data && student.data ? { incident: incident.data, student: student.data } : undefined };
    body = <WizardStart schoolId={schoolId} claimId={claimId} storageKey={claimDraftKey(user.data.id, schoolId, claimId, incidentId)} source={source} />;
  }

  return (
    <Frame schoolId={schoolId} claimId={claimId}>
      {body}
    </Frame>
  );
};
