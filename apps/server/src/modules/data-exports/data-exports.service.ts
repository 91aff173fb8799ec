import { DATA_EXPORT_KEPT_DAYS, startDataExportSchema } from '@claims/shared';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from 'yazl';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { noteAccess, type AccessTrail } from '../../domain/access-trail.ts';
import type { Clock } from '../../domain/clock.ts';
import { csvCell, toCsv } from '../../domain/csv.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { pageArgsSchema } from '../../domain/paging.ts';
import { parseInput } from '../../domain/parse-input.ts';
import { accessLogVerifierFile } from '../../package-paths.ts';
import { requireAdmin, type Actor } from '../auth/actor.ts';
import type { Signer } from '../auth/signing.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { FileStore } from '../uploads/file-store.ts';
import { DICTIONARY_COLUMNS, dictionaryRows, DOCUMENTS_FILE, EXPORT_FILES, type ExportColumn, type ExportFile } from './data-exports.files.ts';
import * as repo from './data-exports.repo.ts';

type DataExportJob = { exportId: string };

// Rows read per query: enough to be quick, few enough to keep memory flat.
const ROWS_PER_PAGE = 2000;
// A download link, handed to the admin who lists the exports, works this long.
const LINK_SECONDS = 3600;
const DAY_MS = 24 * 3600 * 1000;
const BOM = '\uFEFF';

const pageSchema = z.object(pageArgsSchema('dataExports').shape);

function exportValue(value: unknown, column: ExportColumn) {
  if (value === null || value === undefined) return '';
  if (column.type === 'JSON') return JSON.stringify(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.join(' ');
  return value;
}

// A file's path in the zip: its id keeps names unique, the name is kept readable and safe on any system.
const documentPath = (row: Record<string, unknown>) => `documents/${String(row.document_id)}-${String(row.filename).replace(/[^\w. ()-]/g, '_')}`;

// The zip is written as a stream (yazl, ZIP64 past 4 GB) into its sealed object (ADR 056), one entry at a
// time: each entry is added once the one before it has been read, so memory holds a page of rows or one
// document, whatever the export's size.
function zipWriter() {
  const zip = new ZipFile();
  return {
    output: zip.outputStream as Readable,
    // yazl keeps each entry's function, and a stream given to it, to the end, and an ended stream may
    // still hold its last chunk (measured: every document's bytes stayed): the stream is made only when
    // the entry's turn comes, and the function lets go of the content as it hands it on.
    add(name: string, content: Iterable<Buffer> | AsyncIterable<Buffer>, compress: boolean) {
      let source: typeof content | undefined = content;
      return new Promise<void>((resolve, reject) => {
        zip.addReadStreamLazy(name, { compress }, (give) => {
          const entry = Readable.from(source!, { objectMode: false });
          source = undefined;
          finished(entry).then(resolve, reject);
          give(null, entry);
        });
      });
    },
    end: () => zip.end(),
  };
}

const linkPayload = (exportId: string, userId: string) => `data-export:${exportId}:${userId}`;

// `chainAccessLog`: the access log's chaining step (ADR 052), so that the chains it writes cover every
// event stored until the export starts.
export function createDataExportsService({
  db,
  jobs,
  clock,
  log,
  fileStore,
  signer,
  chainAccessLog,
}: {
  db: Db;
  jobs: JobQueue;
  clock: Clock;
  log: FastifyBaseLogger;
  fileStore: FileStore;
  signer: Signer;
  chainAccessLog: () => Promise<unknown>;
}) {
  const releaseObject = (exportId: string, objectKey: string) =>
    db.transaction(async (tx) => {
      await repo.releaseObject(tx, exportId);
      await fileStore.forgetObjects(tx, [objectKey]);
    });

  const downloadUrl = (exportId: string, userId: string) => {
    const { expires, signature } = signer.sign(linkPayload(exportId, userId), LINK_SECONDS);
    return `/v1/data-exports/${exportId}/download?exp=${expires}&sig=${signature}&for=${userId}`;
  };

  // A file's rows, a page at a time by key.
  async function* pagesOf(file: ExportFile, schoolIds: readonly string[]) {
    for (let after = '', page: Awaited<ReturnType<typeof repo.pageFileRows>>; ; after = page.at(-1)!._key) {
      page = await repo.pageFileRows(db, file, schoolIds, after, ROWS_PER_PAGE);
      yield page;
      if (page.length < ROWS_PER_PAGE) break;
    }
  }

  // A file's CSV text, a page at a time, its rows counted into `rowCounts`.
  async function* csvOf(file: ExportFile, schoolIds: readonly string[], rowCounts: Record<string, number>) {
    yield Buffer.from(`${BOM}${file.columns.map((c) => csvCell(c.name)).join(',')}\r\n`);
    let count = 0;
    for await (const page of pagesOf(file, schoolIds)) {
      yield Buffer.from(page.map((row) => `${file.columns.map((c) => csvCell(exportValue(row[c.name], c))).join(',')}\r\n`).join(''));
      rowCounts[file.name] = count += page.length;
    }
  }

  async function writeZip(exportId: string, schoolIds: readonly string[], zip: ReturnType<typeof zipWriter>) {
    const rowCounts: Record<string, number> = {};
    await zip.add(DOCUMENTS_FILE.name, csvOf(DOCUMENTS_FILE, schoolIds, rowCounts), true);
    const total = EXPORT_FILES.length + rowCounts[DOCUMENTS_FILE.name]!;
    let done = 0;
    const step = async (by: number) => repo.setProgress(db, exportId, { steps_done: (done += by), steps_total: total });
    await step(1);
    for (const file of EXPORT_FILES.filter((candidate) => candidate !== DOCUMENTS_FILE)) {
      await zip.add(file.name, csvOf(file, schoolIds, rowCounts), true);
      await step(1);
    }
    // The documents listed again, a page at a time, and copied one at a time.
    for await (const page of pagesOf(DOCUMENTS_FILE, schoolIds)) {
      for (const row of page) {
        const contents = await fileStore.contents(db, [String(row.document_id)]);
        // Photos and PDFs are compressed already: stored as they are.
        await zip.add(documentPath(row), [contents.get(String(row.document_id)) ?? Buffer.alloc(0)], false);
      }
      if (page.length > 0) await step(page.length);
    }
    await zip.add('data-dictionary.csv', [Buffer.from(`${BOM}${toCsv(DICTIONARY_COLUMNS, dictionaryRows())}`)], true);
    const readme = [
      'School data export',
      `Made ${new Date().toISOString()} of ${schoolIds.length} school(s).`,
      '',
      'Each CSV file is UTF-8; data-dictionary.csv says what every column means, its type and where it comes from.',
      '',
      ...EXPORT_FILES.map((file) => `${file.name} (${rowCounts[file.name]} rows): ${file.about}`),
      '',
      "To check the access log offline: unpack the zip, then in its folder run `node verify-access-log.mjs` (Node.js 18 or later). It walks each school's chain in access-log-chain.csv and hashes again each event of access-log.csv it names; it prints 'Intact' for each school and exits 0, or prints the first broken link (school, seq, event, reason) and exits 1. Compare each school's head it prints with the head your district was given, if any.",
    ].join('\r\n');
    await zip.add('README.txt', [Buffer.from(`${readme}\r\n`)], true);
    await zip.add('verify-access-log.mjs', [await fs.promises.readFile(accessLogVerifierFile)], true);
    zip.end();
    return { rowCounts, steps: total };
  }

  // The zip written into its sealed object as it is made; a failure on either side stops both.
  async function makeZip(exportId: string, schoolIds: readonly string[]) {
    // the chains cover every event stored until now (ADR 052); those stored while the files are written
    // are the offline verifier's "not covered"
    await chainAccessLog();
    const zip = zipWriter();
    const stored = fileStore.putObject(db, zip.output);
    try {
      const [made, object] = await Promise.all([writeZip(exportId, schoolIds, zip), stored]);
      return { ...made, object };
    } catch (error) {
      zip.output.destroy(error as Error);
      await stored.catch(() => {});
      throw error;
    }
  }

  async function run({ exportId }: DataExportJob, attempt: { isLastAttempt: boolean }) {
    const row = await repo.startRun(db, exportId, new Date());
    if (!row) return;
    try {
      const made = await makeZip(exportId, row.school_ids);
      const { size, ...object } = made.object;
      try {
        await repo.finishRun(db, exportId, { object, size, row_counts: made.rowCounts, at: new Date(), steps: made.steps });
      } catch (error) {
        await fileStore.forgetObjects(db, [object.object_key]);
        throw error;
      }
      log.info({ event: 'data-export-made', exportId, size }, 'school data export made');
    } catch (error) {
      log.error({ event: 'data-export-failed', exportId, err: error }, 'school data export failed');
      if (attempt.isLastAttempt) await repo.failRun(db, exportId, 'The export could not be made; start it again.', new Date());
      throw error;
    }
  }

  return {
    async start(actor: Actor | null, input: unknown) {
      const admin = requireAdmin(actor);
      const { schoolIds } = parseInput(startDataExportSchema, input);
      if ((await repo.existingSchoolIds(db, schoolIds)).length !== schoolIds.length) throw new DomainError('NOT_FOUND', 'not_found');
      const row = await db.transaction(async (tx) => {
        const created = await repo.insertExport(tx, schoolIds, admin.userId);
        await jobs.send(tx, 'dataExport', { exportId: created.id } satisfies DataExportJob);
        return created;
      });
      jobs.wake('dataExport');
      return row;
    },

    async page(actor: Actor | null, args: unknown) {
      const admin = requireAdmin(actor);
      const page = await repo.pageExports(db, parseInput(pageSchema, args ?? {}));
      return { ...page, items: page.items.map((row) => ({ ...row, download_url: row.status === 'DONE' ? downloadUrl(row.id, admin.userId) : null })) };
    },

    // The signature and the session of the admin it was made for, both: a link used with anyone else's
    // session gives nothing. The zip is given once, and the download is an access event naming every
    // student and claim in it. It streams from its sealed object (ADR 056), which is let go of once the
    // stream has closed, read to its end or not.
    async download(actor: Actor | null, trail: AccessTrail | null, exportId: string, link: { exp: number; sig: string; for: string }) {
      const admin = requireAdmin(actor);
      if (admin.userId !== link.for || !signer.verify(linkPayload(exportId, link.for), link.exp, link.sig)) return undefined;
      const taken = await db.transaction(async (tx) => {
        const row = await repo.takeForDownload(tx, exportId, admin.userId, new Date());
        if (!row) return undefined;
        const records = await repo.recordsOfSchools(tx, row.schoolIds);
        noteAccess(trail, { action: 'EXPORT', resource: 'SCHOOL_DATA_EXPORT', userId: admin.userId, schoolIds: row.schoolIds, ...records });
        if (!row.fileId) return row;
        // an export made before ADR 056, kept as one stored file
        const file = await fileStore.find(tx, row.fileId);
        await fileStore.remove(tx, row.fileId);
        return { ...row, file };
      });
      if (!taken) return undefined;
      const filename = `school-data-${exportId}.zip`;
      if ('file' in taken) return taken.file && { filename, size: taken.file.size, body: taken.file.data };
      const body = await fileStore.openObject(db, taken.object);
      body.once('close', () => {
        releaseObject(exportId, taken.object.object_key).catch((error: unknown) => log.error({ event: 'data-export-release-failed', exportId, err: error }, 'a downloaded export kept its object'));
      });
      return { filename, size: taken.size, body };
    },

    // Zips nobody downloaded within DATA_EXPORT_KEPT_DAYS are destroyed, as are those of downloads cut
    // off before their object was let go of (a server stopped mid-download).
    async expire() {
      const before = new Date(clock().getTime() - DATA_EXPORT_KEPT_DAYS * DAY_MS);
      const expired = await db.transaction(async (tx) => {
        const { fileIds, objectKeys } = await repo.expireExports(tx, before);
        for (const id of fileIds) await fileStore.remove(tx, id);
        await fileStore.forgetObjects(tx, objectKeys);
        return fileIds.length + objectKeys.length;
      });
      if (expired > 0) log.info({ event: 'data-exports-expired', count: expired }, 'school data exports expired');
    },

    startWorker: () => jobs.work<DataExportJob>('dataExport', run),
  };
}

export type DataExportsService = ReturnType<typeof createDataExportsService>;
