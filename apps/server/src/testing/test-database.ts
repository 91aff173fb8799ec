import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { embeddedTemplate, openDatabase, type Database } from '../db/client.ts';
import { migrationsFolder } from '../package-paths.ts';
import { EMBEDDED_ROLES, LEAKPROOF_SEARCH_SQL, createMissingRolesSql, quoteIdent } from '../db/roles.ts';

// The roles of the test databases on PostgreSQL (ADR 050): cluster-wide, shared by every test database.
export const TEST_ROLES = { owner: 'claims_test_owner', app: 'claims_test_app', readOnly: 'claims_test_readonly' } as const;
const TEST_ROLE_PASSWORD = 'claims-test';
const ROLES_LOCK = 'school-claims test roles';

const urlAs = (serverUrl: string, database: string, role?: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  if (role) {
    url.username = role;
    url.password = TEST_ROLE_PASSWORD;
  }
  return url.toString();
};

export type PostgresTestDatabase = {
  name: string;
  // The application role's connection (what a server process is given as DATABASE_URL).
  url: string;
  ownerUrl: string;
  readOnlyUrl: string;
  superuserUrl: string;
  drop: () => Promise<void>;
};

// A fresh, empty database on the PostgreSQL server of TEST_DATABASE_URL, owned by the owner role; the
// roles are created once for the cluster, under a lock, as test files start many at a time.
export async function createPostgresTestDatabase(serverUrl = process.env.TEST_DATABASE_URL!, name = `claims_test_${randomBytes(6).toString('hex')}`): Promise<PostgresTestDatabase> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [ROLES_LOCK]);
    await admin.query(createMissingRolesSql(Object.values(TEST_ROLES).map((role) => ({ name: role, password: TEST_ROLE_PASSWORD, login: true }))));
    await admin.query('select pg_advisory_unlock(hashtext($1))', [ROLES_LOCK]);
    await admin.query(`create database ${name} owner ${quoteIdent(TEST_ROLES.owner)}`);
  } finally {
    await admin.end();
  }
  // as an operator's superuser does once on a new database (docs/operations.md, Database roles)
  const superuser = new pg.Client({ connectionString: urlAs(serverUrl, name) });
  await superuser.connect();
  try {
    await superuser.query(LEAKPROOF_SEARCH_SQL);
  } finally {
    await superuser.end();
  }
  return postgresTestDatabase(serverUrl, name);
}

// The connections to such a database made earlier (a benchmark's, kept from one run to the next).
export function postgresTestDatabase(serverUrl: string, name: string): PostgresTestDatabase {
  return {
    name,
    url: urlAs(serverUrl, name, TEST_ROLES.app),
    ownerUrl: urlAs(serverUrl, name, TEST_ROLES.owner),
    readOnlyUrl: urlAs(serverUrl, name, TEST_ROLES.readOnly),
    superuserUrl: urlAs(serverUrl, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

// A connection that may do what the app may not, for tests that forge data or look at what the app
// cannot: as the owner of the tables, or as a superuser. On the embedded database it is the app's own
// one connection, SET ROLE for the duration of `work` (and back to the app role after).
export type PrivilegedAs = 'owner' | 'superuser';
export type Privileged = <T>(as: PrivilegedAs, work: (query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>) => Promise<T>) => Promise<T>;

export type TestDatabase = Database & { url?: string; ownerUrl?: string; readOnlyUrl?: string; superuserUrl?: string; privileged: Privileged };

// The migrated embedded database every test's starts from, made once for this version of the migrations
// and of PGlite and kept in the system's temporary folder: each test file runs in a module registry of
// its own, so a file on disk is what they share. Opening from it still runs the roles, migrations and
// grants (nothing left to do but the grants), so a template is never more than a head start.
async function embeddedTestTemplate(): Promise<Blob> {
  // PGlite as installed (a new install, a new template), and the migrations by their content
  const pglite = fs.statSync(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  const version = createHash('sha256').update(`${pglite.size}:${pglite.mtimeMs}`);
  for (const migration of readMigrationFiles({ migrationsFolder })) version.update(migration.hash);
  const file = path.join(os.tmpdir(), `claims-test-pglite-${version.digest('hex').slice(0, 16)}.tar`);
  if (!fs.existsSync(file)) {
    const made = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(made, Buffer.from(await (await embeddedTemplate()).arrayBuffer()));
    // whole or not at all, whichever of the files that made one at the same time comes last
    fs.renameSync(made, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

// Each test file gets a database of its own: in-memory PGlite, or a freshly created database on the
// PostgreSQL server named by TEST_DATABASE_URL (the vitest project sets TEST_DB=postgres), whose `url` a
// process of its own can be given. Either way the app runs as the application role, the schema migrated
// by the owner.
export async function createTestDatabase(options: { queueLimit?: number } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    const database = await openDatabase({ kind: 'pglite', template: await embeddedTestTemplate() });
    return { ...database, privileged: privilegedEmbedded(database) };
  }

  const created = await createPostgresTestDatabase(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url: created.url, ownerUrl: created.ownerUrl, readOnlyUrl: created.readOnlyUrl, poolSize: 4, ...options });
  return {
    ...database,
    url: created.url,
    ownerUrl: created.ownerUrl,
    readOnlyUrl: created.readOnlyUrl,
    superuserUrl: created.superuserUrl,
    privileged: async (as, work) => {
      const client = new pg.Client({ connectionString: as === 'owner' ? created.ownerUrl : created.superuserUrl });
      await client.connect();
      try {
        await client.query(ACROSS_SCHOOLS);
        return await work((text, values) => client.query(text, values));
      } finally {
        await client.end();
      }
    },
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

// The owner is held to row-level security too (ADR 051): its connection acts across schools.
const ACROSS_SCHOOLS = "SET app.all_schools = 'on'";

export function privilegedEmbedded(database: Database): Privileged {
  // the job queue's handle runs statements on the one connection as they are, without the app's scope
  const query = (text: string, values?: unknown[]) => database.jobDatabase.executeSql(text, values) as Promise<{ rows: Record<string, unknown>[] }>;
  return async (as, work) => {
    await query(as === 'owner' ? `SET ROLE ${EMBEDDED_ROLES.owner}` : 'RESET ROLE');
    await query(ACROSS_SCHOOLS);
    try {
      return await work(query);
    } finally {
      await query('RESET app.all_schools');
      await query(`SET ROLE ${EMBEDDED_ROLES.app}`);
    }
  };
}
