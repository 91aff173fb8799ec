import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { storedFiles } from './uploads.schema.ts';

type Executor = Db | Tx;

export type NewFile = { filename: string; content_type: string; data: Buffer };

export async function insertFile(db: Executor, file: NewFile, createdBy: string | null) {
  const [row] = await db
    .insert(storedFiles)
    .values({
      ...file,
      size: file.data.length,
      sha256: createHash('sha256').update(file.data).digest('hex'),
      created_by: createdBy,
    })
    .returning({ id: storedFiles.id });
  return row!.id;
}

export async function findFile(db: Executor, id: string) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}

export async function deleteFile(db: Executor, id: string) {
  await db.delete(storedFiles).where(eq(storedFiles.id, id));
}
