import type { ChecklistItem } from '@claims/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolsThirdPartyAdministrators } from '../../db/schema.ts';
import { insertClaim, seedClaimSetup, seedTpa, type ClaimSetup } from '../../testing/claims.ts';
import { createTestApp, graphql, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
let setup: ClaimSetup;
let tpas = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  setup = await seedClaimSetup(testApp.db);
});
afterAll(() => testApp.close());

// A TPA of its own, linked to the setup's school, so that changing what it requires touches no other test.
async function linkNewTpa(required?: ChecklistItem[]) {
  const tpa = await seedTpa(testApp.db, `Checklist TPA ${++tpas}`, `CHK${tpas}`, required ? { required_documents: required } : {});
  const [link] = await testApp.db.insert(schoolsThirdPartyAdministrators).values({ school_id: setup.ids.school, third_party_administrator_id: tpa.id }).returning();
  return { tpaId: tpa.id, linkId: link!.id };
}

const claimWith = (linkId: string, received: ChecklistItem[]) =>
  insertClaim(testApp.db, {
    school_id: setup.ids.school,
    schools_third_party_administrator_id: linkId,
    student_id: setup.ids.student,
    user_id: setup.users.nurse,
    received_items: received,
  });

type Checklist = { missing_items: number; checklist: { item: string; required: boolean; received: boolean }[] };
const CHECKLIST = 'query ($id: ID!) { claim(id: $id) { missing_items checklist { item required received } } }';

async function checklistOf(claimId: string, token = setup.tokens.nurse) {
  const { body } = await graphql<{ claim: Checklist }>(testApp, CHECKLIST, { token, variables: { id: claimId } });
  if (body.errors) throw new Error(body.errors[0]!.extensions.code);
  return body.data!.claim;
}

describe("a claim's checklist", () => {
  it('holds the claim to what its TPA requires by default: the form, a bill, and the EOB or the no-other-insurance statement', async () => {
    const { linkId } = await linkNewTpa();
    const claim = await claimWith(linkId, ['CLAIM_FORM']);
    expect(await checklistOf(claim.id)).toEqual({
      missing_items: 2,
      checklist: [
        { item: 'CLAIM_FORM', required: true, received: true },
        { item: 'ITEMIZED_BILL', required: true, received: false },
        { item: 'EOB_OR_NO_OTHER_INSURANCE', required: true, received: false },
      ],
    });
  });

  it('shows an item the claim has that its TPA does not require, and counts only the required ones as missing', async () => {
    const { linkId } = await linkNewTpa(['CLAIM_FORM', 'INCIDENT_REPORT']);
    const claim = await claimWith(linkId, ['CLAIM_FORM', 'INCIDENT_REPORT', 'INSURANCE_CARD']);
    expect(await checklistOf(claim.id)).toEqual({
      missing_items: 0,
      checklist: [
        { item: 'CLAIM_FORM', required: true, received: true },
        { item: 'INSURANCE_CARD', required: false, received: true },
        { item: 'INCIDENT_REPORT', required: true, received: true },
      ],
    });
  });

  it("follows the TPA's setting as soon as an admin changes it", async () => {
    const { tpaId, linkId } = await linkNewTpa(['CLAIM_FORM', 'ITEMIZED_BILL']);
    const claim = await claimWith(linkId, ['CLAIM_FORM', 'ITEMIZED_BILL']);
    expect((await checklistOf(claim.id)).missing_items).toBe(0);
    const updated = await graphql(testApp, 'mutation ($id: ID!, $input: TpaInput!) { updateTpa(id: $id, input: $input) { id } }', {
      token: setup.tokens.admin,
      variables: { id: tpaId, input: { name: 'Checklist TPA', code: `CHK-${tpaId.slice(0, 6)}`, delivery_method: 'EMAIL', required_documents: ['ITEMIZED_BILL', 'INSURANCE_CARD'] } },
    });
    expect(updated.body.errors).toBeUndefined();
    expect(await checklistOf(claim.id, setup.tokens.admin)).toMatchObject({
      missing_items: 1,
      checklist: [
        { item: 'CLAIM_FORM', required: true, received: true },
        { item: 'ITEMIZED_BILL', required: true, received: true },
        { item: 'INSURANCE_CARD', required: true, received: false },
      ],
    });
  });

  it("is shown to admins and the claim's school, and to no other school", async () => {
    const { linkId } = await linkNewTpa();
    const claim = await claimWith(linkId, ['CLAIM_FORM', 'ITEMIZED_BILL', 'EOB_OR_NO_OTHER_INSURANCE']);
    expect((await checklistOf(claim.id, setup.tokens.admin)).missing_items).toBe(0);
    expect((await checklistOf(claim.id, setup.tokens.nurse)).missing_items).toBe(0);
    await expect(checklistOf(claim.id, setup.tokens.outsider)).rejects.toThrow('FORBIDDEN');
  });
});
