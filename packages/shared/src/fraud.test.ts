import { describe, expect, it } from 'vitest';
import { FRAUD_NOTICE_GROUPS, fraudGroupForState } from './fraud.ts';

describe('fraud notice groups', () => {
  it('has 24 groups and no state in two groups', () => {
    expect(FRAUD_NOTICE_GROUPS).toHaveLength(24);
    const states = FRAUD_NOTICE_GROUPS.flatMap((group) => group.states);
    expect(new Set(states).size).toBe(states.length);
    expect(states).toHaveLength(29);
  });

  it.each([
    ['AZ', 'AZ'],
    ['AR', 'AR_RI_WV'],
    ['RI', 'AR_RI_WV'],
    ['WV', 'AR_RI_WV'],
    ['ME', 'ME_WA'],
    ['WA', 'ME_WA'],
    ['NM', 'NM_PA'],
    ['PA', 'NM_PA'],
    ['NC', 'NC_OR'],
    ['OR', 'NC_OR'],
    ['DC', 'DC'],
    ['va', 'VA'],
    ['Pennsylvania', 'NM_PA'],
    ['District of Columbia', 'DC'],
  ])('%s uses group %s', (state, id) => {
    expect(fraudGroupForState(state)?.id).toBe(id);
  });

  it.each([['GA'], ['IL'], ['Ontario'], ['ON'], [''], [null], [undefined], ['ZZ']])(
    '%j gets only the general notice',
    (state) => {
      expect(fraudGroupForState(state)).toBeNull();
    },
  );
});
