import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../package-paths.ts';
import { createPostgresTestDatabase, createTestDatabase } from '../testing/test-database.ts';
import { openDatabase, rowsOf } from './client.ts';
import { EMBEDDED_ROLES } from './roles.ts';
import { activities } from './schema.ts';

describe('the embedded database', () => {
  it('keeps its data across a stop and a start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-pglite-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir });
      await first.db.insert(activities).values({ activity: 'Fencing' });
      await first.close();

      const second = await openDatabase({ kind: 'pglite', dataDir });
      const rows = await second.db.select({ activity: activities.activity }).from(activities);
      await second.close();
      expect(rows).toEqual([{ activity: 'Fencing' }]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('hands a data directory of an earlier version, whose objects were the superuser\'s, to the owner role, and serves it as the app role', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-pglite-'));
    try {
      // as versions before ADR 050 left it: migrated (and the job queue installed) as PGlite's superuser
      const earlier = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm, btree_gin } });
      await migratePglite(drizzlePglite(earlier), { migrationsFolder });
      await earlier.exec(`insert into activities (activity) values ('Fencing')`);
      await earlier.close();

      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const owners = rowsOf<{ owner: string }>(
          await database.db.execute(sql`select distinct pg_get_userbyid(c.relowner) as owner from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname in ('public', 'drizzle', 'pgboss') and c.relkind in ('r', 'p', 'S', 'v')`),
        );
        expect(owners).toEqual([{ owner: EMBEDDED_ROLES.owner }]);
        expect(rowsOf(await database.db.execute(sql`select current_user as role, activity from activities`))).toEqual([{ role: EMBEDDED_ROLES.app, activity: 'Fencing' }]);
        await expect(database.db.execute(sql`drop table activities`)).rejects.toThrow();
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a second open of the same data directory', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-pglite-'));
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow('in use by another process');
    } finally {
      await first.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('a PostgreSQL server database (PostgreSQL only: PGlite has no timer to stop a statement with)', () => {
  it('stops a statement that runs past its timeout, 30 s unless told otherwise', async () => {
    const database = await createTestDatabase();
    try {
      expect(rowsOf(await database.db.execute(sql`show statement_timeout`))).toEqual([{ statement_timeout: '30s' }]);
      const short = await openDatabase({ kind: 'postgres', url: database.url!, statementTimeoutMs: 200 });
      try {
        const failure = await short.db.execute(sql`select pg_sleep(600)`).then(() => null, (error: { cause?: { code?: string } }) => error.cause ?? error);
        // query_canceled: the statement was stopped, the connection stays usable
        expect(failure).toMatchObject({ code: '57014' });
        expect(rowsOf(await short.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
      } finally {
        await short.close();
      }
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('processes starting together on a new PostgreSQL database (PostgreSQL only)', () => {
  it('migrate it once between them, and every one of them starts', async () => {
    const created = await createPostgresTestDatabase();
    try {
      const started = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: created.url, ownerUrl: created.ownerUrl, poolSize: 2 })));
      await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)));
      expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started', 'started']);

      const applied = new pg.Client({ connectionString: created.url });
      await applied.connect();
      const { rows } = await applied.query('select count(*)::int as count from drizzle.__drizzle_migrations');
      await applied.end();
      const migrations = fs.readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql'));
      expect(rows[0].count).toBe(migrations.length);
    } finally {
      await created.drop();
    }
  });
});
