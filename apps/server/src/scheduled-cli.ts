import { isWireDate } from '@claims/shared';
import type { FastifyInstance } from 'fastify';
import { parseArgs } from 'node:util';
import { buildApp } from './app.ts';
import { runCli } from './cli.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openConfiguredDatabase } from './db/from-config.ts';
import { fixedClock } from './domain/clock.ts';
import { keyRingOf } from './modules/uploads/file-store.ts';

// `npm run scheduled`: the work each server does on its timer (app.scheduled: parent reminders on day 3
// and day 7, deadline reminders 14 and 3 days before), run once now, or with `--as-of 2026-12-20` as of
// another date, to try reminders and expiry on a test or staging database. Its e-mails are queued as the
// server queues them and sent by the servers' mail workers (on the embedded database, by the server when
// it next starts); each reminder goes once however often this runs.

// What each task's count is of; a task added to app.scheduled must be named here.
const TASKS: Record<keyof FastifyInstance['scheduled'], string> = {
  remindParents: 'parent links reminded (an e-mail to the parent each)',
  remindGuardians: 'season campaign guardians reminded (an e-mail each)',
  remindDeadlines: "claims reminded of a deadline (an e-mail to each of the school's active users)",
};

const AS_OF_ALLOWED_VARIABLE = 'SCHEDULED_AS_OF_ALLOWED';

const TIME_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

// A date alone is that day's start in UTC, the deadlines' calendar; a time needs its zone.
function parseAsOf(value: string) {
  const dateOnly = isWireDate(value);
  const instant = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  const day = value.slice(0, 10);
  if (!dateOnly && !(TIME_WITH_ZONE.test(value) && isWireDate(day) && !Number.isNaN(instant.getTime()))) {
    throw new ConfigError(`--as-of takes a date like 2026-12-20 (its start, UTC) or a time with its zone like 2026-12-20T15:00:00Z, not "${value}"`);
  }
  return instant;
}

// Another date's reminders reach real parents and staff early or late: only where someone turned it on,
// and never in production.
function refuseAsOfUnlessAllowed(nodeEnv: string, allowed: string | undefined) {
  if (nodeEnv === 'production') {
    throw new ConfigError('npm run scheduled -- --as-of is refused with NODE_ENV=production: it would send real reminders early or late. Run it on a test or staging database.');
  }
  if (allowed !== 'true') {
    throw new ConfigError(
      `npm run scheduled -- --as-of is turned off: reminders as of another date reach real people early or late. ` +
        `Set ${AS_OF_ALLOWED_VARIABLE}=true to allow it on a test or staging database (never with NODE_ENV=production).`,
    );
  }
}

function parseArgsOrExplain() {
  try {
    return parseArgs({ options: { 'as-of': { type: 'string' } } });
  } catch (error) {
    throw new ConfigError(`${(error as Error).message}. Usage: npm run scheduled [-- --as-of 2026-12-20]`);
  }
}

async function openDatabaseForCli(config: ReturnType<typeof loadConfig>) {
  try {
    return await openConfiguredDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new DataDirLockedError(
      `${error.message} The scheduled work runs on the embedded database only while no server runs on it; ` +
        'the e-mails it queues go out when the server starts again.',
    );
  }
}

await runCli(async () => {
  const { values } = parseArgsOrExplain();
  const config = loadConfig();
  const asOf = values['as-of'] === undefined ? undefined : parseAsOf(values['as-of']);
  // This command's own switch, read here rather than in config.ts: no server reads it.
  // eslint-disable-next-line no-restricted-properties
  if (asOf) refuseAsOfUnlessAllowed(config.NODE_ENV, process.env[AS_OF_ALLOWED_VARIABLE]);
  const now = asOf ?? new Date();

  const database = await openDatabaseForCli(config);
  try {
    // The server's own wiring on a clock standing at `now`; its job queue takes the e-mails, and no
    // worker or timer of its own runs.
    const app = await buildApp({ config, fileKeys: keyRingOf(config), database, logger: { level: 'warn' }, clock: fixedClock(now), runJobs: true, runWorkers: false });
    try {
      await app.ready();
      const lines = [];
      let done = 0;
      for (const [task, what] of Object.entries(TASKS) as [keyof typeof TASKS, string][]) {
        const count = await app.scheduled[task]();
        done += count;
        lines.push(`  ${what}: ${count}`);
      }
      const where = database.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'the PostgreSQL server';
      const sentBy = database.kind === 'pglite' ? 'the server sends them when it next starts' : 'the running servers send them';
      const outcome = done === 0 ? 'Nothing was due.' : `Their e-mails are queued: ${sentBy}.`;
      process.stdout.write([`Scheduled work as of ${now.toISOString()}, on ${where}:`, ...lines, outcome, ''].join('\n'));
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
});
