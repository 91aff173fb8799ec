import { receivedChecklistItems, SIGNED_PARENT_PART_KINDS } from '@claims/shared';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client.ts';
import { uuidArray } from '../../../db/sql-arrays.ts';
import { claimSignatures } from '../../parent-part/parent-part.schema.ts';
import { schools, schoolsThirdPartyAdministrators } from '../../schools/schools.schema.ts';
import { students } from '../../students/students.schema.ts';
import { thirdPartyAdministrators } from '../../tpas/tpas.schema.ts';
import { users } from '../../users/users.schema.ts';
import { claimDocuments, claims, claimsChangeLogs, claimsProviders } from '../claims.schema.ts';

type Executor = Db | Tx;

export type ClaimRow = typeof claims.$inferSelect;

// The columns only the lifecycle writes (claim-lifecycle.ts): where the claim stands, what the TPA
// reported, and the history of how it got there. Everything else on a claim is its content.
export const LIFECYCLE_COLUMNS = [
  'status',
  'submitted_to_tpa_at',
  'changes_log',
  'parent_part',
  'received_items',
  'tpa_status',
  'tpa_claim_number',
  'tpa_note',
  'tpa_reported_at',
  'tpa_received_at',
  'first_queued_at',
  'first_delivered_at',
] as const satisfies readonly (keyof ClaimRow)[];
export type LifecycleColumn = (typeof LIFECYCLE_COLUMNS)[number];

// Reads of a claim any module around it may make.

export async function findClaim(db: Executor, id: string): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(claims).where(and(eq(claims.id, id), isNull(claims.deleted_at)));
  return row;
}

// Locks a claim (not deleted) for the rest of the transaction: what queues its e-mails or changes its
// documents goes one at a time.
export async function lockClaim(tx: Tx, id: string) {
  const [row] = await tx.select({ id: claims.id, status: claims.status }).from(claims).where(and(eq(claims.id, id), isNull(claims.deleted_at))).for('update');
  return row;
}

// One query shape for the lists, their totals, the CSV export, the loss run and the TPA's page, so they
// can never disagree; a claim with every party it has, for whoever reads one.
export const withParties = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(students, eq(students.id, claims.student_id))
    .innerJoin(users, eq(users.id, claims.user_id))
    .innerJoin(schools, eq(schools.id, claims.school_id))
    .innerJoin(schoolsThirdPartyAdministrators, eq(schoolsThirdPartyAdministrators.id, claims.schools_third_party_administrator_id))
    .innerJoin(thirdPartyAdministrators, eq(thirdPartyAdministrators.id, schoolsThirdPartyAdministrators.third_party_administrator_id));

// A parent's signed part whose signature an edit voided stays on the claim as a record, but no longer
// goes to the TPA or among the enclosures: the part signed again replaces it. Its English rendering
// follows it.
export const documentStands = sql`(${claimDocuments.kind} not in ${SIGNED_PARENT_PART_KINDS} or exists (
  select 1 from ${claimSignatures} signature
  where signature.claim_id = ${claimDocuments.claim_id} and signature.voided_at is null
    and ${claimDocuments.file_id} in (signature.document_file_id, signature.english_rendering_file_id)))`;

// The checklist's received items follow the claim's documents and providers.
export async function refreshReceivedItems(tx: Tx, claimId: string) {
  const kinds = await tx.select({ kind: claimDocuments.kind }).from(claimDocuments).where(eq(claimDocuments.claim_id, claimId));
  const [insured] = await tx.select({ n: count() }).from(claimsProviders).where(eq(claimsProviders.claim_id, claimId));
  const received = receivedChecklistItems({ documentKinds: kinds.map((row) => row.kind), hasOtherInsurance: Number(insured?.n ?? 0) > 0 });
  await tx.update(claims).set({ received_items: received }).where(eq(claims.id, claimId));
}

// A claim's history goes with the claim when it is deleted for good (ADR 042): the one write of it that is
// not a transition, kept here beside the others. Answers how many rows went.
export async function deleteHistoryOf(tx: Tx, claimIds: readonly string[]) {
  if (claimIds.length === 0) return 0;
  return (await tx.delete(claimsChangeLogs).where(sql`${claimsChangeLogs.claim_id} = any(${uuidArray(claimIds)})`).returning({ id: claimsChangeLogs.id })).length;
}
