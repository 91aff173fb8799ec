import { DATA_EXPORT_KEPT_DAYS, startDataExportSchema } from '@claims/shared';
import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
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

// Rows read per query, and documents opened at once: enough to be quick, few enough to keep memory flat.
const ROWS_PER_PAGE = 2000;
const DOCUMENTS_PER_BATCH = 10;
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

// The zip is made in memory as it is written, and kept as one sealed stored file (ADR 041).
function zipWriter() {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else chunks.push(data);
  });
  return {
    add(name: string, data: Uint8Array, compress: boolean) {
      const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(entry);
      entry.push(data, true);
    },
    finish() {
      zip.end();
      if (failure) throw failure;
      return Buffer.concat(chunks);
    },
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
  const downloadUrl = (exportId: string, userId: string) => {
    const { expires, signature } = signer.sign(linkPayload(exportId, userId), LINK_SECONDS);
    return `/v1/data-exports/${exportId}/download?exp=${expires}&sig=${signature}&for=${userId}`;
  };

  // Each file's rows, a page at a time, as CSV text; the documents file's rows are kept to copy the files.
  async function writeFile(file: ExportFile, schoolIds: readonly string[], keep?: Record<string, unknown>[]) {
    const lines = [file.columns.map((c) => csvCell(c.name)).join(',')];
    let count = 0;
    for (let after = '', page: Awaited<ReturnType<typeof repo.pageFileRows>>; ; after = page.at(-1)!._key) {
      page = await repo.pageFileRows(db, file, schoolIds, after, ROWS_PER_PAGE);
      for (const row of page) lines.push(file.columns.map((c) => csvCell(exportValue(row[c.name], c))).join(','));
      keep?.push(...page);
      count += page.length;
      if (page.length < ROWS_PER_PAGE) break;
    }
    return { csv: `${BOM}${lines.join('\r\n')}\r\n`, count };
  }

  async function makeZip(exportId: string, schoolIds: readonly string[]) {
    // the chains cover every event stored until now (ADR 052); those stored while the files are written
    // are the offline verifier's "not covered"
    await chainAccessLog();
    const zip = zipWriter();
    const documents: Record<string, unknown>[] = [];
    const rowCounts: Record<string, number> = {};
    const written = await writeFile(DOCUMENTS_FILE, schoolIds, documents);
    const total = EXPORT_FILES.length + documents.length;
    let done = 0;
    const step = async (by: number) => repo.setProgress(db, exportId, { steps_done: (done += by), steps_total: total });
    zip.add(DOCUMENTS_FILE.name, Buffer.from(written.csv), true);
    rowCounts[DOCUMENTS_FILE.name] = written.count;
    await step(1);
    for (const file of EXPORT_FILES.filter((candidate) => candidate !== DOCUMENTS_FILE)) {
      const { csv, count } = await writeFile(file, schoolIds);
      zip.add(file.name, Buffer.from(csv), true);
      rowCounts[file.name] = count;
      await step(1);
    }
    for (let start = 0; start < documents.length; start += DOCUMENTS_PER_BATCH) {
      const batch = documents.slice(start, start + DOCUMENTS_PER_BATCH);
      const contents = await fileStore.contents(db, batch.map((row) => String(row.document_id)));
      // Photos and PDFs are compressed already: stored as they are.
      for (const row of batch) zip.add(documentPath(row), contents.get(String(row.document_id)) ?? Buffer.alloc(0), false);
      await step(batch.length);
    }
    zip.add('data-dictionary.csv', Buffer.from(`${BOM}${toCsv(DICTIONARY_COLUMNS, dictionaryRows())}`), true);
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
    zip.add('README.txt', Buffer.from(`${readme}\r\n`), true);
    zip.add('verify-access-log.mjs', fs.readFileSync(accessLogVerifierFile), true);
    return { data: zip.finish(), rowCounts, steps: total };
  }

  async function run({ exportId }: DataExportJob, attempt: { isLastAttempt: boolean }) {
    const row = await repo.startRun(db, exportId, new Date());
    if (!row) return;
    try {
      const made = await makeZip(exportId, row.school_ids);
      await db.transaction(async (tx) => {
        const fileId = await fileStore.insert(tx, { filename: `school-data-${exportId}.zip`, content_type: 'application/zip', data: made.data }, row.requested_by);
        await repo.finishRun(tx, exportId, { file_id: fileId, size: made.data.length, row_counts: made.rowCounts, at: new Date(), steps: made.steps });
      });
      log.info({ event: 'data-export-made', exportId, size: made.data.length }, 'school data export made');
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
    // student and claim in it.
    async download(actor: Actor | null, trail: AccessTrail | null, exportId: string, link: { exp: number; sig: string; for: string }) {
      const admin = requireAdmin(actor);
      if (admin.userId !== link.for || !signer.verify(linkPayload(exportId, link.for), link.exp, link.sig)) return undefined;
      return db.transaction(async (tx) => {
        const taken = await repo.takeForDownload(tx, exportId, admin.userId, new Date());
        if (!taken) return undefined;
        const file = await fileStore.find(tx, taken.fileId);
        await fileStore.remove(tx, taken.fileId);
        const records = await repo.recordsOfSchools(tx, taken.schoolIds);
        noteAccess(trail, { action: 'EXPORT', resource: 'SCHOOL_DATA_EXPORT', userId: admin.userId, schoolIds: taken.schoolIds, ...records });
        return file;
      });
    },

    // Zips nobody downloaded within DATA_EXPORT_KEPT_DAYS are destroyed.
    async expire() {
      const before = new Date(clock().getTime() - DATA_EXPORT_KEPT_DAYS * DAY_MS);
      const fileIds = await db.transaction(async (tx) => {
        const ids = await repo.expireExports(tx, before);
        for (const id of ids) await fileStore.remove(tx, id);
        return ids;
      });
      if (fileIds.length > 0) log.info({ event: 'data-exports-expired', count: fileIds.length }, 'school data exports expired');
    },

    startWorker: () => jobs.work<DataExportJob>('dataExport', run),
  };
}

export type DataExportsService = ReturnType<typeof createDataExportsService>;
