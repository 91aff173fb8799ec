import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { withParties } from '../claims/lifecycle/claim-lifecycle.repo.ts';
import { claims, claimsChangeLogs, claimsEmailLogs } from '../claims/claims.schema.ts';
import { schools, schoolsThirdPartyAdministrators } from '../schools/schools.schema.ts';
import { students } from '../students/students.schema.ts';
import { thirdPartyAdministrators } from '../tpas/tpas.schema.ts';
import { tpaLinks } from './tpa-link.schema.ts';

type Executor = Db | Tx;

export type TpaLinkRow = typeof tpaLinks.$inferSelect;

// The e-mail's link, made the first time the e-mail is rendered; a retry of the same e-mail finds it.
export async function linkOfEmail(db: Executor, values: Pick<typeof tpaLinks.$inferInsert, 'claim_id' | 'email_log_id' | 'token_hash' | 'expires_at'>) {
  await db.insert(tpaLinks).values(values).onConflictDoNothing({ target: tpaLinks.email_log_id });
  const [row] = await db.select().from(tpaLinks).where(eq(tpaLinks.email_log_id, values.email_log_id));
  if (!row) throw new Error(`TPA link of e-mail ${values.email_log_id} missing right after its insert`);
  return row;
}

// A claim sent to another TPA leaves the one before: its links stop working.
export async function revokeClaimLinks(tx: Tx, claimId: string) {
  await tx.update(tpaLinks).set({ revoked_at: new Date() }).where(and(eq(tpaLinks.claim_id, claimId), isNull(tpaLinks.revoked_at)));
}

export async function findLinkOfEmail(db: Executor, emailLogId: string) {
  const [row] = await db.select().from(tpaLinks).where(eq(tpaLinks.email_log_id, emailLogId));
  return row;
}

export async function findLinkByToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ link: tpaLinks, recipient: claimsEmailLogs.recipient })
    .from(tpaLinks)
    .innerJoin(claimsEmailLogs, eq(claimsEmailLogs.id, tpaLinks.email_log_id))
    .where(eq(tpaLinks.token_hash, tokenHash));
  return row;
}

// The first opening of the link: later ones keep the time it was first seen.
export async function markOpened(tx: Tx, linkId: string, at: Date) {
  await tx.update(tpaLinks).set({ opened_at: sql`coalesce(${tpaLinks.opened_at}, ${at})` }).where(eq(tpaLinks.id, linkId));
}

// What the TPA's page shows of its claim: no more than the e-mail it came with already told it.
export async function findTpaClaim(db: Executor, claimId: string) {
  const [row] = await withParties(
    db
      .select({
        id: claims.id,
        claim_number: claims.claim_number,
        school_id: claims.school_id,
        student_id: claims.student_id,
        status: claims.status,
        injury_date: claims.injury_date,
        submitted_to_tpa_at: claims.submitted_to_tpa_at,
        activity: claims.activity,
        parent_info: claims.parent_info,
        tpa_status: claims.tpa_status,
        tpa_claim_number: claims.tpa_claim_number,
        tpa_note: claims.tpa_note,
        tpa_reported_at: claims.tpa_reported_at,
        tpa_received_at: claims.tpa_received_at,
        student_first_name: students.first_name,
        student_last_name: students.last_name,
        school_name: schools.name,
        tpa_name: thirdPartyAdministrators.name,
        policy_number: schoolsThirdPartyAdministrators.policy_number,
      })
      .from(claims)
      .$dynamic(),
  )
    .where(and(eq(claims.id, claimId), isNull(claims.deleted_at)));
  return row;
}
export type TpaClaim = NonNullable<Awaited<ReturnType<typeof findTpaClaim>>>;

// Whether the school has sent the TPA anything (the claim again, a supplement of documents) since the
// TPA's newest request: until then that request stands and a new one only repeats it. The newest request
// is the TPA's newest report that set the status or the note; the caller knows the status is a request.
export async function requestAnswered(db: Executor, claimId: string) {
  const [request] = await db
    .select({ at: claimsChangeLogs.created_at })
    .from(claimsChangeLogs)
    .where(
      and(
        eq(claimsChangeLogs.claim_id, claimId),
        eq(claimsChangeLogs.by_tpa, true),
        sql`(${claimsChangeLogs.changes_log} -> 'tpa_status' is not null or ${claimsChangeLogs.changes_log} -> 'tpa_note' is not null)`,
      ),
    )
    .orderBy(desc(claimsChangeLogs.created_at), desc(claimsChangeLogs.id))
    .limit(1);
  if (!request) return true;
  const [answer] = await db
    .select({ id: claimsEmailLogs.id })
    .from(claimsEmailLogs)
    .where(and(eq(claimsEmailLogs.claim_id, claimId), gt(claimsEmailLogs.created_at, request.at)))
    .limit(1);
  return answer !== undefined;
}

// The TPA's reports on the claim, newest first, as its page lists them.
export function listReports(db: Executor, claimId: string) {
  return db
    .select({ created_at: claimsChangeLogs.created_at, changes_log: claimsChangeLogs.changes_log, tpa_reporter: claimsChangeLogs.tpa_reporter })
    .from(claimsChangeLogs)
    .where(and(eq(claimsChangeLogs.claim_id, claimId), eq(claimsChangeLogs.by_tpa, true)))
    .orderBy(desc(claimsChangeLogs.created_at), desc(claimsChangeLogs.id))
    .limit(50);
}
