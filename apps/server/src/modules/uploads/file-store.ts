import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline, Readable, Transform, Writable } from 'node:stream';
import { pipeline as pipelineDone } from 'node:stream/promises';
import type { Db, Tx } from '../../db/client.ts';
import { createFileCipher, FileKeyMissingError, newKeyRingText, parseKeyRing, type KeyRing } from './file-cipher.ts';
import type { ObjectBucket } from './object-bucket.ts';
import { openingStream, sealingStream } from './sealed-stream.ts';
import * as repo from './uploads.repo.ts';

type Executor = Db | Tx;

export type { NewFile } from './uploads.repo.ts';

// A start refused because the configured keys cannot open the stored files: one message, exit code 1.
export class FileKeyError extends Error {}

// A file whose bytes, once opened, are not the ones stored (their digest differs): never served.
export class FileIntegrityError extends Error {}

// Files resealed per maintenance turn: each may be megabytes, and a turn holds them in memory together.
const RESEAL_BATCH = 10;
// Files moved between the database and the bucket per transaction, for the same reason.
const MOVE_BATCH = 10;
const OBJECT_DELETE_BATCH = 500;
const EMPTY = Buffer.alloc(0);
const NO_ID = '00000000-0000-0000-0000-000000000000';
// Every stored file's object key begins so; housekeeping looks there for objects no row names.
export const FILE_OBJECT_PREFIX = 'files/';
// Every large object's (a district export's) key begins so, after IN_DATABASE for those in the database.
export const LARGE_OBJECT_PREFIX = 'objects/';
// The key of an object kept in the database's stored_object_parts rather than in a bucket.
const IN_DATABASE = 'database:';
// A part of such an object: a few of the sealed stream's records, one row each.
const OBJECT_PART_BYTES = 1024 * 1024;

// A large object sealed as it was written (sealed-stream.ts, ADR 056): where it is, and its data key.
export type SealedObject = { object_key: string; encryption_key_id: string; wrapped_key: Buffer };

// Without FILE_ENCRYPTION_KEYS (the embedded default), the ring lives in DATA_DIR/file-keys, made with one
// new key on first start; a deployment keeps its keys apart from the database and its backups (ADR 040).
// A missing file is made only when checkKeys finds a database that no key has sealed anything in yet.
function localKeyRing(dataDir: string): KeyRing {
  const file = path.join(dataDir, 'file-keys');
  if (!fs.existsSync(file)) {
    const text = newKeyRingText('local-1');
    const ring: KeyRing = parseKeyRing(text);
    ring.unsaved = {
      file,
      save: () => {
        fs.mkdirSync(dataDir, { recursive: true });
        try {
          fs.writeFileSync(file, `${text}\n`, { mode: 0o600, flag: 'wx' });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          throw new FileKeyError(`${file} was made by another process starting at the same time: start again, and both will use it.`);
        }
        delete ring.unsaved;
      },
    };
    return ring;
  }
  try {
    return parseKeyRing(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new FileKeyError(`${file} ${(error as Error).message}`);
  }
}

// The sink of an object kept in the database: its bytes gathered into parts, each inserted once full.
function databaseParts(db: Db, objectKey: string) {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let part = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const data = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    await repo.insertObjectPart(db, objectKey, part++, data);
  };
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes < OBJECT_PART_BYTES) return done();
      flush().then(() => done(), done);
    },
    final(done) {
      flush().then(() => done(), done);
    },
  });
}

// An object kept in the database, read a part at a time; a missing one fails before any byte is given.
async function readDatabaseParts(db: Db, objectKey: string) {
  const first = await repo.objectPart(db, objectKey, 0);
  if (!first) throw new Error(`object ${objectKey} is not in the database`);
  return Readable.from(
    (async function* () {
      yield first;
      for (let part = 1; ; part++) {
        const data = await repo.objectPart(db, objectKey, part);
        if (!data) return;
        yield data;
      }
    })(),
  );
}

export const keyRingOf = (config: { fileKeys: KeyRing | undefined; dataDir: string }) => config.fileKeys ?? localKeyRing(config.dataDir);

// Where files are kept: sealed on the way in, opened and checked against their digest on the way out
// (file-cipher.ts); their sealed bytes in their rows, or with a bucket, in its objects (ADR 043). Large
// objects (a district export) go to the bucket, or without one to the database in parts, sealed as they
// stream.
export function createFileStore(ring: KeyRing, bucket?: ObjectBucket) {
  const cipher = createFileCipher(ring);
  const inBucket = () => {
    if (!bucket) throw new Error('stored files are in a bucket, and STORAGE_URL is not set: set it to the bucket they were stored in');
    return bucket;
  };
  const sealedBytesOf = async (row: repo.SealedRow) => (row.object_key === null ? row.data! : await inBucket().get(row.object_key));
  const openChecked = async (row: repo.SealedRow) => {
    const plain = cipher.open(row.id, { ...row, data: await sealedBytesOf(row) });
    if (repo.sha256Of(plain) !== row.sha256) throw new FileIntegrityError(`stored file ${row.id} does not match its digest`);
    return plain;
  };
  // Each object has a key of its own, never reused: a reseal or a move writes a new one before the row
  // names it, so a transaction that rolls back leaves the row's object as it was.
  const newObjectKey = (fileId: string) => `${FILE_OBJECT_PREFIX}${fileId}/${randomUUID()}`;
  const inDatabase = (key: string) => key.startsWith(IN_DATABASE);

  return {
    // 'bucket' with STORAGE_URL, as /readyz reports it.
    where: bucket ? ('bucket' as const) : ('database' as const),

    async insert(db: Executor, file: repo.NewFile, createdBy: string | null) {
      const id = randomUUID();
      const { data, ...sealed } = cipher.seal(id, file.data);
      let placement: repo.Placement = { data, object_key: null };
      if (bucket) {
        placement = { data: null, object_key: newObjectKey(id) };
        await bucket.put(placement.object_key, data);
      }
      await repo.insertSealedFile(db, id, file, sealed, placement, createdBy);
      return id;
    },

    async find(db: Executor, id: string) {
      const row = await repo.findFile(db, id);
      return row && { ...row, data: await openChecked(row) };
    },

    remove: (db: Executor, id: string) => repo.deleteFile(db, id),

    // Deletion for good of many files at once (ADR 042), in the caller's transaction; their objects leave
    // the bucket once it has committed (deleteObjects).
    destroy: (tx: Tx, fileIds: readonly string[], authorIds: readonly string[]) => repo.destroyFiles(tx, fileIds, authorIds),

    // The bytes of the files, by id: read only when they are sent, since they may be many megabytes.
    async contents(db: Executor, ids: readonly string[]): Promise<Map<string, Buffer>> {
      if (ids.length === 0) return new Map();
      const rows = await repo.findSealedFiles(db, ids);
      const opened = new Map<string, Buffer>();
      for (const row of rows) opened.set(row.id, await openChecked(row));
      return opened;
    },

    // A large object (a district export) sealed as it is read from `source` and written on, never held
    // whole (ADR 056): in the bucket's parts, or without one in the database's, each written as it fills
    // (outside any transaction: an object cut short is deleted here, or by housekeeping after a crash).
    // `size` is of the bytes given.
    async putObject(db: Db, source: Readable): Promise<SealedObject & { size: number }> {
      const object_key = `${bucket ? '' : IN_DATABASE}${LARGE_OBJECT_PREFIX}${randomUUID()}`;
      const { dataKey, ...sealedKey } = cipher.newObjectKey(object_key);
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      const sealed = sealingStream(dataKey, object_key);
      if (bucket) {
        const sealing = pipelineDone(source, counted, sealed);
        try {
          await Promise.all([sealing, bucket.upload(object_key, sealed)]);
        } catch (error) {
          sealed.destroy();
          throw error;
        }
      } else {
        try {
          await pipelineDone(source, counted, sealed, databaseParts(db, object_key));
        } catch (error) {
          await repo.deleteObjectParts(db, [object_key]);
          throw error;
        }
      }
      return { object_key, ...sealedKey, size };
    },

    // The object's bytes as they are opened and checked, a record at a time: the stream fails at the
    // first record that does not open, so a reply fed by it is cut off, never completed with bad bytes.
    async openObject(db: Db, object: SealedObject): Promise<Readable> {
      const dataKey = cipher.objectKeyOf(object.object_key, object);
      // a missing object fails here, before any reply has begun
      const stored = inDatabase(object.object_key) ? await readDatabaseParts(db, object.object_key) : await inBucket().read(object.object_key);
      return pipeline(stored, openingStream(dataKey, object.object_key), () => {});
    },

    // Objects let go of in the caller's transaction, deleted once it has committed (deleteObjects).
    forgetObjects: (db: Executor, keys: readonly string[]) => repo.forgetObjects(db, keys),

    // Readiness: the bucket answers (the database's own check covers files kept in it).
    ping: async () => {
      await bucket?.ping();
    },

    // Objects of files deleted, resealed or moved, deleted from the bucket (or the database, for those kept
    // there) after the transactions that let go of them committed; a maintenance turn deletes them a batch
    // at a time. Without a bucket, its objects wait for one to be set again.
    async deleteObjects(db: Db) {
      const keys = (await repo.objectsToDelete(db, OBJECT_DELETE_BATCH, bucket ? 'any' : IN_DATABASE)).map((row) => row.object_key);
      if (keys.length === 0) return 0;
      await repo.deleteObjectParts(db, keys.filter(inDatabase));
      const inTheBucket = keys.filter((key) => !inDatabase(key));
      if (inTheBucket.length > 0) await inBucket().delete(inTheBucket);
      await repo.objectsDeleted(db, keys);
      return keys.length;
    },

    // The next few files after `afterId` whose bytes are not yet where they are to be, moved there with
    // their digest checked on the way (npm run files:move). Each file moves in its own transaction, so a
    // move cut short resumes where it stopped.
    moveSome: (db: Db, to: 'bucket' | 'database', afterId = NO_ID) =>
      db.transaction(async (tx) => {
        const target = inBucket();
        const rows = await repo.lockFilesToMove(tx, to, afterId, MOVE_BATCH);
        for (const row of rows) {
          const sealedBytes = await sealedBytesOf(row);
          await openChecked(row);
          if (to === 'bucket') {
            const objectKey = newObjectKey(row.id);
            await target.put(objectKey, sealedBytes);
            // read back as the bucket holds it, before the row names it
            await openChecked({ ...row, data: null, object_key: objectKey });
            await repo.updateSealedFile(tx, row.id, { data: null, object_key: objectKey });
          } else {
            await repo.updateSealedFile(tx, row.id, { data: sealedBytes, object_key: null });
            await repo.forgetObjects(tx, [row.object_key]);
          }
        }
        return { moved: rows.length, lastId: rows.at(-1)?.id };
      }),

    // At start: every key that has sealed files must be here and be the same key, or nothing starts; the
    // current key's check is stored before it seals anything.
    async checkKeys(db: Db) {
      const checks = await repo.listKeyChecks(db);
      if (ring.unsaved && checks.length > 0) {
        throw new FileKeyError(
          `${ring.unsaved.file} is missing, and stored files are sealed with the file key "${checks[0]!.key_id}": restore that file (or set FILE_ENCRYPTION_KEYS) and start again. Nothing was written.`,
        );
      }
      for (const check of checks) {
        let opens: boolean;
        try {
          opens = cipher.opensKeyCheck(check.key_id, check.check);
        } catch (error) {
          if (!(error instanceof FileKeyMissingError)) throw error;
          throw new FileKeyError(`Stored files are sealed with the file key "${check.key_id}", which FILE_ENCRYPTION_KEYS (or DATA_DIR/file-keys) does not hold: add that key and start again.`);
        }
        if (!opens) throw new FileKeyError(`The file key "${check.key_id}" is not the key the stored files were sealed with: restore the right key under that id and start again.`);
      }
      // the key on disk before the database names it, so no stored check is ever of a key nobody holds
      ring.unsaved?.save();
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
            // A file in the bucket was sealed when stored: only its data key is wrapped again, and its
            // object stays as it is.
            sealed = cipher.reseal(row.id, { ...row, data: row.data ?? EMPTY });
          } catch {
            unreadable.push(row.id);
            continue;
          }
          await repo.updateSealedFile(tx, row.id, row.object_key === null ? sealed : { encryption_key_id: sealed.encryption_key_id, wrapped_key: sealed.wrapped_key });
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

// Every file's bytes moved into the bucket or back into the database (npm run files:move), each checked
// against its digest on the way; run again after an interruption, it carries on with those not moved.
export async function moveFiles(store: FileStore, db: Db, to: 'bucket' | 'database', onProgress: (moved: number) => void = () => {}) {
  let moved = 0;
  for (let batch = await store.moveSome(db, to); batch.lastId !== undefined; batch = await store.moveSome(db, to, batch.lastId)) {
    moved += batch.moved;
    onProgress(moved);
  }
  return moved;
}
