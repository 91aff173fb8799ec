import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimSubmit } from '@claims/shared';
import { z } from 'zod';
import { api } from '../../../lib/api';

// claim numbers read as text whether the server sends them as numbers or strings
const claimNumberSchema = z.union([z.string(), z.number()]).transform(String);
const submitResponseSchema = z.object({
  success: z.literal(true),
  claim_id: z.string(),
  claim_number: claimNumberSchema,
  // an edit of a claim the parent had signed sends them a new link to sign again
  parent_asked_again: z.boolean().optional(),
});
export type ClaimSubmitResult = z.infer<typeof submitResponseSchema>;

export type ClaimSubmission = {
  payload: ClaimSubmit;
  // one per draft: a retried or repeated submission of the same draft never creates a second claim
  idempotencyKey: string;
};

// POST /v1/claims (new) or /v1/claims/{claimId} (edit) with { data: payload } (SPEC §7).
export const submitClaim = async ({ payload, idempotencyKey }: ClaimSubmission): Promise<ClaimSubmitResult> => {
  const path = payload.claim_id ? `/v1/claims/${encodeURIComponent(payload.claim_id)}` : '/v1/claims';
  const body = await api(path, { body: { data: payload }, headers: { 'Idempotency-Key': idempotencyKey } });
  return submitResponseSchema.parse(body);
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
