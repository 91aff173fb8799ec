import { createHash } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, ne, not, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { uuidArray } from '../../db/sql-arrays.ts';
import type { SealedFile } from './file-cipher.ts';
import { fileKeyChecks, storedFiles } from './uploads.schema.ts';

type Executor = Db | Tx;

export type NewFile = { filename: string; content_type: string; data: Buffer };

// The size and digest are of the file as it was given, not of its sealed bytes.
export async function insertSealedFile(db: Executor, id: string, file: NewFile, sealed: SealedFile, createdBy: string | null) {
  await db.insert(storedFiles).values({
    id,
    filename: file.filename,
    content_type: file.content_type,
    size: file.data.length,
    sha256: createHash('sha256').update(file.data).digest('hex'),
    ...sealed,
    created_by: createdBy,
  });
}

export async function findFile(db: Executor, id: string) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}

export const sealedColumns = { id: storedFiles.id, data: storedFiles.data, encryption_key_id: storedFiles.encryption_key_id, wrapped_key: storedFiles.wrapped_key };

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

export async function updateSealedFile(tx: Tx, id: string, sealed: SealedFile) {
  await tx.update(storedFiles).set(sealed).where(eq(storedFiles.id, id));
}

export async function deleteFile(db: Executor, id: string) {
  await db.delete(storedFiles).where(eq(storedFiles.id, id));
}

// Deletion for good (ADR 042): the files go, with how many bytes they held; files that stay forget
// authors whose accounts go.
export async function destroyFiles(tx: Tx, fileIds: readonly string[], authorIds: readonly string[]) {
  await tx.update(storedFiles).set({ created_by: null }).where(and(sql`${storedFiles.created_by} = any(${uuidArray(authorIds)})`, not(sql`${storedFiles.id} = any(${uuidArray(fileIds)})`)));
  const gone = await tx.delete(storedFiles).where(sql`${storedFiles.id} = any(${uuidArray(fileIds)})`).returning({ size: storedFiles.size });
  return { count: gone.length, bytes: gone.reduce((sum, file) => sum + file.size, 0) };
}

export const listKeyChecks = (db: Executor) => db.select().from(fileKeyChecks).orderBy(asc(fileKeyChecks.created_at), asc(fileKeyChecks.key_id));

export async function insertKeyCheck(db: Executor, keyId: string, check: Buffer) {
  await db.insert(fileKeyChecks).values({ key_id: keyId, check }).onConflictDoNothing();
}

