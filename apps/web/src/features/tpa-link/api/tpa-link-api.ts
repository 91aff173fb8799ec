import { useMutation } from '@tanstack/react-query';
import { tpaOpenAnswer, tpaReportAnswer, type TpaClaim, type TpaReport, type TpaReportState } from '@claims/shared';
import { apiAnswer } from '../../../lib/api-answer';

// The TPA's page speaks to its own public routes (ADR 027): the link's token in the path is the only
// permission; no bearer token goes and a 401 ends no session.
const tpaPath = (token: string, rest: string) => `/v1/tpa/${encodeURIComponent(token)}${rest}`;

export const tpaQueryKeys = { claim: (token: string) => ['tpa-link', token] as const };

// POST /v1/tpa/:token/open: each opening is recorded (the first as the TPA's receipt of the claim) and
// answers the claim. Errors: NOT_FOUND (404: unknown, tampered, expired, revoked, or the claim deleted,
// all alike); TOO_MANY_REQUESTS (429: too many unknown links from this address, or requests on this one).
export const openTpaLink = async (token: string, signal?: AbortSignal): Promise<TpaClaim> =>
  (await apiAnswer(tpaOpenAnswer, tpaPath(token, '/open'), { isPublic: true, signal })).claim;

// POST /v1/tpa/:token/report: the TPA's claim number, status and note, as tpaReportSchema gives them.
// Errors: VALIDATION_FAILED with `fields` (400), and the link's states.
export const useReportTpa = (token: string) =>
  useMutation({
    mutationFn: async (report: TpaReport): Promise<TpaReportState> => (await apiAnswer(tpaReportAnswer, tpaPath(token, '/report'), { body: report, isPublic: true })).report,
  });
