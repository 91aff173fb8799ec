import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimSubmitAnswer, type ClaimSubmit, type ClaimSubmitAnswer } from '@claims/shared';
import { apiAnswer } from '../../../lib/api-answer';
import { retryWithSameKey } from '../../../lib/retry-request';

export type ClaimSubmitResult = ClaimSubmitAnswer;

export type ClaimSubmission = {
  payload: ClaimSubmit;
  // one per draft: a retried or repeated submission of the same draft never creates a second claim
  idempotencyKey: string;
};

// POST /v1/claims (new) or /v1/claims/{claimId} (edit) with { data: payload } (SPEC §7). A busy server's
// 503 or a lost answer is sent again with the same key, which files the claim once.
export const submitClaim = async ({ payload, idempotencyKey }: ClaimSubmission): Promise<ClaimSubmitResult> => {
  const path = payload.claim_id ? `/v1/claims/${encodeURIComponent(payload.claim_id)}` : '/v1/claims';
  return retryWithSameKey(() => apiAnswer(claimSubmitAnswer, path, { body: { data: payload }, headers: { 'Idempotency-Key': idempotencyKey } }));
};

export const useSubmitClaim = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitClaim,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['claims'] });
      void queryClient.invalidateQueries({ queryKey: ['students'] });
    },
  });
};
