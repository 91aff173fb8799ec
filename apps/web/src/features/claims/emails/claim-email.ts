import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { claimEmailPdf, openSignedPdf } from '../view/open-signed-pdf';
import { claimEmailLogsQueryKey } from './get-claim-email-logs';

const emailResponseSchema = z.object({
  email: z.object({
    subject: z.string(),
    to: z.string().nullable(),
    text: z.string(),
    status: z.string(),
    sent_at: z.string().nullable(),
  }),
});

export type ClaimEmail = z.infer<typeof emailResponseSchema>['email'];

const emailPath = (id: string) => `/v1/claims/email/${encodeURIComponent(id)}`;

export const getClaimEmail = async (id: string): Promise<ClaimEmail> =>
  emailResponseSchema.parse(await api(emailPath(id), { method: 'GET' })).email;

// Opening an e-mail records that it was viewed (POST stamps viewed_at). A failed stamp must not keep
// the e-mail from showing: the stamp only feeds the log's "viewed" column.
export const viewClaimEmail = async (id: string): Promise<ClaimEmail> => {
  const email = await getClaimEmail(id);
  await api(emailPath(id), { method: 'POST' }).catch(() => undefined);
  return email;
};

export const useViewClaimEmail = (claimId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: viewClaimEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimEmailLogsQueryKey(claimId) }),
  });
};

const resendResponseSchema = z.object({ success: z.boolean() });

// Queues the claim e-mail again: the log gets a new Pending row that turns Sent or Failed.
export const resendClaimEmail = async (claimId: string): Promise<void> => {
  const { success } = resendResponseSchema.parse(
    await api(`/v1/claims/${encodeURIComponent(claimId)}/resend-email`, { method: 'POST' }),
  );
  if (!success) throw new Error('Resend refused');
};

export const useResendClaimEmail = (claimId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendClaimEmail(claimId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: claimEmailLogsQueryKey(claimId) }),
  });
};

// Variables are the e-mail log id, so the row asking shows the spinner.
export const useOpenEmailPdf = () => useMutation({ mutationFn: (emailLogId: string) => openSignedPdf(claimEmailPdf(emailLogId)) });
