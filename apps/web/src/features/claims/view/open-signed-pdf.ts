import { useMutation } from '@tanstack/react-query';
import { pdfTokenAnswer } from '@claims/shared';
import { apiAnswer } from '../../../lib/api-answer';

export type SignedPdf = {
  // REST call answering { success, token }: a short-lived token for this one document
  tokenPath: string;
  // the page rendering the PDF, given the token as its jwt query
  viewerPath: string;
};

// The PDF opens in a new window on a signed link (a window cannot send the bearer token). Nothing
// opens when the token is refused.
export const openSignedPdf = async ({ tokenPath, viewerPath }: SignedPdf): Promise<void> => {
  const { token } = await apiAnswer(pdfTokenAnswer, tokenPath, { method: 'GET' });
  window.open(`${viewerPath}?jwt=${encodeURIComponent(token)}`, '_blank', 'noopener');
};

export const claimPdf = (claimId: string): SignedPdf => ({
  tokenPath: `/v1/claims/jwt-pdf/${encodeURIComponent(claimId)}`,
  viewerPath: '/v1/pdf/claim',
});

export const claimEmailPdf = (emailLogId: string): SignedPdf => ({
  tokenPath: `/v1/claims/email/${encodeURIComponent(emailLogId)}/jwt-pdf`,
  viewerPath: '/v1/pdf/email',
});

export const useOpenSignedPdf = () => useMutation({ mutationFn: openSignedPdf });
