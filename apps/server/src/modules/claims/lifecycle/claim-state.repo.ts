import type { ClaimStatus, ParentInfoWire } from '@claims/shared';
import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { claimDocuments, claims, claimsChangeLogs, claimsEmailLogDocuments, claimsEmailLogs } from '../claims.schema.ts';
import { documentStands, type LifecycleColumn } from './claim-lifecycle.repo.ts';

// The writes of where a claim stands: claim-lifecycle.ts alone calls them (a lint zone keeps every other
// file out), after checking the event against its table.

type Executor = Db | Tx;

// The claim's status, and whether it has any history yet (a claim just inserted has none).
export async function stateOf(db: Executor, claimId: string) {
  const [row] = await db
    .select({ status: claims.status, has_history: exists(db.select({ one: sql`1` }).from(claimsChangeLogs).where(eq(claimsChangeLogs.claim_id, claims.id))) })
    .from(claims)
    .where(eq(claims.id, claimId));
  return row;
}

export async function setLifecycleColumns(db: Executor, claimId: string, values: Partial<Pick<typeof claims.$inferInsert, LifecycleColumn>>, touch = true) {
  await db
    .update(claims)
    .set({ ...values, ...(touch ? { updated_at: new Date() } : {}) })
    .where(eq(claims.id, claimId));
}

export async function insertChangeLog(db: Executor, values: typeof claimsChangeLogs.$inferInsert) {
  const [row] = await db.insert(claimsChangeLogs).values(values).returning({ id: claimsChangeLogs.id });
  if (!row) throw new Error('change log insert returned no row');
  return row;
}

export async function insertEmailLog(db: Executor, values: typeof claimsEmailLogs.$inferInsert) {
  const [row] = await db.insert(claimsEmailLogs).values(values).returning({ id: claimsEmailLogs.id });
  if (!row) throw new Error('email log insert returned no row');
  return row;
}

// Fixes what an e-mail carries when it is queued, so every try and every resend of it sends the same.
export async function carryDocuments(tx: Tx, emailLogId: string, documents: { claimId: string } | { ids: readonly string[] }) {
  if ('claimId' in documents) {
    await tx.execute(sql`
      insert into ${claimsEmailLogDocuments} (email_log_id, document_id)
      select ${emailLogId}::uuid, id from ${claimDocuments} where claim_id = ${documents.claimId} and ${documentStands}`);
  } else if (documents.ids.length > 0) {
    await tx.insert(claimsEmailLogDocuments).values(documents.ids.map((id) => ({ email_log_id: emailLogId, document_id: id })));
  }
}

// The documents the parent added that no e-mail to the TPA carries yet (their part, following a claim
// sent without it).
export async function uncarriedParentDocuments(tx: Tx, claimId: string) {
  const rows = await tx
    .select({ id: claimDocuments.id })
    .from(claimDocuments)
    .where(
      and(
        eq(claimDocuments.claim_id, claimId),
        eq(claimDocuments.from_parent, true),
        sql`not exists (select 1 from ${claimsEmailLogDocuments} carried where carried.document_id = ${claimDocuments.id})`,
      ),
    );
  return rows.map((row) => row.id);
}

export async function setDeliveryOutcome(db: Executor, claimId: string, changeLogId: string, status: Extract<ClaimStatus, 'DELIVERED' | 'ERROR'>) {
  await db.update(claimsChangeLogs).set({ status }).where(eq(claimsChangeLogs.id, changeLogId));
  // Only the newest submission decides the claim's status: an older e-mail finishing late must not. A
  // history row no e-mail went with (a parent's link sent) is no submission.
  await db
    .update(claims)
    .set({ status, updated_at: new Date() })
    .where(
      and(
        eq(claims.id, claimId),
        sql`${changeLogId} = (select c.id from ${claimsEmailLogs} e join ${claimsChangeLogs} c on c.id = e.claims_change_log_id
          where e.claim_id = ${claimId} order by c.created_at desc, c.id desc limit 1)`,
      ),
    );
}

// The first e-mail queued for the TPA starts a claim's time to delivery, the first it received ends it,
// whichever e-mails they were (ADR 031).
export async function markFirstQueued(db: Executor, claimId: string) {
  await db
    .update(claims)
    .set({ first_queued_at: sql`now()` })
    .where(and(eq(claims.id, claimId), isNull(claims.first_queued_at)));
}

export async function markFirstDelivered(db: Executor, claimId: string, sentAt: Date) {
  await db
    .update(claims)
    .set({ first_delivered_at: sentAt })
    .where(and(eq(claims.id, claimId), isNull(claims.first_delivered_at)));
}

// The first opening of any link of the claim: later ones keep the time it was first seen.
export async function markTpaReceived(tx: Tx, claimId: string, at: Date) {
  await tx.update(claims).set({ tpa_received_at: sql`coalesce(${claims.tpa_received_at}, ${at})` }).where(eq(claims.id, claimId));
}

// The parent's address, as the school corrected it in sending their link again.
export async function setParentInfo(db: Executor, claimId: string, parentInfo: ParentInfoWire) {
  await db.update(claims).set({ parent_info: parentInfo, updated_at: new Date() }).where(eq(claims.id, claimId));
}
