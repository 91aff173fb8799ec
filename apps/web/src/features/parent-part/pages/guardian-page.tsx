import { use, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  isSeasonCardKind,
  seasonAuthorization,
  UPLOADABLE_DOCUMENT_KIND_OPTIONS,
  seasonRecordsConsent,
  seasonRecordsConsentSummary,
  seasonSignatureIntent,
  toDisplayDate,
  type GuardianRequest,
  type GuardianStudent,
  type ParentInsurer,
} from '@claims/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { errorCodeOf } from '../../../lib/request-error';
import { useParentInsurers } from '../api/get-insurers';
import { useGuardianRequest, useOptOut, useRemoveCard, useRevokeAuthorization, useSignForStudent, useUploadCard } from '../api/guardian-request';
import { DocumentsStep } from '../components/documents-step';
import { LinkGate, type LinkSession } from '../components/link-gate';
import { LinkProblem, linkProblemOf, RequestProblem } from '../components/link-problem';
import type { SignedTexts } from '../components/review-step';
import { SigningSteps } from '../components/signing-steps';
import { parentTextsReady } from '../parent-texts';
import { LinkHeading } from '../components/link-heading';

// The guardian's part stands for the season: no documents of a claim, the season's texts.
const GUARDIAN_STEPS = ['contact', 'insurance', 'documents', 'review'] as const;
const CARD_KINDS = UPLOADABLE_DOCUMENT_KIND_OPTIONS.filter((option) => isSeasonCardKind(option.value));
const seasonTexts = (student: GuardianStudent): SignedTexts => ({
  recordsConsent: seasonRecordsConsent,
  recordsConsentSummary: seasonRecordsConsentSummary,
  authorization: (language) => seasonAuthorization(language, student.authorization),
  intent: seasonSignatureIntent,
  covers: 'season',
});

const isOnFile = (student: GuardianStudent) => student.on_file !== null && student.on_file.revoked_on === null;
const nameOf = (student: GuardianStudent) => `${student.first_name} ${student.last_name}`.trim();

type Session = Omit<LinkSession, 'hidden'>;

// The link's state, or the page session, ended: the page shows that instead. True when it did.
const endedBy = (session: Session, error: unknown) => {
  const problem = linkProblemOf(error);
  if (problem) session.onLinkProblem(problem);
  else if (errorCodeOf(error) === 'NOT_AUTHENTICATED') session.onSessionEnded();
  return problem !== undefined || errorCodeOf(error) === 'NOT_AUTHENTICATED';
};

type StudentCardProps = Session & { student: GuardianStudent; onSign: () => void; onRevoked: (student: GuardianStudent) => void };

// One student: where their authorization stands, signing it, or cancelling it after a confirmation.
const StudentCard = ({ student, onSign, onRevoked, ...session }: StudentCardProps) => {
  const { t } = useTranslation();
  const revoke = useRevokeAuthorization(session.token, session.access);
  const [confirming, setConfirming] = useState(false);
  const onFile = isOnFile(student);
  const standing = student.on_file
    ? student.on_file.revoked_on
      ? t('parent.guardian.revoked', { date: toDisplayDate(student.on_file.revoked_on) })
      : t('parent.guardian.onFile', { date: toDisplayDate(student.on_file.expires_on) })
    : t('parent.guardian.toDo');
  return (
    <Paper withBorder radius="md" p="md" component="li" style={{ listStyle: 'none' }}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {nameOf(student)}
          </Title>
          <Text size="sm" c={onFile ? 'green.9' : 'dimmed'}>
            {standing}
          </Text>
        </div>
        {confirming ? (
          <Stack gap="xs">
            <Text size="sm" role="alert">
              {t('parent.guardian.revokeConfirm', { student: student.first_name })}
            </Text>
            <Group gap="sm">
              <Button
                color="red"
                loading={revoke.isPending}
                onClick={() =>
                  revoke.mutate(student.id, {
                    onSuccess: () => {
                      setConfirming(false);
                      onRevoked(student);
                    },
                    onError: (error) => void endedBy(session, error),
                  })
                }
              >
                {t('parent.guardian.revokeYes')}
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('parent.guardian.keep')}
              </Button>
            </Group>
            {revoke.isError && !linkProblemOf(revoke.error) ? (
              <Text size="sm" c="red.8">
                {t('parent.guardian.failed')}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Group gap="sm">
            {onFile ? (
              <Button variant="default" onClick={() => setConfirming(true)}>
                {t('parent.guardian.revoke')}
              </Button>
            ) : (
              <Button onClick={onSign}>{student.on_file ? t('parent.guardian.signAgain') : t('parent.guardian.sign')}</Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
};

type StudentsProps = Session & { request: GuardianRequest; notice: string | null; onSign: (student: GuardianStudent) => void; onNotice: (notice: string) => void };

const Students = ({ request, notice, onSign, onNotice, ...session }: StudentsProps) => {
  const { t } = useTranslation();
  const optOut = useOptOut(session.token, session.access);
  const [confirmingOptOut, setConfirmingOptOut] = useState(false);
  const title = t('parent.guardian.title');
  const allDone = request.students.every(isOnFile);
  return (
    <Stack gap="md">
      <LinkHeading title={title} />
      <Text size="sm" c="dimmed">
        {request.activity ? t('parent.guardian.season', { school: request.school_name, activity: request.activity }) : t('parent.guardian.school', { school: request.school_name })}
      </Text>
      {notice ? (
        <Alert color="green" role="status">
          {notice}
        </Alert>
      ) : null}
      <Text>{allDone ? t('parent.guardian.done') : t('parent.guardian.text')}</Text>
      <Stack component="ul" gap="sm" m={0} p={0}>
        {request.students.map((student) => (
          <StudentCard
            key={student.id}
            {...session}
            student={student}
            onSign={() => onSign(student)}
            onRevoked={(revoked) => onNotice(t('parent.guardian.revokedNotice', { student: revoked.first_name }))}
          />
        ))}
      </Stack>
      {allDone ? null : request.opted_out ? (
        <Text size="sm" c="dimmed">
          {t('parent.guardian.optedOut')}
        </Text>
      ) : confirmingOptOut ? (
        <Stack gap="xs">
          <Text size="sm">{t('parent.guardian.optOutConfirm')}</Text>
          <Group gap="sm">
            <Button variant="default" loading={optOut.isPending} onClick={() => optOut.mutate(undefined, { onSuccess: () => setConfirmingOptOut(false), onError: (error) => void endedBy(session, error) })}>
              {t('parent.guardian.optOutYes')}
            </Button>
            <Button variant="subtle" onClick={() => setConfirmingOptOut(false)}>
              {t('parent.guardian.back')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group>
          <Button variant="subtle" onClick={() => setConfirmingOptOut(true)}>
            {t('parent.guardian.optOut')}
          </Button>
        </Group>
      )}
    </Stack>
  );
};

type SignForProps = Session & { student: GuardianStudent; request: GuardianRequest; insurers: readonly ParentInsurer[]; hidden: boolean; onSigned: (expiresOn: string) => void; onBack: () => void };

const SignFor = ({ student, request, insurers, hidden, onSigned, onBack, ...session }: SignForProps) => {
  const { t } = useTranslation();
  const sign = useSignForStudent(session.token, session.access, student.id);
  const upload = useUploadCard(session.token, session.access, student.id);
  const removal = useRemoveCard(session.token, session.access, student.id);
  return (
    <Stack gap="sm">
      <Group>
        <Button variant="subtle" px={0} onClick={onBack}>
          {t('parent.guardian.back')}
        </Button>
      </Group>
      <SigningSteps
        onSessionEnded={session.onSessionEnded}
        onLinkProblem={session.onLinkProblem}
        steps={GUARDIAN_STEPS}
        about={t('parent.guardian.about', { student: nameOf(student) })}
        defaultParent={request.guardian}
        insurers={insurers}
        texts={seasonTexts(student)}
        documents={{
          count: student.cards.length,
          render: (onRequestFailed) => (
            <DocumentsStep intro={t('parent.guardian.cards')} kinds={CARD_KINDS} documents={student.cards} upload={upload} removal={removal} onRequestFailed={onRequestFailed} />
          ),
        }}
        hidden={hidden}
        signing={sign}
        onSigned={onSigned}
      />
    </Stack>
  );
};

// Once a birth date opened it: the guardian's students, and one student's part at a time.
const GuardianRequestView = ({ hidden, ...session }: LinkSession) => {
  const { t } = useTranslation();
  const request = useGuardianRequest(session.token, session.access);
  const insurers = useParentInsurers(session.token, session.access, 'guardian');
  const [signingFor, setSigningFor] = useState<GuardianStudent | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const failed = request.error ?? insurers.error;
  if (failed && !hidden) {
    const problem = linkProblemOf(failed);
    if (problem) return <LinkProblem code={problem} />;
    const retry = () => {
      if (errorCodeOf(failed) === 'NOT_AUTHENTICATED') return session.onSessionEnded();
      void request.refetch();
      void insurers.refetch();
    };
    return <RequestProblem error={failed} onRetry={retry} />;
  }
  if (!request.data || !insurers.data) return hidden ? null : <PageLoader />;
  if (signingFor) {
    return (
      <SignFor
        {...session}
        key={signingFor.id}
        student={request.data.students.find((student) => student.id === signingFor.id) ?? signingFor}
        request={request.data}
        insurers={insurers.data}
        hidden={hidden}
        onBack={() => setSigningFor(null)}
        onSigned={(expiresOn) => {
          setNotice(t('parent.guardian.signed', { student: signingFor.first_name, date: toDisplayDate(expiresOn) }));
          setSigningFor(null);
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }
  return (
    <Students
      {...session}
      request={request.data}
      notice={notice}
      onNotice={setNotice}
      onSign={(student) => {
        setNotice(null);
        setSigningFor(student);
      }}
    />
  );
};

// /guardian/:token, the page a season campaign's e-mail links to (issue 43): no account; the link, then
// one of the guardian's students' birth dates, open their students' insurance and authorization for the
// season. Public, outside the signed-in shell.
export const GuardianPage = () => {
  use(parentTextsReady);
  const { t } = useTranslation();
  const { token = '' } = useParams();
  return (
    <LinkGate kind="guardian" token={token} title={t('parent.guardian.intro.title')}>
      {(session) => <GuardianRequestView {...session} />}
    </LinkGate>
  );
};
