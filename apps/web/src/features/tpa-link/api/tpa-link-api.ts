import { useMutation } from '@tanstack/react-query';
import { isTpaStatus, type TpaReport, type TpaStatus } from '@claims/shared';
import { api, unexpectedAnswer } from '../../../lib/api';
import { isRecord } from '../../../lib/json';

// The TPA's page speaks to its own public routes (ADR 027): the link's token in the path is the only
// permission; no bearer token goes and a 401 ends no session.
const tpaPath = (token: string, rest: string) => `/v1/tpa/${encodeURIComponent(token)}${rest}`;

export type TpaReportEntry = { at: string; by: string | null; changes: Record<string, { from: unknown; to: unknown }> };

// What the TPA reported so far: all a report answers.
export type TpaReportState = {
  tpa_status: TpaStatus | null;
  tpa_claim_number: string | null;
  tpa_note: string | null;
  tpa_reported_at: string | null;
  reports: TpaReportEntry[];
};

// What the page shows: what the TPA's e-mail already told it, and what it reported so far.
export type TpaClaim = TpaReportState & {
  claim_number: number;
  school_name: string;
  student_name: string;
  injury_date: string;
  activity: string;
  policy_number: string | null;
  submitted_on: string;
  tpa_name: string;
  link_expires_at: string;
};

const isReportState = (value: unknown): value is TpaReportState =>
  isRecord(value) && (value.tpa_status === null || isTpaStatus(value.tpa_status)) && Array.isArray(value.reports);

const claimOf = (answer: unknown, path: string): TpaClaim => {
  const claim = isRecord(answer) ? answer.claim : undefined;
  if (!isReportState(claim) || typeof (claim as Record<string, unknown>).claim_number !== 'number') throw unexpectedAnswer(path);
  return claim as TpaClaim;
};

export const tpaQueryKeys = { claim: (token: string) => ['tpa-link', token] as const };

// POST /v1/tpa/:token/open: each opening is recorded (the first as the TPA's receipt of the claim) and
// answers the claim. Errors: NOT_FOUND (404: unknown, tampered, expired, revoked, or the claim deleted,
// all alike); TOO_MANY_REQUESTS (429: too many unknown links from this address, or requests on this one).
export const openTpaLink = async (token: string, signal?: AbortSignal): Promise<TpaClaim> => {
  const path = tpaPath(token, '/open');
  return claimOf(await api(path, { isPublic: true, signal }), path);
};

// POST /v1/tpa/:token/report: the TPA's claim number, status and note, as tpaReportSchema gives them.
// Errors: VALIDATION_FAILED with `fields` (400), and the link's states.
export const useReportTpa = (token: string) =>
  useMutation({
    mutationFn: async (report: TpaReport): Promise<TpaReportState> => {
      const path = tpaPath(token, '/report');
      const answer = await api(path, { body: report, isPublic: true });
      const state = isRecord(answer) ? answer.report : undefined;
      if (!isReportState(state)) throw unexpectedAnswer(path);
      return state;
    },
  });
