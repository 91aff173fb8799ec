import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, createTestDatabase, TEST_ROLES, type TestDatabase } from '../testing/test-database.ts';
import { DatabaseSetupError, openDatabase, rowsOf } from './client.ts';
import { ACCESS_ACTIONS, ACCESS_RESOURCES } from '@claims/shared';
import { CREDENTIAL_COLUMNS, CREDENTIAL_TABLES, EMBEDDED_ROLES, LEAKPROOF_SEARCH_FUNCTIONS, LEAKPROOF_SEARCH_WARNING } from './roles.ts';

const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const roles = onPostgres ? TEST_ROLES : EMBEDDED_ROLES;

let database: TestDatabase;
// written by the access log's own path, across schools (ADR 051)
const addEvent = () =>
  database.workerDb.execute(
    sql`insert into access_events (action, resource, student_ids, claim_ids, document_ids, school_ids) values (${ACCESS_ACTIONS[0]}, ${ACCESS_RESOURCES[0]}, '{}', '{}', '{}', '{}')`,
  );
beforeAll(async () => {
  database = await createTestDatabase();
  // An event to try to change or remove: privileges are checked before any row is.
  await addEvent();
});
afterAll(() => database.close());

const asApp = (statement: string) => database.db.execute(sql.raw(statement));
const inTransaction = (statements: string[]) =>
  database.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });

describe('the application role', () => {
  it('is the role the app runs its SQL as, neither superuser nor owner', async () => {
    const [row] = rowsOf<{ role: string; superuser: boolean; owner: string }>(
      await database.db.execute(sql`select current_user as role, (select rolsuper from pg_roles where rolname = current_user) as superuser,
        (select tableowner from pg_tables where tablename = 'access_events') as owner`),
    );
    expect(row).toEqual({ role: roles.app, superuser: false, owner: roles.owner });
  });

  // Each one rewrites, hides or removes an access event, or gives the app the power to (issue 58).
  it.each([
    ['disable the trigger', 'ALTER TABLE access_events DISABLE TRIGGER access_events_no_update_or_delete'],
    ['disable every trigger', 'ALTER TABLE access_events DISABLE TRIGGER ALL'],
    ['drop the trigger', 'DROP TRIGGER access_events_no_update_or_delete ON access_events'],
    ['replace the trigger function', `CREATE OR REPLACE FUNCTION access_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN OLD; END $$`],
    ['alter the trigger function', 'ALTER FUNCTION access_events_append_only() SECURITY DEFINER'],
    ['rename the trigger function', 'ALTER FUNCTION access_events_append_only() RENAME TO gone'],
    ['truncate the log', 'TRUNCATE access_events'],
    ['update an event', `UPDATE access_events SET action = 'VIEW_CLAIM'`],
    ['delete an event', 'DELETE FROM access_events'],
    ['turn triggers off for the session', 'SET session_replication_role = replica'],
    ['create a table', 'CREATE TABLE forged (id int)'],
    ['alter a table', 'ALTER TABLE users ADD COLUMN forged int'],
    ['drop a table', 'DROP TABLE claims'],
    ['turn row-level security off a table', 'ALTER TABLE students DISABLE ROW LEVEL SECURITY'],
    ['create a function', 'CREATE FUNCTION forged() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$'],
    ['grant itself the owner', `GRANT ${roles.owner} TO ${roles.app}`],
    ['become a superuser', `ALTER ROLE ${roles.app} SUPERUSER`],
    ['bypass row-level security', `ALTER ROLE ${roles.app} BYPASSRLS`],
    ['create a role', 'CREATE ROLE forged SUPERUSER'],
    ['alter the job queue', 'ALTER TABLE pgboss.job ADD COLUMN forged int'],
    ['rewrite the migration journal', 'DELETE FROM drizzle.__drizzle_migrations'],
    ["use the owner's ANALYZE on a table the import does not write", `SELECT refresh_planner_statistics('access_events')`],
  ])('cannot %s', async (_attempt, statement) => {
    await expect(asApp(statement)).rejects.toThrow();
  });

  it('cannot grant itself more: PostgreSQL grants nothing (with a warning)', async () => {
    await asApp(`GRANT UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES ON access_events TO ${roles.app}`);
    const [row] = rowsOf<{ granted: boolean }>(
      await asApp(`select has_table_privilege(current_user, 'access_events', 'UPDATE') or has_table_privilege(current_user, 'access_events', 'DELETE')
        or has_table_privilege(current_user, 'access_events', 'TRUNCATE') or has_table_privilege(current_user, 'access_events', 'TRIGGER') as granted`),
    );
    expect(row!.granted).toBe(false);
  });

  // On the embedded database the session's user is the superuser, so SET ROLE to any role succeeds there
  // (ADR 050 says what that leaves open).
  it.runIf(onPostgres)('cannot become the owner', async () => {
    await expect(asApp(`SET ROLE ${roles.owner}`)).rejects.toThrow();
  });

  it('cannot delete an event with the certified-deletion flag set by hand', async () => {
    await expect(inTransaction([`SELECT set_config('claims.certified_deletion', 'on', true)`, 'DELETE FROM access_events'])).rejects.toThrow();
    await expect(inTransaction([`SELECT set_config('claims.certified_deletion', 'on', true)`, `UPDATE access_events SET action = 'VIEW_CLAIM'`])).rejects.toThrow();
  });

  it('still reads and writes the rows of the product, and adds events to the log', async () => {
    await addEvent();
    await asApp(`UPDATE schools SET name = name WHERE false`);
    await asApp(`DELETE FROM rate_limit_counters WHERE false`);
    await asApp('SELECT count(*) FROM access_events');
    await asApp('SELECT count(*) FROM pgboss.job');
    await asApp(`SELECT refresh_planner_statistics('students')`);
  });

  it('leaves the grants to the owner, who may still change the schema', async () => {
    await database.privileged('owner', async (query) => {
      await query('CREATE TABLE owner_may (id int)');
      await query('DROP TABLE owner_may');
    });
  });
});

describe('the read-only role', () => {
  it('may read the product but not its credentials, and write nothing', async () => {
    const privileges = await database.privileged('superuser', (query) =>
      query(
        `select c.relname as table, has_any_column_privilege($1, c.oid, 'SELECT') as reads,
           has_table_privilege($1, c.oid, 'INSERT') or has_table_privilege($1, c.oid, 'UPDATE') or has_table_privilege($1, c.oid, 'DELETE') as writes
         from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`,
        [roles.readOnly],
      ),
    );
    const rows = privileges.rows as { table: string; reads: boolean; writes: boolean }[];
    expect(rows.filter((row) => row.writes)).toEqual([]);
    expect(rows.filter((row) => !row.reads).map((row) => row.table).sort()).toEqual([...CREDENTIAL_TABLES].sort());
    const functions = await database.privileged('superuser', (query) =>
      query(`select has_function_privilege($1, 'refresh_planner_statistics(text)', 'EXECUTE') as runs`, [roles.readOnly]),
    );
    expect(functions.rows).toEqual([{ runs: false }]);
  });

  it('may not read the credential columns of other tables, and reads their other columns', async () => {
    const columns = await database.privileged('superuser', (query) =>
      query(
        `select c.table_name || '.' || c.column_name as name, has_column_privilege($1, format('%I', c.table_name), c.column_name, 'SELECT') as reads
         from information_schema.columns c where c.table_schema = 'public' and c.table_name = any($2) order by 1`,
        [roles.readOnly, [...new Set(CREDENTIAL_COLUMNS.map((column) => column.split('.')[0]))]],
      ),
    );
    const rows = columns.rows as { name: string; reads: boolean }[];
    expect(rows.filter((row) => !row.reads).map((row) => row.name).sort()).toEqual([...CREDENTIAL_COLUMNS].sort());
    expect(rows.filter((row) => row.reads).length).toBeGreaterThan(10);
    // every secret's hash outside the credential tables is listed: a new one fails here until it is
    const secrets = await database.privileged('superuser', (query) =>
      query(
        `select table_name || '.' || column_name as name from information_schema.columns
         where table_schema = 'public' and column_name ~ '(token|password|access|code|key)_hash$' and not (table_name = any($1))`,
        [[...CREDENTIAL_TABLES]],
      ),
    );
    expect((secrets.rows as { name: string }[]).map((row) => row.name).sort()).toEqual([...CREDENTIAL_COLUMNS].sort());
  });
});

describe.runIf(onPostgres)('starting on PostgreSQL', () => {
  it('refuses a superuser, and the owner of the tables, with one line that says what to do', async () => {
    await expect(openDatabase({ kind: 'postgres', url: database.superuserUrl!, poolSize: 1 })).rejects.toThrow(
      new DatabaseSetupError(
        `DATABASE_URL connects as postgres, a superuser: connect as the application role (docs/operations.md, Database roles), or set ALLOW_PRIVILEGED_DATABASE_ROLE=true in development.`,
      ),
    );
    await expect(openDatabase({ kind: 'postgres', url: database.ownerUrl!, poolSize: 1 })).rejects.toThrow(`connects as ${TEST_ROLES.owner}, the owner of its tables`);
  });

  it('opens as a privileged role when development allows it', async () => {
    const privileged = await openDatabase({ kind: 'postgres', url: database.ownerUrl!, poolSize: 1, allowPrivilegedRole: true });
    await privileged.close();
  });

  it('refuses a schema that is not migrated unless given the owner, and then migrates it', async () => {
    const fresh = await createPostgresTestDatabase();
    try {
      await expect(openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 1 })).rejects.toThrow('The database schema is not current: run `npm run db:migrate`');
      const migrated = await openDatabase({ kind: 'postgres', url: fresh.url, ownerUrl: fresh.ownerUrl, poolSize: 1 });
      await migrated.close();
      const started = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 1 });
      await started.close();
    } finally {
      await fresh.drop();
    }
  });

  it("says in one line, and starts, when the name search's functions are not declared leakproof", async () => {
    const fresh = await createPostgresTestDatabase();
    try {
      const superuser = new pg.Client({ connectionString: fresh.superuserUrl });
      await superuser.connect();
      await superuser.query(LEAKPROOF_SEARCH_FUNCTIONS.map((fn) => `ALTER FUNCTION ${fn} NOT LEAKPROOF;`).join('\n'));
      await superuser.end();
      const warnings: string[] = [];
      const started = await openDatabase({ kind: 'postgres', url: fresh.url, ownerUrl: fresh.ownerUrl, poolSize: 1, onWarning: (line) => warnings.push(line) });
      await started.close();
      expect(warnings).toEqual([LEAKPROOF_SEARCH_WARNING]);
    } finally {
      await fresh.drop();
    }
  });

  it('a server process given the superuser exits 1 with that line and no stack trace', { timeout: 120_000 }, () => {
    const tsx = new URL('../../../../node_modules/.bin/tsx', import.meta.url).pathname;
    const result = spawnSync(tsx, [new URL('../main.ts', import.meta.url).pathname], {
      env: { PATH: process.env.PATH, DATA_DIR: '/nonexistent/never-used', DATABASE_URL: database.superuserUrl! },
      encoding: 'utf8',
      timeout: 90_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL connects as postgres, a superuser');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
