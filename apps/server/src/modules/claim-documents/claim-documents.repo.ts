import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { schools } from '../schools/schools.schema.ts';
import { claimDocuments, claims, claimsEmailLogDocuments, claimsEmailLogs } from '../claims/claims.schema.ts';
import { storedFiles } from '../uploads/uploads.schema.ts';

type Executor = Db | Tx;

type NewClaimDocument = Pick<typeof claimDocuments.$inferInsert, 'school_id' | 'claim_id' | 'kind' | 'file_id' | 'uploaded_by' | 'from_parent' | 'idempotency_key'>;

// A document as the API shows it: its file's name, type and size, and whether a delivered e-mail took it.
const documentColumns = {
  id: claimDocuments.id,
  school_id: claimDocuments.school_id,
  claim_id: claimDocuments.claim_id,
  // for the access log: whose record the document is (none for a draft's)
  student_id: claims.student_id,
  kind: claimDocuments.kind,
  file_id: claimDocuments.file_id,
  from_parent: claimDocuments.from_parent,
  created_at: claimDocuments.created_at,
  filename: storedFiles.filename,
  content_type: storedFiles.content_type,
  size: storedFiles.size,
  sent: sql<boolean>`exists (
    select 1 from ${claimsEmailLogDocuments} carried
    join ${claimsEmailLogs} log on log.id = carried.email_log_id
    where carried.document_id = ${claimDocuments.id} and log.status = 'DELIVERED')`.mapWith(Boolean),
};

// Documents whose claim was deleted are gone with it; a draft (no claim yet) stands on its own.
const selectDocuments = (db: Executor, where: SQL | undefined) =>
  db
    .select(documentColumns)
    .from(claimDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, claimDocuments.file_id))
    .leftJoin(claims, eq(claims.id, claimDocuments.claim_id))
    .where(and(where, or(isNull(claimDocuments.claim_id), isNull(claims.deleted_at))))
    .orderBy(asc(claimDocuments.created_at), asc(claimDocuments.id));

export const listClaimDocuments = (db: Executor, claimId: string) => selectDocuments(db, eq(claimDocuments.claim_id, claimId));
export type ClaimDocumentRow = Awaited<ReturnType<typeof listClaimDocuments>>[number];

// The documents among `ids` in the given schools (every school when `schoolIds` is undefined).
export function findDocuments(db: Executor, ids: readonly string[], schoolIds: readonly string[] | undefined) {
  if (ids.length === 0 || schoolIds?.length === 0) return Promise.resolve([]);
  return selectDocuments(db, and(inArray(claimDocuments.id, [...ids]), schoolIds ? inArray(claimDocuments.school_id, [...schoolIds]) : undefined));
}

export async function findDocumentOfFile(db: Executor, fileId: string) {
  const [row] = await selectDocuments(db, eq(claimDocuments.file_id, fileId));
  return row;
}

export async function findDocument(db: Executor, id: string) {
  const [row] = await selectDocuments(db, eq(claimDocuments.id, id));
  return row;
}

// The document a user uploaded with this key, if any (a retry of an upload whose answer was lost).
export async function findDocumentByIdempotencyKey(db: Executor, userId: string, key: string) {
  const [row] = await selectDocuments(db, and(eq(claimDocuments.uploaded_by, userId), eq(claimDocuments.idempotency_key, key)));
  return row;
}

export async function schoolExists(db: Executor, id: string) {
  const [row] = await db.select({ id: schools.id }).from(schools).where(and(eq(schools.id, id), isNull(schools.deleted_at)));
  return Boolean(row);
}

export async function insertDocument(db: Executor, values: NewClaimDocument) {
  const [row] = await db.insert(claimDocuments).values(values).returning({ id: claimDocuments.id });
  if (!row) throw new Error('claim document insert returned no row');
  return row.id;
}

export async function deleteDocument(db: Executor, id: string) {
  await db.delete(claimDocuments).where(eq(claimDocuments.id, id));
}

// Locks the document so that it is not attached, carried or removed by another request meanwhile.
export async function lockDocument(tx: Tx, id: string) {
  const [row] = await tx.select({ id: claimDocuments.id, claim_id: claimDocuments.claim_id }).from(claimDocuments).where(eq(claimDocuments.id, id)).for('update');
  return row;
}

export async function isCarriedByAnyEmail(db: Executor, documentId: string) {
  const [row] = await db.select({ n: count() }).from(claimsEmailLogDocuments).where(eq(claimsEmailLogDocuments.document_id, documentId));
  return Number(row?.n ?? 0) > 0;
}

export async function countClaimDocuments(db: Executor, claimId: string) {
  const [row] = await db.select({ n: count() }).from(claimDocuments).where(eq(claimDocuments.claim_id, claimId));
  return Number(row?.n ?? 0);
}

// The rows behind `ids`, locked: a submission checks each is a draft of its school before taking it.
export function lockDocuments(tx: Tx, ids: readonly string[]) {
  return tx
    .select({ id: claimDocuments.id, school_id: claimDocuments.school_id, claim_id: claimDocuments.claim_id, kind: claimDocuments.kind, filename: storedFiles.filename })
    .from(claimDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, claimDocuments.file_id))
    .where(inArray(claimDocuments.id, [...ids]))
    .for('update', { of: claimDocuments });
}

export async function attachToClaim(tx: Tx, ids: readonly string[], claimId: string) {
  if (ids.length > 0) await tx.update(claimDocuments).set({ claim_id: claimId }).where(inArray(claimDocuments.id, [...ids]));
}

// The checklist items the claim holds, from its documents and its insurance, stored with the claim so the
// lists can compare them with the TPA's. Every change of either calls this in its transaction.
// What an e-mail carries, in upload order.
export function listCarriedDocuments(db: Executor, emailLogId: string) {
  return db
    .select({ id: claimDocuments.id, kind: claimDocuments.kind, file_id: claimDocuments.file_id, filename: storedFiles.filename, content_type: storedFiles.content_type, size: storedFiles.size })
    .from(claimsEmailLogDocuments)
    .innerJoin(claimDocuments, eq(claimDocuments.id, claimsEmailLogDocuments.document_id))
    .innerJoin(storedFiles, eq(storedFiles.id, claimDocuments.file_id))
    .where(eq(claimsEmailLogDocuments.email_log_id, emailLogId))
    .orderBy(asc(claimDocuments.created_at), asc(claimDocuments.id));
}

// The claim an e-mail belongs to, while the claim is not deleted: what a download link of its documents names.
export async function findEmailClaim(db: Executor, emailLogId: string) {
  const [row] = await db
    .select({ claim_number: claims.claim_number, school_id: claims.school_id })
    .from(claimsEmailLogs)
    .innerJoin(claims, eq(claims.id, claimsEmailLogs.claim_id))
    .where(and(eq(claimsEmailLogs.id, emailLogId), isNull(claims.deleted_at)));
  return row;
}

