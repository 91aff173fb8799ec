import { useCallback, useEffect, useRef, useState } from 'react';
import { LoadingOverlay, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MOBILE_MEDIA_QUERY } from '../../../../components/media';
import { paths } from '../../../../config/paths';
import { errorCodeOf, fieldErrorsOf } from '../../../../lib/request-error';
import { removeStorage, writeStorage, type ClaimDraftKey } from '../../../../lib/storage';
import { useStudent } from '../../../../entities/students';
import { claimsNearInjuryKey, useClaimsNearInjury } from '../../api/get-claims-near-injury';
import { useSubmitClaim } from '../../api/submit-claim';
import { ClaimInformationStep } from './claim-information-step';
import { useClaimsNotify } from './claims-messages';
import { DuplicateWarning } from './duplicate-warning';
import { InsuranceStep } from './insurance-step';
import { PreviewStep } from './preview-step';
import { SelectStudentStep } from './select-student-step';
import { SignatureStep } from './signature-step';
import { studentName } from './student-summary';
import { ViewStudentStep } from './view-student-step';
import {
  backFromSignature,
  buildClaimPayload,
  canJumpTo,
  chooseStudent,
  editFromPreview,
  finishEdit,
  goToStep,
  isEditMode,
  jumpTo,
  updateData,
  WIZARD_STEPS,
  wizardErrorsOf,
  type WizardData,
  type WizardDraft,
  type WizardFieldError,
} from './wizard-draft';

export type ClaimWizardProps = {
  schoolId: string;
  // set when editing a stored claim
  claimId: string | undefined;
  initialDraft: WizardDraft;
  storageKey: ClaimDraftKey;
};

// The six steps of SPEC §4. The draft is saved to localStorage on every change and removed once the
// claim is accepted.
export const ClaimWizard = ({ schoolId, claimId, initialDraft, storageKey }: ClaimWizardProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useClaimsNotify();
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY) ?? false;
  const submit = useSubmitClaim();
  const [draft, setDraft] = useState(initialDraft);
  const student = useStudent(draft.data.studentId ?? undefined);
  const [errors, setErrors] = useState<readonly WizardFieldError[]>([]);
  // a second click while the first submission is on its way must not send again
  const sending = useRef(false);
  const queryClient = useQueryClient();
  // A new claim's preview shows the student's claims of an injury within a day of it (issue 18).
  const information = draft.data.claimInformation;
  const nearClaims = useClaimsNearInjury({
    schoolId,
    studentId: draft.data.studentId,
    injuryDate: !claimId && draft.step === 'preview' ? information?.injury_date : null,
    activity: information?.activity,
  });
  const [duplicateReason, setDuplicateReason] = useState('');
  const [duplicateError, setDuplicateError] = useState<string | null>(null);

  // Keeping the browser's copy in step with the wizard is a sync with an external store.
  useEffect(() => {
    writeStorage(storageKey, JSON.stringify(draft));
  }, [storageKey, draft]);

  // A new step moves focus (and the view) to its heading, so nobody is left at the bottom of the last one.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(draft.step);
  useEffect(() => {
    if (shownStep.current === draft.step) return;
    shownStep.current = draft.step;
    headingRef.current?.focus();
  }, [draft.step]);

  const change = useCallback((data: Partial<WizardData>) => setDraft((current) => updateData(current, data)), []);
  const editMode = isEditMode(draft);
  const stepErrors = errors.filter((error) => error.step === draft.step);

  // Outside edit mode Next and Previous walk the steps; in edit mode they are Save and Cancel and both
  // return to the preview (SPEC §4).
  const next = (step: WizardDraft['step']) => {
    setErrors((current) => current.filter((error) => error.step !== draft.step));
    setDraft((current) => (isEditMode(current) ? finishEdit(current, { keep: true }) : goToStep(current, step)));
  };
  const previous = (back: (current: WizardDraft) => WizardDraft) =>
    setDraft((current) => (isEditMode(current) ? finishEdit(current, { keep: false }) : back(current)));

  // Errors go to the first step they concern, opened in edit mode so Save returns to the preview.
  const showErrors = (found: readonly WizardFieldError[]) => {
    setErrors(found);
    const first = WIZARD_STEPS.find((step) => step !== 'preview' && found.some((error) => error.step === step));
    if (first) setDraft((current) => editFromPreview(current, first));
  };

  const onSubmit = async () => {
    if (sending.current) return;
    const built = buildClaimPayload({ schoolId, claimId, data: draft.data });
    if (!built.ok) {
      showErrors(built.errors);
      return;
    }
    if (nearClaims.data?.some((claim) => claim.same_injury) && !duplicateReason.trim()) {
      setDuplicateError('DUPLICATE_REASON_REQUIRED');
      return;
    }
    sending.current = true;
    try {
      const payload = duplicateReason.trim() ? { ...built.payload, duplicate_reason: duplicateReason.trim() } : built.payload;
      const result = await submit.mutateAsync({ payload, idempotencyKey: draft.idempotencyKey });
      removeStorage(storageKey);
      const done = result.parent_asked_again ? 'notifications.CLAIM_UPDATED_PARENT_ASKED' : claimId ? 'notifications.CLAIM_UPDATED' : 'notifications.CLAIM_CREATED';
      notify.successText(t(done, { number: result.claim_number }));
      // the claim just sent, rather than the dashboard: the user can check it or find its e-mail at once
      void navigate(paths.dashboard.claim(schoolId, result.claim_id));
    } catch (error) {
      sending.current = false;
      // another claim of the same injury went meanwhile: it shows above Submit, with the reason to give
      if (errorCodeOf(error) === 'CLAIM_DUPLICATE') void queryClient.invalidateQueries({ queryKey: claimsNearInjuryKey });
      const fields = fieldErrorsOf(error);
      const found = wizardErrorsOf(fields);
      if (found.length > 0) showErrors(found);
      notify.error(claimId ? 'CLAIM_UPDATE_FAILED' : 'CLAIM_CREATION_FAILED', found.length > 0 ? undefined : error);
    }
  };

  const stepIndex = WIZARD_STEPS.indexOf(draft.step);
  const stepLabel = (step: WizardDraft['step']) => t(`claims.wizard.steps.${step}`);

  let body;
  switch (draft.step) {
    case 'selectStudent':
      body = <SelectStudentStep schoolId={schoolId} onChosen={(student) => setDraft((current) => chooseStudent(current, student))} />;
      break;
    case 'viewStudent':
      body = (
        <ViewStudentStep
          schoolId={schoolId}
          newClaim={!claimId}
          data={draft.data}
          editMode={editMode}
          errors={stepErrors}
          onChange={change}
          onPrevious={() => previous((current) => goToStep(current, 'selectStudent'))}
          onNext={() => next('insurance')}
        />
      );
      break;
    case 'insurance':
      body = (
        <InsuranceStep
          data={draft.data}
          editMode={editMode}
          errors={stepErrors}
          onChange={change}
          onPrevious={() => previous((current) => goToStep(current, 'viewStudent'))}
          onNext={() => next('claimInformation')}
        />
      );
      break;
    case 'claimInformation':
      body = (
        <ClaimInformationStep
          schoolId={schoolId}
          data={draft.data}
          editMode={editMode}
          errors={stepErrors}
          onChange={change}
          onPrevious={() => previous((current) => goToStep(current, 'insurance'))}
          onNext={() => next('signature')}
        />
      );
      break;
    case 'signature':
      body = (
        <SignatureStep
          schoolId={schoolId}
          signed={draft.data.signed}
          editMode={editMode}
          onSignedChange={(signed) => change({ signed })}
          onPrevious={() => previous(backFromSignature)}
          onNext={() => next('preview')}
        />
      );
      break;
    case 'preview':
      body = (
        <PreviewStep
          schoolId={schoolId}
          data={draft.data}
          onEdit={(step) => setDraft((current) => editFromPreview(current, step))}
          onPrevious={() => setDraft((current) => goToStep(current, 'signature'))}
          onSubmit={() => void onSubmit()}
          submitting={submit.isPending}
          notice={
            <DuplicateWarning
              schoolId={schoolId}
              claims={nearClaims.data ?? []}
              reason={duplicateReason}
              reasonError={duplicateError}
              onReasonChange={(reason) => {
                setDuplicateReason(reason);
                setDuplicateError(null);
              }}
            />
          }
        />
      );
      break;
  }

  return (
    <Stack gap="md" pos="relative">
      <LoadingOverlay visible={submit.isPending} loaderProps={{ 'aria-label': t('claims.wizard.submitting') }} />
      {isMobile ? null : (
        <Stepper
          component="nav"
          aria-label={t('claims.wizard.stepsNav')}
          active={stepIndex}
          size="xs"
          onStepClick={(index) => setDraft((current) => jumpTo(current, WIZARD_STEPS[index] ?? current.step))}
        >
          {WIZARD_STEPS.map((step) => (
            <Stepper.Step
              key={step}
              label={stepLabel(step)}
              allowStepSelect={canJumpTo(draft, step)}
              aria-disabled={!canJumpTo(draft, step)}
              aria-current={step === draft.step ? 'step' : undefined}
            />
          ))}
        </Stepper>
      )}
      <Text size="sm" c="dimmed">
        {t('claims.wizard.stepOf', { number: stepIndex + 1, total: WIZARD_STEPS.length, step: stepLabel(draft.step) })}
      </Text>
      {student.data ? <Text fw={500}>{t('claims.wizard.forStudent', { name: studentName(student.data) })}</Text> : null}
      <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
        {stepLabel(draft.step)}
      </Title>
      {body}
    </Stack>
  );
};
