import { describe, expect, it } from 'vitest';
import { tpaReportSchema } from './tpa-report.ts';

const issuesOf = (value: unknown) => {
  const result = tpaReportSchema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('tpaReportSchema', () => {
  it('takes a status alone, or with the TPA claim number and who reported it', () => {
    expect(issuesOf({ status: 'RECEIVED' })).toEqual({});
    expect(issuesOf({ status: 'CLOSED_PAID', tpa_claim_number: ' AX-12 ', reporter_name: 'Dana' })).toEqual({});
    expect(tpaReportSchema.parse({ status: 'RECEIVED', tpa_claim_number: ' AX-12 ' }).tpa_claim_number).toBe('AX-12');
  });

  it('asks what is missing of an information request and why of a denial', () => {
    expect(issuesOf({ status: 'INFORMATION_REQUESTED', note: '  ' })).toEqual({ note: 'TPA_NOTE_REQUIRED' });
    expect(issuesOf({ status: 'CLOSED_DENIED' })).toEqual({ note: 'TPA_DENIAL_REASON_REQUIRED' });
    expect(issuesOf({ status: 'INFORMATION_REQUESTED', note: 'Itemized bill' })).toEqual({});
  });

  it('refuses an unknown status and overlong values with their keys', () => {
    expect(issuesOf({ status: 'PAID' })).toEqual({ status: 'TPA_STATUS_REQUIRED' });
    expect(issuesOf({})).toEqual({ status: 'TPA_STATUS_REQUIRED' });
    expect(issuesOf({ status: 'RECEIVED', tpa_claim_number: 'x'.repeat(51), note: 'y'.repeat(501) })).toEqual({ tpa_claim_number: 'TPA_CLAIM_NUMBER_MAX', note: 'REASON_MAX' });
  });
});
