import { usStateCode } from './geo.ts';
import type { UsStateCode } from './geo.ts';

// States with their own fraud notice on the claim form (SPEC §1). States sharing a notice form one
// group. Every claim also shows the general notice; the notice texts live elsewhere.
export const FRAUD_NOTICE_GROUPS = [
  { id: 'AZ', states: ['AZ'] },
  { id: 'AL', states: ['AL'] },
  { id: 'AK', states: ['AK'] },
  { id: 'AR_RI_WV', states: ['AR', 'RI', 'WV'] },
  { id: 'CA', states: ['CA'] },
  { id: 'CO', states: ['CO'] },
  { id: 'DE', states: ['DE'] },
  { id: 'DC', states: ['DC'] },
  { id: 'FL', states: ['FL'] },
  { id: 'ID', states: ['ID'] },
  { id: 'IN', states: ['IN'] },
  { id: 'KY', states: ['KY'] },
  { id: 'ME_WA', states: ['ME', 'WA'] },
  { id: 'MD', states: ['MD'] },
  { id: 'MN', states: ['MN'] },
  { id: 'NH', states: ['NH'] },
  { id: 'NM_PA', states: ['NM', 'PA'] },
  { id: 'NY', states: ['NY'] },
  { id: 'NC_OR', states: ['NC', 'OR'] },
  { id: 'OH', states: ['OH'] },
  { id: 'OK', states: ['OK'] },
  { id: 'TN', states: ['TN'] },
  { id: 'TX', states: ['TX'] },
  { id: 'VA', states: ['VA'] },
] as const satisfies readonly { id: string; states: readonly UsStateCode[] }[];

export type FraudNoticeGroup = (typeof FRAUD_NOTICE_GROUPS)[number];
export type FraudNoticeGroupId = FraudNoticeGroup['id'];

// Accepts a state code or a full name (students store state_prov as the name). null means only the
// general notice applies (other states, provinces, unknown input).
export function fraudGroupForState(codeOrName: string | null | undefined): FraudNoticeGroup | null {
  const code = usStateCode(codeOrName);
  if (!code) return null;
  return FRAUD_NOTICE_GROUPS.find((group) => (group.states as readonly string[]).includes(code)) ?? null;
}
