// Prints the claim submit rate one server sustains on this machine with no 503: the server started as
// production starts it (compiled first, then `node apps/server/dist/main.js` in its own process, default
// pools and workers unless the environment sets them) on a scratch PostgreSQL database
// (BENCH_DATABASE_URL, default the local server), claims submitted over loopback at rising rates, each
// e-mailed to the TPA at a local SMTP sink. For each rate: submits, 503s, other failures, submit p50/p95,
// submit-to-received-by-the-sink p50/p95.
//   npx tsx bench/submit-capacity.ts [rates, comma-separated] [seconds per rate]     (default 5,10,15,20,30,40,60 and 20)
// Submissions arrive on schedule whatever the answers (an open loop, as users would), spread over 50
// students; each rate runs its seconds, then waits at most DRAIN_MS for its e-mails before the next.
// A few claims go first, unmeasured, so that the first rate does not pay for compiling and loading fonts.
// "Kept up" is a rate answered on schedule (95 %), with no failure and the e-mails' p95 within 2 s (the
// target of issue 36); past it, the answers slow down, and the first 503 comes when the requests' queue
// for a connection is full (DATABASE_POOL_QUEUE_LIMIT) or a request waited its whole time in it.
import type net from 'node:net';
import os from 'node:os';
import { inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { claimsEmailLogs, studentsProviders } from '../apps/server/src/db/schema.ts';
import { DEFAULT_CLAIM_DELIVERY_WORKERS } from '../apps/server/src/modules/jobs/job-queue.ts';
import { claimPayload, seedClaimSetup, seedStudent } from '../apps/server/src/testing/claims.ts';
import { onServerDatabase, spawnCompiledServer } from './bench-app.ts';
import { percentile } from './load.ts';

const rates = (process.argv[2] ?? '5,10,15,20,30,40,60').split(',').map(Number);
const stepSeconds = Number(process.argv[3] ?? 20);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STUDENTS = 50;
// How long a rate's e-mails may take to arrive after its last submit, and how many submits may be
// unanswered at once, so that a server far past its capacity cannot keep the run going.
const DRAIN_MS = 60_000;
const MAX_IN_FLIGHT = 2_000;
const WARM_UP_CLAIMS = 50;
const DELIVERED_P95_TARGET_MS = 2_000;

// The relay: when each message arrived, by its Message-ID.
const received = new Map<string, number>();
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 16_384) head += chunk.toString('latin1');
    });
    stream.on('end', () => {
      const messageId = /^message-id:\s*(\S+)/im.exec(head)?.[1];
      if (messageId) received.set(messageId, performance.now());
      callback();
    });
  },
});
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${(sink.server.address() as net.AddressInfo).port}`;

type Row = { rate: number; submits: number; unavailable: number; failed: number; submitMs: number[]; deliveredMs: number[]; undelivered: number; achieved: number };
const ms = (values: number[], p: number) => (values.length ? `${percentile(values, p).toFixed(0)}` : '-');

try {
  await onServerDatabase(serverUrl, async (database, url) => {
    const setup = await seedClaimSetup(database.workerDb);
    // Submissions of one student queue on that student's lock (duplicate claims, ADR 025): many students,
    // as many schools' staff submit for different ones.
    const students = [{ id: setup.ids.student, saved: setup.ids.saved }];
    for (let n = 1; n < STUDENTS; n++) {
      const student = await seedStudent(database.workerDb, setup.ids.school, `Bench${n}`);
      const [saved] = await database.workerDb
        .insert(studentsProviders)
        .values({ school_id: setup.ids.school, student_id: student.id, insurance_provider_id: setup.ids.insurer, insurance_member_id: `M-${n}`, primary: true })
        .returning();
      students.push({ id: student.id, saved: saved!.id });
    }
    const payloadFor = (n: number) => {
      const student = students[n % students.length]!;
      const payload = claimPayload(setup.ids, { student_id: student.id });
      return { ...payload, students_providers: [{ id: student.saved, is_other_provider: false, insurance_member_id: 'M-1' }, ...payload.students_providers.slice(1)] };
    };

    const { server, base, logFile } = await spawnCompiledServer('submit-capacity', { NODE_ENV: 'production', DATABASE_URL: url, ALLOW_PRIVILEGED_DATABASE_ROLE: 'true', SMTP_URL: smtpUrl });
    try {
      for (let ready = false; !ready; ) {
        if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}); see ${logFile}`);
        ready = await fetch(`${base}/healthz`).then((response) => response.ok, () => false);
        if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      console.log(
        `One server (compiled, NODE_ENV=production) on PostgreSQL, ${os.availableParallelism()} cores, ${process.env.CLAIM_DELIVERY_WORKERS ?? DEFAULT_CLAIM_DELIVERY_WORKERS} delivery workers,` +
          ` pools ${process.env.DATABASE_POOL_SIZE ?? 'default'} (requests) / ${process.env.DATABASE_WORKER_POOL_SIZE ?? 'default'} (background); ${stepSeconds} s per rate, ${STUDENTS} students:`,
      );
      console.log('  rate/s  submits  503  other  achieved/s  submit p50/p95 ms  to SMTP p50/p95 ms  not received');

      let claimNumber = 0;
      // `count` claims at `rate` a second, and how they fared up to the relay.
      const runRate = async (rate: number, count: number) => {
        const sentAt = new Map<string, number>();
        const row: Row = { rate, submits: count, unavailable: 0, failed: 0, submitMs: [], deliveredMs: [], undelivered: 0, achieved: 0 };
        let inFlight = 0;
        const started = performance.now();
        const answers: Promise<void>[] = [];
        for (let n = 0; n < count; n++) {
          const due = started + (n * 1000) / rate;
          if (due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
          if (inFlight >= MAX_IN_FLIGHT) {
            row.failed++;
            continue;
          }
          inFlight++;
          const body = JSON.stringify({ data: payloadFor(claimNumber++) });
          const begun = performance.now();
          answers.push(
            fetch(`${base}/v1/claims`, { method: 'POST', headers: { authorization: `Bearer ${setup.tokens.nurse}`, 'content-type': 'application/json' }, body })
              .then(async (response) => {
                row.submitMs.push(performance.now() - begun);
                const answer = (await response.json()) as { claim_id?: string };
                if (response.status === 503) row.unavailable++;
                else if (response.status !== 200 || !answer.claim_id) row.failed++;
                else sentAt.set(answer.claim_id, begun);
              })
              .catch(() => void row.failed++)
              .finally(() => inFlight--),
          );
        }
        await Promise.all(answers);
        row.achieved = count / ((performance.now() - started) / 1000);

        // The rate's e-mails, by the Message-ID their delivery recorded, until all are in or DRAIN_MS.
        const ids = [...sentAt.keys()];
        const drainUntil = performance.now() + DRAIN_MS;
        let logs: { claim_id: string; message_id: string | null }[] = [];
        for (;;) {
          logs = ids.length ? await database.workerDb.select({ claim_id: claimsEmailLogs.claim_id, message_id: claimsEmailLogs.message_id }).from(claimsEmailLogs).where(inArray(claimsEmailLogs.claim_id, ids)) : [];
          const arrived = logs.filter((entry) => entry.message_id && received.has(entry.message_id)).length;
          if (arrived >= ids.length || performance.now() > drainUntil) break;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        for (const entry of logs) {
          const at = entry.message_id ? received.get(entry.message_id) : undefined;
          if (at === undefined) row.undelivered++;
          else row.deliveredMs.push(at - sentAt.get(entry.claim_id)!);
        }
        row.undelivered += ids.length - logs.length;
        return row;
      };

      const warmUp = await runRate(5, WARM_UP_CLAIMS);
      if (warmUp.unavailable + warmUp.failed + warmUp.undelivered > 0) throw new Error(`the warm-up's claims did not all go through; see ${logFile}`);
      const rows: Row[] = [];
      for (const rate of rates) {
        const row = await runRate(rate, Math.round(rate * stepSeconds));
        rows.push(row);
        console.log(
          `  ${String(rate).padStart(6)}  ${String(row.submits).padStart(7)}  ${String(row.unavailable).padStart(3)}  ${String(row.failed).padStart(5)}  ${row.achieved.toFixed(1).padStart(10)}` +
            `  ${`${ms(row.submitMs, 50)} / ${ms(row.submitMs, 95)}`.padStart(17)}  ${`${ms(row.deliveredMs, 50)} / ${ms(row.deliveredMs, 95)}`.padStart(18)}  ${String(row.undelivered).padStart(12)}`,
        );
      }

      const highest = (kept: Row[]) => (kept.length ? `${Math.max(...kept.map((row) => row.rate))}/s` : 'none of these rates');
      const clean = rows.filter((row) => row.unavailable === 0 && row.failed === 0 && row.undelivered === 0);
      const keptUp = clean.filter((row) => row.achieved >= 0.95 * row.rate && percentile(row.deliveredMs, 95) <= DELIVERED_P95_TARGET_MS);
      const first503 = rows.find((row) => row.unavailable > 0);
      console.log(`Highest sustained rate with 0 503s, kept up (on schedule, to SMTP p95 <= ${DELIVERED_P95_TARGET_MS / 1000} s): ${highest(keptUp)}`);
      console.log(`Highest rate with 0 503s and every claim delivered, answers slower: ${highest(clean)}`);
      console.log(first503 ? `First 503 at ${first503.rate}/s (${first503.unavailable} of ${first503.submits}).` : `No 503 up to ${Math.max(...rates)}/s.`);
      console.log(`Server log (warnings and errors): ${logFile}`);
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => (server.exitCode !== null ? resolve(undefined) : server.once('exit', resolve)));
      await database.close();
    }
  });
} finally {
  await new Promise<void>((resolve) => sink.close(() => resolve()));
}
