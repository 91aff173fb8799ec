import { CLAIM_LIST_WINDOW } from '@claims/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyClaim, insertClaim, seedClaimSetup, type ClaimSetup } from '../../testing/claims.ts';
import { createTestApp, graphql, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
let setup: ClaimSetup;
let firstNumber: number;
const ERRORS = 3;

// One more claim than the window at the school (copies of one), a few of them ERROR, and
// one claim at the other school.
beforeAll(async () => {
  testApp = await createTestApp();
  setup = await seedClaimSetup(testApp.db);
  const { ids, users } = setup;
  const first = await insertClaim(testApp.db, { school_id: ids.school, schools_third_party_administrator_id: ids.link, student_id: ids.student, user_id: users.nurse });
  firstNumber = first.claim_number;
  await copyClaim(testApp.db, first.id, CLAIM_LIST_WINDOW, { errors: ERRORS });
  await insertClaim(testApp.db, { school_id: ids.other, schools_third_party_administrator_id: ids.otherLink, student_id: ids.otherStudent, user_id: users.outsider });
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

type Page = { total: number; capped: boolean; items: { claim_number: number }[] };
async function ask<T>(query: string, variables: Record<string, unknown>, token = setup.tokens.admin) {
  const { body } = await graphql<T>(testApp, query, { token, variables });
  if (body.errors) throw new Error(body.errors[0]!.extensions.code);
  return body.data!;
}
const list = (variables: Record<string, unknown>, token?: string) =>
  ask<{ claims: Page }>(
    'query ($schoolId: ID, $status: ClaimStatus, $direction: SortDirection, $offset: Int, $limit: Int) { claims(schoolId: $schoolId, status: $status, direction: $direction, offset: $offset, limit: $limit) { total capped items { claim_number } } }',
    variables,
    token,
  ).then((data) => data.claims);
const countOf = (variables: Record<string, unknown>, token?: string) =>
  ask<{ claims: { exact_total: number } }>('query ($schoolId: ID, $status: ClaimStatus) { claims(schoolId: $schoolId, status: $status) { exact_total } }', variables, token).then(
    (data) => data.claims.exact_total,
  );

describe('the claim list window', () => {
  it('counts up to the window and says when more match; a narrower filter is counted exactly', async () => {
    expect(await list({})).toMatchObject({ total: CLAIM_LIST_WINDOW, capped: true });
    expect(await list({ schoolId: setup.ids.school })).toMatchObject({ total: CLAIM_LIST_WINDOW, capped: true });
    expect(await list({ status: 'ERROR' })).toMatchObject({ total: ERRORS, capped: false });
    expect(await list({ schoolId: setup.ids.other })).toMatchObject({ total: 1, capped: false });
  });

  it('counts every match when asked, within what the user may see', async () => {
    expect(await countOf({})).toBe(CLAIM_LIST_WINDOW + 2);
    expect(await countOf({ schoolId: setup.ids.school })).toBe(CLAIM_LIST_WINDOW + 1);
    expect(await countOf({ status: 'ERROR' })).toBe(ERRORS);
    expect(await countOf({}, setup.tokens.nurse)).toBe(CLAIM_LIST_WINDOW + 1);
    await expect(countOf({ schoolId: setup.ids.other }, setup.tokens.nurse)).rejects.toThrow('FORBIDDEN');
  });

  it("pages up to the window's last page and refuses one past it", async () => {
    const last = await list({ offset: CLAIM_LIST_WINDOW - 100, limit: 100 });
    expect(last.items).toHaveLength(100);
    await expect(list({ offset: CLAIM_LIST_WINDOW, limit: 100 })).rejects.toThrow('VALIDATION_FAILED');
  });

  it('breaks ties the way the sort runs, so ascending is descending reversed', async () => {
    const descending = await list({ schoolId: setup.ids.school, direction: 'desc', limit: 200 });
    const numbers = descending.items.map((item) => item.claim_number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const ascending = (await list({ schoolId: setup.ids.school, direction: 'asc', limit: 200 })).items.map((item) => item.claim_number);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending[0]).toBe(firstNumber);
  });
});
