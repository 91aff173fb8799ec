import { LoadingOverlay, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { MOBILE_MEDIA_QUERY } from '../../../../components/media';
import { useStudent } from '../../../../entities/students';
import { ClaimInformationStep } from './claim-information-step';
import { DuplicateWarning } from './duplicate-warning';
import { InsuranceStep } from './insurance-step';
import { PreviewStep } from './preview-step';
import { SelectStudentStep } from './select-student-step';
import { SignatureStep } from './signature-step';
import { studentName } from './student-summary';
import { ViewStudentStep } from './view-student-step';
import { useClaimWizard, type ClaimWizardOptions, type ClaimWizardState } from './use-claim-wizard';
import { backFromSignature, canJumpTo, chooseStudent, editFromPreview, goToStep, jumpTo, WIZARD_STEPS, type WizardDraft } from './wizard-draft';

export type ClaimWizardProps = ClaimWizardOptions;

type WizardStepBodyProps = { schoolId: string; claimId: string | undefined; wizard: ClaimWizardState };

// The step the draft is at, wired to the wizard's moves.
const WizardStepBody = ({ schoolId, claimId, wizard }: WizardStepBodyProps) => {
  const { draft, setDraft, change, editMode, stepErrors, next, previous, submit, submitting, nearClaims, duplicate } = wizard;
  switch (draft.step) {
    case 'selectStudent':
      return <SelectStudentStep schoolId={schoolId} onChosen={(student) => setDraft((current) => chooseStudent(current, student))} />;
    case 'viewStudent':
      return (
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
    case 'insurance':
      return (
        <InsuranceStep
          data={draft.data}
          editMode={editMode}
          errors={stepErrors}
          onChange={change}
          onPrevious={() => previous((current) => goToStep(current, 'viewStudent'))}
          onNext={() => next('claimInformation')}
        />
      );
    case 'claimInformation':
      return (
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
    case 'signature':
      return (
        <SignatureStep
          schoolId={schoolId}
          signed={draft.data.signed}
          editMode={editMode}
          onSignedChange={(signed) => change({ signed })}
          onPrevious={() => previous(backFromSignature)}
          onNext={() => next('preview')}
        />
      );
    case 'preview':
      return (
        <PreviewStep
          schoolId={schoolId}
          data={draft.data}
          onEdit={(step) => setDraft((current) => editFromPreview(current, step))}
          onPrevious={() => setDraft((current) => goToStep(current, 'signature'))}
          onSubmit={submit}
          submitting={submitting}
          notice={
            <DuplicateWarning
              schoolId={schoolId}
              claims={nearClaims}
              reason={duplicate.reason}
              reasonError={duplicate.error}
              onReasonChange={duplicate.onChange}
            />
          }
        />
      );
  }
};

// The six steps of SPEC §4, one at a time; what they change lives in useClaimWizard.
export const ClaimWizard = (props: ClaimWizardOptions) => {
  const { t } = useTranslation();
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY) ?? false;
  const wizard = useClaimWizard(props);
  const { draft, setDraft, headingRef } = wizard;
  const student = useStudent(draft.data.studentId ?? undefined);
  const stepIndex = WIZARD_STEPS.indexOf(draft.step);
  const stepLabel = (step: WizardDraft['step']) => t(`claims.wizard.steps.${step}`);

  return (
    <Stack gap="md" pos="relative">
      <LoadingOverlay visible={wizard.submitting} loaderProps={{ 'aria-label': t('claims.wizard.submitting') }} />
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
      <WizardStepBody schoolId={props.schoolId} claimId={props.claimId} wizard={wizard} />
    </Stack>
  );
};
