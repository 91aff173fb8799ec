// Prints how fast a submitted claim reaches its TPA: claims submitted at a steady rate by 10 clients
// through the real route, delivered by the server's workers (CLAIM_DELIVERY_WORKERS, default for this
// machine) to a local SMTP sink; p50/p95 of the submit request and of submit-to-accepted-by-SMTP, on a
// scratch PostgreSQL database (BENCH_DATABASE_URL, default the local server).
//   npx tsx bench/delivery.ts [claims] [claims per second]      (default 500 at 10/s)
import { inArray, isNull, and } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { claimsEmailLogs } from '../apps/server/src/db/schema.ts';
import { DEFAULT_CLAIM_DELIVERY_WORKERS } from '../apps/server/src/modules/jobs/job-queue.ts';
import { claimPayload, seedClaimSetup } from '../apps/server/src/testing/claims.ts';
import { TEST_FILE_KEYS } from '../apps/server/src/testing/test-app.ts';
import { startTestSmtp } from '../apps/server/src/testing/test-smtp.ts';
import { onServerDatabase } from './bench-app.ts';
import { percentile } from './load.ts';

const total = Number(process.argv[2] ?? 500);
const perSecond = Number(process.argv[3] ?? 10);
const CLIENTS = 10;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const smtp = await startTestSmtp();
try {
  await onServerDatabase(serverUrl, async (database) => {
    const setup = await seedClaimSetup(database.workerDb);
    const app = await buildApp({
      config: { webDist: '/none', publicUrl: 'http://bench', dataDir: '/none', MAIL_FROM: 'Bench <bench@claims.test>', SMTP_URL: smtp.url },
      fileKeys: TEST_FILE_KEYS,
      database,
    });
    await app.ready();
    const submitted = new Map<string, number>();
    const submitMs: number[] = [];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < total) {
          const due = started + (next++ * 1000) / perSecond;
          if (due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
          const at = Date.now();
          const begun = performance.now();
          const response = await app.inject({
            method: 'POST',
            url: '/v1/claims',
            headers: { authorization: `Bearer ${setup.tokens.nurse}` },
            payload: { data: claimPayload(setup.ids) },
          });
          submitMs.push(performance.now() - begun);
          if (response.statusCode !== 200) throw new Error(`submit answered ${response.statusCode}: ${response.body}`);
          submitted.set((response.json() as { claim_id: string }).claim_id, at);
        }
      }),
    );
    const ids = [...submitted.keys()];
    for (;;) {
      const waiting = await database.workerDb
        .select({ id: claimsEmailLogs.id })
        .from(claimsEmailLogs)
        .where(and(inArray(claimsEmailLogs.claim_id, ids), isNull(claimsEmailLogs.sent_at)));
      if (waiting.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const sent = await database.workerDb.select({ claim_id: claimsEmailLogs.claim_id, sent_at: claimsEmailLogs.sent_at }).from(claimsEmailLogs).where(inArray(claimsEmailLogs.claim_id, ids));
    const deliveredMs = sent.map((row) => row.sent_at!.getTime() - submitted.get(row.claim_id)!);
    console.log(`${total} claims at ${perSecond}/s from ${CLIENTS} clients, ${DEFAULT_CLAIM_DELIVERY_WORKERS} delivery workers, PostgreSQL, local SMTP sink:`);
    console.log(`  submit             p50 ${percentile(submitMs, 50).toFixed(0)} ms, p95 ${percentile(submitMs, 95).toFixed(0)} ms`);
    console.log(`  submit to SMTP     p50 ${percentile(deliveredMs, 50).toFixed(0)} ms, p95 ${percentile(deliveredMs, 95).toFixed(0)} ms (${smtp.messages.length} e-mails received)`);
    await app.close();
    await database.close();
  });
} finally {
  await smtp.close();
}
