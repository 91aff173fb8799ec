import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimEmailAnswer, successAnswer, type ClaimEmailView } from '@claims/shared';
import { api } from '../../../lib/api';
import { apiAnswer } from '../../../lib/api-answer';
import { claimEmailPdf, openSignedPdf } from '../view/open-signed-pdf';
import { claimEmailLogsQueryKey } from './get-claim-email-logs';

export type ClaimEmail = ClaimEmailView;

const emailPath = (id: string) => `/v1/claims/email/${encodeURIComponent(id)}`;

export const getClaimEmail = async (id: string): Promise<ClaimEmail> => (await apiAnswer(claimEmailAnswer, emailPath(id), { method: 'GET' })).email;

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

// Queues the claim e-mail again: the log gets a new Pending row that turns Sent or Failed.
export const resendClaimEmail = async (claimId: string): Promise<void> => {
  await apiAnswer(successAnswer, `/v1/claims/${encodeURIComponent(claimId)}/resend-email`, { method: 'POST' });
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
