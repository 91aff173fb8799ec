import { createHash } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, like, ne, not, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { textArray, uuidArray } from '../../db/sql-arrays.ts';
import type { SealedFile } from './file-cipher.ts';
import { fileKeyChecks, storedFiles, storedObjectDeletions, storedObjectParts } from './uploads.schema.ts';

type Executor = Db | Tx;

export type NewFile = { filename: string; content_type: string; data: Buffer };

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

// Where a file's sealed bytes are: in its row, or in the bucket's object.
export type Placement = { data: Buffer; object_key: null } | { data: null; object_key: string };

// The size and digest are of the file as it was given, not of its sealed bytes.
export async function insertSealedFile(db: Executor, id: string, file: NewFile, sealed: Omit<SealedFile, 'data'>, placement: Placement, createdBy: string | null) {
  await db.insert(storedFiles).values({
    id,
    filename: file.filename,
    content_type: file.content_type,
    size: file.data.length,
    sha256: sha256Of(file.data),
    encryption_key_id: sealed.encryption_key_id,
    wrapped_key: sealed.wrapped_key,
    ...placement,
    created_by: createdBy,
  });
}

export async function findFile(db: Executor, id: string) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}

export const sealedColumns = {
  id: storedFiles.id,
  data: storedFiles.data,
  object_key: storedFiles.object_key,
  sha256: storedFiles.sha256,
  encryption_key_id: storedFiles.encryption_key_id,
  wrapped_key: storedFiles.wrapped_key,
};
export type SealedRow = { id: string; data: Buffer | null; object_key: string | null; sha256: string; encryption_key_id: string | null; wrapped_key: Buffer | null };

export const findSealedFiles = (db: Executor, ids: readonly string[]) => db.select(sealedColumns).from(storedFiles).where(inArray(storedFiles.id, [...ids]));

// Files not sealed under the current key, after `afterId` in id order, locked for resealing; others
// resealing at once skip them.
export const lockFilesToReseal = (tx: Tx, currentKeyId: string, afterId: string, limit: number) =>
  tx
    .select(sealedColumns)
    .from(storedFiles)
    .where(and(or(isNull(storedFiles.encryption_key_id), ne(storedFiles.encryption_key_id, currentKeyId)), gt(storedFiles.id, afterId)))
    .orderBy(asc(storedFiles.id))
    .limit(limit)
    .for('update', { skipLocked: true });

export async function updateSealedFile(tx: Tx, id: string, sealed: Partial<Omit<SealedFile, 'data'> & Pick<SealedRow, 'data' | 'object_key'>>) {
  await tx.update(storedFiles).set(sealed).where(eq(storedFiles.id, id));
}

// Objects let go of in the caller's transaction, deleted from the bucket once it has committed.
export async function forgetObjects(db: Executor, keys: readonly (string | null)[]) {
  const objectKeys = keys.filter((key): key is string => key !== null);
  if (objectKeys.length > 0) await db.insert(storedObjectDeletions).values(objectKeys.map((object_key) => ({ object_key }))).onConflictDoNothing();
}

// With a prefix: only the objects whose keys begin so (those kept in the database, for a server without a
// bucket).
export const objectsToDelete = (db: Executor, limit: number, which: 'any' | string) =>
  db
    .select({ object_key: storedObjectDeletions.object_key })
    .from(storedObjectDeletions)
    .where(which === 'any' ? undefined : like(storedObjectDeletions.object_key, `${which}%`))
    .orderBy(asc(storedObjectDeletions.created_at))
    .limit(limit);

export async function insertObjectPart(db: Executor, objectKey: string, part: number, data: Buffer) {
  await db.insert(storedObjectParts).values({ object_key: objectKey, part, data });
}

export async function objectPart(db: Executor, objectKey: string, part: number) {
  const [row] = await db
    .select({ data: storedObjectParts.data })
    .from(storedObjectParts)
    .where(and(eq(storedObjectParts.object_key, objectKey), eq(storedObjectParts.part, part)));
  return row?.data;
}

export async function deleteObjectParts(db: Executor, objectKeys: readonly string[]) {
  if (objectKeys.length > 0) await db.delete(storedObjectParts).where(sql`${storedObjectParts.object_key} = any(${textArray(objectKeys)})`);
}

export async function objectsDeleted(db: Executor, keys: readonly string[]) {
  await db.delete(storedObjectDeletions).where(sql`${storedObjectDeletions.object_key} = any(${textArray(keys)})`);
}

export async function deleteFile(db: Executor, id: string) {
  const gone = await db.delete(storedFiles).where(eq(storedFiles.id, id)).returning({ object_key: storedFiles.object_key });
  await forgetObjects(db, gone.map((file) => file.object_key));
}

// Files whose bytes are not yet where they are to be, after `afterId` in id order, locked for the move.
export const lockFilesToMove = (tx: Tx, to: 'bucket' | 'database', afterId: string, limit: number) =>
  tx
    .select(sealedColumns)
    .from(storedFiles)
    .where(and(to === 'bucket' ? isNull(storedFiles.object_key) : isNull(storedFiles.data), gt(storedFiles.id, afterId)))
    .orderBy(asc(storedFiles.id))
    .limit(limit)
    .for('update', { skipLocked: true });

// Deletion for good (ADR 042): the files go, with how many bytes they held; files that stay forget
// authors whose accounts go.
export async function destroyFiles(tx: Tx, fileIds: readonly string[], authorIds: readonly string[]) {
  await tx.update(storedFiles).set({ created_by: null }).where(and(sql`${storedFiles.created_by} = any(${uuidArray(authorIds)})`, not(sql`${storedFiles.id} = any(${uuidArray(fileIds)})`)));
  const gone = await tx.delete(storedFiles).where(sql`${storedFiles.id} = any(${uuidArray(fileIds)})`).returning({ size: storedFiles.size, object_key: storedFiles.object_key });
  await forgetObjects(tx, gone.map((file) => file.object_key));
  return { count: gone.length, bytes: gone.reduce((sum, file) => sum + file.size, 0) };
}

export const listKeyChecks = (db: Executor) => db.select().from(fileKeyChecks).orderBy(asc(fileKeyChecks.created_at), asc(fileKeyChecks.key_id));

export async function insertKeyCheck(db: Executor, keyId: string, check: Buffer) {
  await db.insert(fileKeyChecks).values({ key_id: keyId, check }).onConflictDoNothing();
}

