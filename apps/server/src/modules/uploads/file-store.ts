import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db, Tx } from '../../db/client.ts';
import { createFileCipher, FileKeyMissingError, newKeyRingText, parseKeyRing, type KeyRing } from './file-cipher.ts';
import * as repo from './uploads.repo.ts';

type Executor = Db | Tx;

export type { NewFile } from './uploads.repo.ts';

// A start refused because the configured keys cannot open the stored files: one message, exit code 1.
export class FileKeyError extends Error {}

// Files resealed per maintenance turn: each may be megabytes, and a turn holds them in memory together.
const RESEAL_BATCH = 10;
const NO_ID = '00000000-0000-0000-0000-000000000000';

// Without FILE_ENCRYPTION_KEYS (the embedded default), the ring lives in DATA_DIR/file-keys, made with one
// new key on first start; a deployment keeps its keys apart from the database and its backups (ADR 040).
function localKeyRing(dataDir: string): KeyRing {
  const file = path.join(dataDir, 'file-keys');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${newKeyRingText('local-1')}\n`, { mode: 0o600, flag: 'wx' });
  }
  try {
    return parseKeyRing(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new FileKeyError(`${file} ${(error as Error).message}`);
  }
}

export const keyRingOf = (config: { fileKeys: KeyRing | undefined; dataDir: string }) => config.fileKeys ?? localKeyRing(config.dataDir);

// Where files are kept: sealed on the way in, opened on the way out (file-cipher.ts).
export function createFileStore(ring: KeyRing) {
  const cipher = createFileCipher(ring);
  return {
    async insert(db: Executor, file: repo.NewFile, createdBy: string | null) {
      const id = randomUUID();
      await repo.insertSealedFile(db, id, file, cipher.seal(id, file.data), createdBy);
      return id;
    },

    async find(db: Executor, id: string) {
      const row = await repo.findFile(db, id);
      return row && { ...row, data: cipher.open(row.id, row) };
    },

    remove: (db: Executor, id: string) => repo.deleteFile(db, id),

    // Deletion for good of many files at once (ADR 042), in the caller's transaction.
    destroy: (tx: Tx, fileIds: readonly string[], authorIds: readonly string[]) => repo.destroyFiles(tx, fileIds, authorIds),

    // The bytes of the files, by id: read only when they are sent, since they may be many megabytes.
    async contents(db: Executor, ids: readonly string[]): Promise<Map<string, Buffer>> {
      if (ids.length === 0) return new Map();
      const rows = await repo.findSealedFiles(db, ids);
      return new Map(rows.map((row) => [row.id, cipher.open(row.id, row)]));
    },

    // At start: every key that has sealed files must be here and be the same key, or nothing starts; the
    // current key's check is stored before it seals anything.
    async checkKeys(db: Db) {
      for (const check of await repo.listKeyChecks(db)) {
        let opens: boolean;
        try {
          opens = cipher.opensKeyCheck(check.key_id, check.check);
        } catch (error) {
          if (!(error instanceof FileKeyMissingError)) throw error;
          throw new FileKeyError(`Stored files are sealed with the file key "${check.key_id}", which FILE_ENCRYPTION_KEYS (or DATA_DIR/file-keys) does not hold: add that key and start again.`);
        }
        if (!opens) throw new FileKeyError(`The file key "${check.key_id}" is not the key the stored files were sealed with: restore the right key under that id and start again.`);
      }
      await repo.insertKeyCheck(db, ring.current.id, cipher.keyCheck(ring.current.id));
    },

    // Files stored before encryption, or under a key that is no longer current, sealed under the current
    // key: the next few after `afterId` in id order. A file that does not open (damaged, or moved by
    // hand) is left as it is and named, so it never holds up the others.
    resealSome: (db: Db, afterId = NO_ID) =>
      db.transaction(async (tx) => {
        const rows = await repo.lockFilesToReseal(tx, ring.current.id, afterId, RESEAL_BATCH);
        const unreadable: string[] = [];
        for (const row of rows) {
          let sealed: ReturnType<typeof cipher.reseal>;
          try {
            sealed = cipher.reseal(row.id, row);
          } catch {
            unreadable.push(row.id);
            continue;
          }
          await repo.updateSealedFile(tx, row.id, sealed);
        }
        return { sealed: rows.length - unreadable.length, unreadable, lastId: rows.at(-1)?.id };
      }),
  };
}

export type FileStore = ReturnType<typeof createFileStore>;

// A maintenance turn seals for at most this long, so a database of files stored before encryption (or
// under a retired key) is sealed in the background without holding the loop.
const SEALING_TURN_MS = 5000;

export async function sealStoredFiles(store: FileStore, db: Db, log: FastifyBaseLogger) {
  const started = Date.now();
  let sealed = 0;
  for (let batch = await store.resealSome(db); batch.lastId !== undefined; batch = await store.resealSome(db, batch.lastId)) {
    sealed += batch.sealed;
    if (batch.unreadable.length > 0) log.error({ event: 'file-unreadable', fileIds: batch.unreadable }, 'stored files that do not open under their key');
    if (Date.now() - started > SEALING_TURN_MS) break;
  }
  if (sealed > 0) log.info({ event: 'files-sealed', count: sealed }, 'stored files sealed under the current file key');
}
