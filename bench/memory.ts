// Prints the server's peak resident memory (its process's VmHWM, ADR 056) while it takes 10 uploads of
// 10 MB at once, while it makes a district export of N GB of documents, and while it sends that export.
// The server runs as production runs it (compiled, `node apps/server/dist/main.js`, workers in the same
// process) in a process of its own, so its memory is measured alone; on a scratch PostgreSQL database
// (BENCH_DATABASE_URL, default the local server) with its files in a bucket (a local S3 server in this
// process: `--storage bucket`, the default) or in the database (`--storage database`: the export in the database's parts).
// The uploads, and the export, each run on a server started afresh, and the peak is reset (clear_refs)
// before each phase, so each figure is that phase's own.
//   npm run bench:memory [-- --export-gb 2] [--storage bucket|database]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/server/src/db/client.ts';
import { insertElement } from '../apps/server/src/modules/dashboard/dashboard.repo.ts';
import { createFileStore } from '../apps/server/src/modules/uploads/file-store.ts';
import { seedClaimSetup } from '../apps/server/src/testing/claims.ts';
import { TEST_FILE_KEYS, TEST_FILE_KEYS_TEXT } from '../apps/server/src/testing/test-app.ts';
import { startTestBucket } from '../apps/server/src/testing/test-bucket.ts';
import { onServerDatabase, spawnCompiledServer } from './bench-app.ts';

const { values: args } = parseArgs({ options: { 'export-gb': { type: 'string', default: '2' }, storage: { type: 'string', default: 'bucket' } } });
const exportBytes = Number(args['export-gb']) * 1e9;
const storage = args.storage === 'database' ? 'database' : 'bucket';
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MB = 1e6;
const UPLOADS = 10;
const UPLOAD_BYTES = 10 * MB;
// the documents of the export: as large as a document may be, so the export's size is reached quickly
const DOCUMENT_BYTES = 10 * MB;
const TARGET_MB = 300;

// A PDF the upload checks accept, padded to `bytes` with a comment.
const pdfOf = (bytes: number, seed: string) => {
  const head = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${seed} `;
  const tail = '\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  return Buffer.concat([Buffer.from(head), Buffer.alloc(bytes - head.length - tail.length, 'x'), Buffer.from(tail)]);
};

// The process's resident memory now and at its peak since the last reset, in MB.
const memoryOf = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
};
// Linux: the peak starts again from the memory resident now.
const resetPeak = (pid: number) => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');

const bucket = storage === 'bucket' ? await startTestBucket() : undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-memory-'));
const results: { phase: string; peak: number; before: number }[] = [];

try {
  await onServerDatabase(serverUrl, async (database, url) => {
    const setup = await seedClaimSetup(database.workerDb);
    const store = createFileStore(TEST_FILE_KEYS, bucket?.bucket);
    const documents = Math.max(1, Math.round(exportBytes / DOCUMENT_BYTES));
    const started = performance.now();
    for (let n = 0; n < documents; n++) {
      const fileId = await store.insert(database.workerDb, { filename: `document-${n}.pdf`, content_type: 'application/pdf', data: pdfOf(DOCUMENT_BYTES, String(n)) }, null);
      await insertElement(database.workerDb, { school_id: setup.ids.school, type: 'FILE', title: `Document ${n}`, component: 'FORMS', filename: `document-${n}.pdf`, file_id: fileId });
      process.stdout.write(`\r  storing ${documents} documents of ${DOCUMENT_BYTES / MB} MB (${storage}): ${n + 1}`);
    }
    console.log(` in ${((performance.now() - started) / 1000).toFixed(0)} s`);

    const auth = { authorization: `Bearer ${setup.tokens.admin}` };
    // Each phase on a server started afresh, so no figure carries what an earlier phase left resident.
    let base = '';
    let pid = 0;
    let logFile = '';
    const onFreshServer = async (run: () => Promise<void>) => {
      const started = await spawnCompiledServer('bench-memory', {
        ...(bucket?.env ?? {}),
        DATABASE_URL: url,
        ALLOW_PRIVILEGED_DATABASE_ROLE: 'true',
        DATA_DIR: dataDir,
        FILE_ENCRYPTION_KEYS: TEST_FILE_KEYS_TEXT,
      });
      ({ base, logFile } = started);
      pid = started.server.pid!;
      try {
        for (let ready = false; !ready; ) {
          if (started.server.exitCode !== null) throw new Error(`the server exited (${started.server.exitCode}); see ${logFile}`);
          ready = await fetch(`${base}/readyz`).then((response) => response.ok, () => false);
          if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
        }
        console.log(`  server started: ${memoryOf(pid).rss.toFixed(0)} MB resident`);
        await run();
      } finally {
        started.server.kill('SIGTERM');
        await new Promise((resolve) => started.server.once('exit', resolve));
      }
    };
    const graphql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
      const response = await fetch(`${base}/v1/graphql`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
      const body = (await response.json()) as { data: T; errors?: unknown[] };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    };
    // The phase's peak, from the memory resident when it began.
    const measure = async (phase: string, run: () => Promise<void>) => {
      resetPeak(pid);
      const before = memoryOf(pid).rss;
      await run();
      results.push({ phase, peak: memoryOf(pid).peak, before });
    };
    await onFreshServer(async () => {
      await measure(`${UPLOADS} uploads of ${UPLOAD_BYTES / MB} MB at once`, async () => {
        const answers = await Promise.all(
          Array.from({ length: UPLOADS }, async (_, n) => {
            const form = new FormData();
            for (const [name, value] of Object.entries({ school_id: setup.ids.school, title: `Upload ${n}`, component: 'FORMS' })) form.append(name, value);
            form.append('file', new Blob([pdfOf(UPLOAD_BYTES, `upload ${n}`)], { type: 'application/pdf' }), `upload-${n}.pdf`);
            const response = await fetch(`${base}/v1/upload/school-documents`, { method: 'POST', headers: auth, body: form });
            return `${response.status} ${response.ok ? '' : await response.text()}`;
          }),
        );
        if (answers.some((answer) => !answer.startsWith('200'))) throw new Error(`uploads refused: ${answers.join(', ')}`);
      });
    });

    await onFreshServer(async () => {
      type ExportItem = { id: string; status: string; steps_done: number; steps_total: number; download_url: string | null };
      let item: ExportItem | undefined;
      await measure(`making an export of ${(exportBytes / 1e9).toFixed(1)} GB of documents`, async () => {
        const { startDataExport: id } = await graphql<{ startDataExport: string }>('mutation($ids: [ID!]!) { startDataExport(schoolIds: $ids) }', { ids: [setup.ids.school] });
        const madeFrom = performance.now();
        for (;;) {
          const { dataExports } = await graphql<{ dataExports: { items: ExportItem[] } }>('{ dataExports(limit: 100) { items { id status steps_done steps_total download_url } } }');
          item = dataExports.items.find((candidate) => candidate.id === id);
          process.stdout.write(`\r  export: ${item?.status} ${item?.steps_done}/${item?.steps_total}, ${memoryOf(pid).rss.toFixed(0)} MB resident   `);
          if (item?.status === 'DONE' || item?.status === 'FAILED') break;
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
        console.log(` in ${((performance.now() - madeFrom) / 1000).toFixed(0)} s`);
        if (item?.status !== 'DONE') throw new Error(`the export failed; see ${logFile}`);
      });

      const [made] = rowsOf<{ size: string }>(await database.workerDb.execute(sql`select size::text from data_exports where id = ${item!.id}`));
      await measure('sending that export', async () => {
        const response = await fetch(`${base}${item!.download_url}`, { headers: auth });
        if (!response.ok) throw new Error(`the download answered ${response.status}`);
        let received = 0;
        const reader = response.body!.getReader();
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received += chunk.value.length;
        if (received !== Number(made!.size)) throw new Error(`the download sent ${received} bytes of ${made!.size}`);
      });
      console.log(`  the export's zip: ${(Number(made!.size) / 1e9).toFixed(2)} GB`);
    });
  });

  console.log(`\nPeak resident memory of the server process (VmHWM), files in the ${storage}, target under ${TARGET_MB} MB:`);
  for (const { phase, peak, before } of results) console.log(`  ${phase.padEnd(48)} ${peak.toFixed(0).padStart(5)} MB  (${before.toFixed(0)} MB when it began)${peak < TARGET_MB ? '' : '  OVER TARGET'}`);
} finally {
  await bucket?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
