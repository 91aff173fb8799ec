import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { errorCodeOf, fieldErrorsOf } from '../../../../lib/request-error';
import { removeStorage, writeStorage, type ClaimDraftKey } from '../../../../lib/storage';
import { claimsNearInjuryKey, useClaimsNearInjury } from '../../api/get-claims-near-injury';
import { useSubmitClaim } from '../../api/submit-claim';
import { incidentsKey } from '../../../../entities/incidents';
import { useClaimsNotify } from './claims-messages';
import {
  buildClaimPayload,
  editFromPreview,
  finishEdit,
  goToStep,
  isEditMode,
  updateData,
  WIZARD_STEPS,
  wizardErrorsOf,
  type WizardData,
  type WizardDraft,
  type WizardFieldError,
} from './wizard-draft';

export type ClaimWizardOptions = {
  schoolId: string;
  // set when editing a stored claim
  claimId: string | undefined;
  initialDraft: WizardDraft;
  storageKey: ClaimDraftKey;
};

// The wizard's state and what it does (the container of ClaimWizard): the draft, saved to localStorage on
// every change and removed once the claim is accepted; the steps' errors; the submission.
export function useClaimWizard({ schoolId, claimId, initialDraft, storageKey }: ClaimWizardOptions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useClaimsNotify();
  const submit = useSubmitClaim();
  const [draft, setDraft] = useState(initialDraft);
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
      // the incident it was started from now names it
      if (draft.data.incidentId) void queryClient.invalidateQueries({ queryKey: incidentsKey });
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

  return {
    draft,
    setDraft,
    change,
    editMode,
    stepErrors,
    next,
    previous,
    submit: () => void onSubmit(),
    submitting: submit.isPending,
    nearClaims: nearClaims.data ?? [],
    duplicate: {
      reason: duplicateReason,
      error: duplicateError,
      onChange: (reason: string) => {
        setDuplicateReason(reason);
        setDuplicateError(null);
      },
    },
    headingRef,
  };
}

export type ClaimWizardState = ReturnType<typeof useClaimWizard>;
