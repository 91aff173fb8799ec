import type { ClaimStatus, StoredParentPart } from '@claims/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClaim, seedClaimSetup, type ClaimSetup } from '../../../testing/claims.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createJobQueue, type JobQueue } from '../../jobs/job-queue.ts';
import { claims, claimsChangeLogs, claimsEmailLogs } from '../claims.schema.ts';
import { CLAIM_STATES, CLAIM_TRANSITIONS, RefusedTransitionError, transition, type ClaimEvent, type ClaimEventType, type ClaimState } from './claim-lifecycle.ts';
import { insertEmailLog } from './claim-state.repo.ts';

// What each event does from each state, written out apart from the lifecycle's own table: the status it
// leads to, and how many history rows and e-mails to the TPA it adds. A state not listed refuses it.
type Outcome = { status: ClaimStatus; history: number; emails: number };
const kept = (history: number, emails = 0) => ({ AWAITING_PARENT: { status: 'AWAITING_PARENT', history, emails }, ...sentKept(history, emails) }) as const;
const sentKept = (history: number, emails = 0) =>
  ({
    PENDING: { status: 'PENDING', history, emails },
    DELIVERED: { status: 'DELIVERED', history, emails },
    ERROR: { status: 'ERROR', history, emails },
  }) as const;
const sentTo = (status: ClaimStatus, history: number, emails: number) => ({ PENDING: { status, history, emails }, DELIVERED: { status, history, emails }, ERROR: { status, history, emails } });

const EXPECTED: Record<ClaimEventType, Partial<Record<ClaimState, Outcome>>> = {
  CREATED: { NEW: { status: 'PENDING', history: 1, emails: 1 } },
  EDITED: { AWAITING_PARENT: { status: 'AWAITING_PARENT', history: 0, emails: 0 }, ...sentTo('PENDING', 0, 0) },
  SUBMITTED: { AWAITING_PARENT: { status: 'AWAITING_PARENT', history: 1, emails: 0 }, PENDING: { status: 'PENDING', history: 1, emails: 1 } },
  PARENT_LINK_SENT: kept(1),
  PARENT_SIGNATURE_VOIDED: sentKept(1),
  SENT_WITHOUT_PARENT: { AWAITING_PARENT: { status: 'PENDING', history: 1, emails: 1 } },
  PARENT_PART_SIGNED: { AWAITING_PARENT: { status: 'PENDING', history: 1, emails: 1 }, ...sentTo('PENDING', 1, 1) },
  SUPPLEMENT_ADDED: sentTo('PENDING', 1, 1),
  RESENT: sentTo('PENDING', 0, 1),
  EMAIL_DELIVERED: sentTo('DELIVERED', 0, 0),
  EMAIL_FAILED: sentTo('ERROR', 0, 0),
  TPA_OPENED: sentKept(0),
  TPA_REPORTED: sentKept(1),
};

const PARENT_PART: StoredParentPart = { parent: { first_name: 'Paula', last_name: 'Rivera', email: 'paula@family.test' }, other_insurance: 'NONE', medicaid: 'NO', providers: [] };

function sampleEvent(type: ClaimEventType, ids: ClaimSetup['ids'], changeLogId: string): ClaimEvent {
  const userId = ids.nurse;
  switch (type) {
    case 'CREATED':
      return { type, userId, submittedOn: '2026-09-03', duplicateOf: null, awaitingParent: false };
    case 'EDITED':
      return { type, submittedOn: '2026-09-03', changes: { location_of_injury: { from: 'Gym', to: 'Field' } }, newTpa: false };
    case 'SUBMITTED':
      return { type, userId, submittedOn: '2026-09-03', changes: { injury_description: { from: 'Fell.', to: 'Fell hard.' } } };
    case 'PARENT_LINK_SENT':
      return { type, userId, from: null, to: 'paula@family.test', parentInfo: null };
    case 'PARENT_SIGNATURE_VOIDED':
      return { type, userId, from: 'paula@family.test', to: 'paula@family.test' };
    case 'SENT_WITHOUT_PARENT':
      return { type, userId, reason: 'The parent cannot be reached.' };
    case 'PARENT_PART_SIGNED':
      return { type, parentPart: PARENT_PART, signatureName: 'Paula Rivera' };
    case 'SUPPLEMENT_ADDED':
      return { type, userId, changes: { documents: { from: null, to: 'bill.pdf' } }, documentIds: [] };
    case 'RESENT':
      return { type, userId, changeLogId, email: { kind: 'CLAIM' } };
    case 'EMAIL_DELIVERED':
      return { type, changeLogId, sentAt: new Date() };
    case 'EMAIL_FAILED':
      return { type, changeLogId };
    case 'TPA_OPENED':
      return { type, at: new Date() };
    case 'TPA_REPORTED':
      return { type, report: { tpa_status: 'RECEIVED', tpa_claim_number: 'T-1', tpa_note: null, tpa_reported_at: new Date() }, changes: { tpa_status: { from: null, to: 'RECEIVED' } }, reporter: 'Terry', submittedOn: '2026-09-02' };
  }
}

describe('the claim lifecycle', () => {
  let testApp: TestApp;
  let setup: ClaimSetup;
  let jobs: JobQueue;

  beforeAll(async () => {
    testApp = await createTestApp();
    setup = await seedClaimSetup(testApp.db);
    jobs = createJobQueue(testApp.database, testApp.app.log);
    await jobs.start();
  });
  afterAll(async () => {
    await jobs?.stop();
    await testApp?.close();
  });

  // A claim in the state: NEW has no history yet; one that went to its TPA has the e-mail of its
  // submission, which a delivery outcome answers.
  async function claimIn(state: ClaimState) {
    const claim = await insertClaim(testApp.db, {
      student_id: setup.ids.student,
      user_id: setup.ids.nurse,
      school_id: setup.ids.school,
      schools_third_party_administrator_id: setup.ids.link,
      status: state === 'NEW' ? 'PENDING' : state,
    });
    const [changeLog] = await testApp.db.select({ id: claimsChangeLogs.id }).from(claimsChangeLogs).where(eq(claimsChangeLogs.claim_id, claim.id));
    if (state === 'NEW') await testApp.db.delete(claimsChangeLogs).where(eq(claimsChangeLogs.claim_id, claim.id));
    if (state !== 'NEW' && state !== 'AWAITING_PARENT') {
      await insertEmailLog(testApp.db, { claim_id: claim.id, claims_change_log_id: changeLog!.id, status: state === 'PENDING' ? 'PENDING' : state, kind: 'CLAIM' });
    }
    return { claimId: claim.id, changeLogId: changeLog!.id };
  }

  async function recordOf(claimId: string) {
    const [claim] = await testApp.db.select({ status: claims.status }).from(claims).where(eq(claims.id, claimId));
    const [history] = await testApp.db.select({ n: count() }).from(claimsChangeLogs).where(eq(claimsChangeLogs.claim_id, claimId));
    const [emails] = await testApp.db.select({ n: count() }).from(claimsEmailLogs).where(eq(claimsEmailLogs.claim_id, claimId));
    return { status: claim!.status, history: history!.n, emails: emails!.n };
  }

  it('has a table that names every event and only states there are', () => {
    expect(Object.keys(CLAIM_TRANSITIONS).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const rule of Object.values(CLAIM_TRANSITIONS)) for (const from of rule.from) expect(CLAIM_STATES).toContain(from);
  });

  for (const type of Object.keys(EXPECTED) as ClaimEventType[]) {
    for (const state of CLAIM_STATES) {
      const expected = EXPECTED[type][state];
      it(`${type} from ${state}: ${expected ? `leads to ${expected.status}` : 'is refused and changes nothing'}`, async () => {
        const { claimId, changeLogId } = await claimIn(state);
        const before = await recordOf(claimId);
        const applying = testApp.db.transaction((tx) => transition(tx, jobs, claimId, sampleEvent(type, setup.ids, changeLogId)));
        if (!expected) {
          await expect(applying).rejects.toBeInstanceOf(RefusedTransitionError);
          expect(await recordOf(claimId)).toEqual(before);
          return;
        }
        await applying;
        expect(await recordOf(claimId)).toEqual({ status: expected.status, history: before.history + expected.history, emails: before.emails + expected.emails });
      });
    }
  }

  it('creates a claim of a school that uses the parent part as waiting for the parent', async () => {
    const { claimId } = await claimIn('NEW');
    await testApp.db.transaction((tx) => transition(tx, jobs, claimId, { type: 'CREATED', userId: setup.ids.nurse, submittedOn: '2026-09-03', duplicateOf: null, awaitingParent: true }));
    expect(await recordOf(claimId)).toEqual({ status: 'AWAITING_PARENT', history: 1, emails: 0 });
  });

  it('refuses an event for a claim that does not exist', async () => {
    await expect(testApp.db.transaction((tx) => transition(tx, jobs, '00000000-0000-4000-8000-000000000000', { type: 'TPA_OPENED', at: new Date() }))).rejects.toBeInstanceOf(RefusedTransitionError);
  });
});
