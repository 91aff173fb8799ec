import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { createTestDatabase, privilegedEmbedded, type TestDatabase } from '../../testing/test-database.ts';
import { insertAccessEvents } from './access-log.repo.ts';

// `npm run access-log:verify` against a database of its own: PostgreSQL's test database by its URL, or an
// embedded one in a directory the command opens once the test has closed it (one process at a time).
const tsx = new URL('../../../../../node_modules/.bin/tsx', import.meta.url).pathname;
const dataDir = mkdtempSync(path.join(tmpdir(), 'access-log-verify-'));
const postgres = process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL;
let shared: TestDatabase | undefined;
afterAll(async () => {
  await shared?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function withDatabase(work: (database: Database) => Promise<void>) {
  if (postgres) {
    shared ??= await createTestDatabase();
    return work(shared);
  }
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

const verify = (...args: string[]) =>
  spawnSync(tsx, [new URL('./access-log-verify-cli.ts', import.meta.url).pathname, ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: shared!.url! } : {}) },
    encoding: 'utf8',
    timeout: 60_000,
  });

const event = (school: string) => ({
  user_id: randomUUID(), link: null, link_id: null, action: 'VIEW', resource: 'STUDENT', student_ids: [randomUUID()], claim_ids: [], document_ids: [], incident_ids: [], school_ids: [school], ip: null, user_agent: null,
});

describe('npm run access-log:verify', () => {
  it('prints a chain intact and exits 0, then names the forged event and exits 1', async () => {
    const school = randomUUID();
    let forged = '';
    await withDatabase((database) => insertAccessEvents(database.workerDb, [event(school), event(school), event(school)]));
    const intact = verify(school);
    expect(intact.stderr).toBe('');
    expect(intact.stdout).toMatch(new RegExp(`^${school} \\(no such school\\): intact, 3 events, head #3 [0-9a-f]{64}\\n$`));
    expect(intact.status).toBe(0);

    // as a superuser may: the log's own triggers off for one transaction
    await withDatabase(async (database) => {
      forged = await (shared ?? { privileged: privilegedEmbedded(database) }).privileged('superuser', async (query) => {
        await query('begin');
        await query('set local session_replication_role = replica');
        const { rows } = await query(`update access_events set ip = '203.0.113.9' where id = (select event_id from access_chain_links where school_id = $1 and seq = 2) returning id`, [school]);
        await query('commit');
        return String(rows[0]!.id);
      });
    });
    const broken = verify('--all');
    expect(broken.stdout).toContain(`${school} (no such school): BROKEN at seq 2, event ${forged}: CONTENT_CHANGED`);
    expect(broken.status).toBe(1);
    expect(verify().status).toBe(1);
  }, 120_000);
});
