import { randomUUID } from 'node:crypto';
import { count, getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import { rowsOf, type Database, type Db, type Tx } from './client.ts';
import * as schema from './schema.ts';
import { LEAKPROOF_SEARCH_CHECK_SQL } from './roles.ts';
import { acrossSchools, acrossSchoolsScope, currentSchoolScope, forSchools, narrowLinkScope, withSchoolScope, type SchoolScope } from './school-scope.ts';
import { fullNameContains } from './search.ts';
import { seedDemo } from './seed.ts';

// Row-level security is the floor under the services (issue 58, ADR 051): these tests read every
// school-scoped table as the application does, with the setting of one school, of another, of none.
// (A drizzle query runs when it is awaited: each is awaited inside the scope it is to run in.)

const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));
const tableNamed = (name: string) => tables.find((table) => getTableName(table) === name)!;

// Tables that hold no school's data, each with why (ADR 051).
const NOT_SCHOOL_DATA: Record<string, string> = {
  users: "staff accounts: a person may be staff of several schools; which schools is users_schools, under the floor",
  sessions: 'credentials, read by token hash on the sign-in path only',
  two_factor_codes: 'credentials, read by the signing-in user only',
  remembered_devices: 'credentials, read by token hash only',
  password_tokens: 'credentials, read by token hash only',
  stored_files: "a file's bookkeeping; a file is reached only through the record that names it, which is under the floor",
  mail_outbox: 'e-mail to staff and families, sent by the worker',
  temporal_students: "an import preview's scratch rows, written by COPY, which PostgreSQL refuses under a policy; reached only by the preview's id once its school is checked",
  temporal_students_providers: "the same preview's insurance rows",
  access_chain_links: "the access log's hash chain (ADR 052): hashes only, written by the database, read by admins' verification",
  access_chain_heads: "each chain's last link",
};

let database: Database;
let schoolIds: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.workerDb);
  // the schools with the most claims first
  const bySize = await database.workerDb.select({ id: schema.schools.id, claims: count(schema.claims.id) }).from(schema.schools).leftJoin(schema.claims, sql`${schema.claims.school_id} = ${schema.schools.id}`).groupBy(schema.schools.id);
  schoolIds = bySize.sort((a, b) => b.claims - a.claims).map((row) => row.id);
});
afterAll(() => database.close());

const policyTables = async () =>
  rowsOf<{ name: string }>(await database.workerDb.execute(sql`select tablename as name from pg_policies where schemaname = 'public' and policyname = 'school_rows' order by 1`)).map(
    (row) => row.name,
  );

const countIn = (table: PgTable) => database.db.select({ n: count() }).from(table).then(([row]) => row!.n);

describe('row-level security per school', () => {
  it('covers every table that carries a school or hangs from a table that does', async () => {
    const covered = new Set(await policyTables());
    const scoped = new Set(covered);
    // a table with a school column, or a foreign key to a covered table, holds a school's data
    let grew = true;
    while (grew) {
      grew = false;
      for (const table of tables) {
        const config = getTableConfig(table);
        if (scoped.has(config.name) || config.name in NOT_SCHOOL_DATA) continue;
        const carriesSchool = config.columns.some((column) => column.name === 'school_id' || column.name === 'school_ids');
        const hangs = config.foreignKeys.some((key) => scoped.has(getTableName(key.reference().foreignTable)));
        if (carriesSchool || hangs) {
          scoped.add(config.name);
          grew = true;
        }
      }
    }
    expect([...scoped].filter((name) => !covered.has(name))).toEqual([]);
    for (const name of covered) {
      const [row] = rowsOf<{ force: boolean }>(await database.workerDb.execute(sql`select relforcerowsecurity as force from pg_class where relname = ${name}`));
      expect({ name, force: row?.force }).toEqual({ name, force: true });
    }
  });

  it("shows each school's rows to that school alone, and nothing without a school or to an unknown one", async () => {
    const names = await policyTables();
    expect(names.length).toBeGreaterThan(30);
    let seen = 0;
    for (const name of names) {
      const table = tableNamed(name);
      const all = await acrossSchools('command', () => countIn(table));
      const perSchool = await Promise.all(schoolIds.map((id) => withSchoolScope(forSchools([id]), () => countIn(table))));
      const unscoped = await countIn(table);
      const unknownSchool = await withSchoolScope(forSchools([randomUUID()]), () => countIn(table));
      // every row is one school's: the schools' counts add up to the whole (the demo's events name one school each)
      expect({ name, sum: perSchool.reduce((a, b) => a + b, 0), unscoped, unknownSchool }).toEqual({ name, sum: all, unscoped: 0, unknownSchool: 0 });
      seen += all;
    }
    expect(seen).toBeGreaterThan(100);
  });

  it("returns nothing of another school to a query that forgets its school filter, and refuses to write into another school", async () => {
    const [mine, theirs] = schoolIds as [string, string];
    const claims = await withSchoolScope(forSchools([mine]), async () => await database.db.select({ school_id: schema.claims.school_id }).from(schema.claims));
    expect(claims.length).toBeGreaterThan(0);
    expect(new Set(claims.map((claim) => claim.school_id))).toEqual(new Set([mine]));
    const students = await withSchoolScope(forSchools([mine]), async () => await database.db.select({ school_id: schema.students.school_id }).from(schema.students));
    expect(students.every((student) => student.school_id === mine)).toBe(true);

    const note = { school_id: theirs, note: 'written from another school' };
    await expect(withSchoolScope(forSchools([mine]), async () => await database.db.insert(schema.schoolsNotes).values(note))).rejects.toThrow();
    await expect(withSchoolScope(forSchools([mine]), async () => await database.db.transaction((tx) => tx.insert(schema.schoolsNotes).values(note)))).rejects.toThrow();
    const changed = await withSchoolScope(forSchools([mine]), async () => await database.db.update(schema.students).set({ first_name: 'Changed' }).where(sql`${schema.students.school_id} = ${theirs}`).returning());
    expect(changed).toEqual([]);
    const removed = await withSchoolScope(forSchools([mine]), async () => await database.db.delete(schema.schoolsNotes).where(sql`${schema.schoolsNotes.school_id} = ${theirs}`).returning());
    expect(removed).toEqual([]);
  });

  it("keeps a transaction's schools to that transaction: the connection carries nothing to its next user", async () => {
    const [mine] = schoolIds as [string];
    await withSchoolScope(forSchools([mine]), async () => await database.db.transaction((tx) => tx.select({ n: count() }).from(schema.claims)));
    await acrossSchools('command', async () => await database.db.select({ n: count() }).from(schema.claims));
    // on the embedded database the job queue's statements run on the same one connection, unwrapped
    const { rows } = await database.jobDatabase.executeSql(`select coalesce(current_setting('app.school_ids', true), '') as ids, coalesce(current_setting('app.all_schools', true), '') as "all"`);
    expect(rows).toEqual([{ ids: '', all: '' }]);
    expect(await countIn(schema.claims)).toBe(0);
  });

  it('lets background work and admins see every school', async () => {
    const [everything] = await database.workerDb.select({ n: count() }).from(schema.claims);
    const perSchool = await Promise.all(schoolIds.map((id) => withSchoolScope(forSchools([id]), () => countIn(schema.claims))));
    expect(everything!.n).toBe(perSchool.reduce((a, b) => a + b, 0));
    expect(everything!.n).toBeGreaterThan(0);
  });
});

describe("a public link's request, narrowed to its record's school once its token is resolved", () => {
  // a query that forgot its school filter: the schools of every claim it can read
  const schoolsOfClaims = async (runner: Db | Tx) => [...new Set((await runner.select({ school_id: schema.claims.school_id }).from(schema.claims)).map((row) => row.school_id))].sort();
  const inLink = <T>(work: () => Promise<T>) => withSchoolScope(acrossSchoolsScope('link'), work);

  it('reads across schools until then, and only that school after, in statements and transactions to come', async () => {
    const [mine] = schoolIds as [string];
    const seen = await inLink(async () => {
      const before = await schoolsOfClaims(database.db);
      await narrowLinkScope(database.db, forSchools([mine]));
      return { before, after: await schoolsOfClaims(database.db), inTransaction: await database.db.transaction((tx) => schoolsOfClaims(tx)) };
    });
    const every = await acrossSchools('command', () => schoolsOfClaims(database.db));
    expect(every.length).toBeGreaterThan(1);
    expect(seen).toEqual({ before: every, after: [mine], inTransaction: [mine] });
  });

  it('narrows a transaction already open, and refuses its writes into another school from then on', async () => {
    const [mine, theirs] = schoolIds as [string, string];
    const seen = await inLink(
      async () =>
        await database.db.transaction(async (tx) => {
          const before = await schoolsOfClaims(tx);
          await narrowLinkScope(tx, forSchools([mine]));
          return { before: before.length, after: await schoolsOfClaims(tx) };
        }),
    );
    expect(seen).toEqual({ before: (await acrossSchools('command', () => schoolsOfClaims(database.db))).length, after: [mine] });
    const note = { school_id: theirs, note: 'written from a link of another school' };
    const writeNote = () =>
      database.db.transaction(async (tx) => {
        await narrowLinkScope(tx, forSchools([mine]));
        await tx.insert(schema.schoolsNotes).values(note);
      });
    await expect(inLink(async () => await writeNote())).rejects.toThrow();
  });

  it("narrows only a link's own scope, once: not a signed-in person's, an admin's, another request's, or a path across schools opened inside", async () => {
    const [mine, theirs] = schoolIds as [string, string];
    const scopeAfter = (scope: Parameters<typeof withSchoolScope>[0]) =>
      withSchoolScope(scope, async () => {
        await narrowLinkScope(database.db, forSchools([mine]));
        return currentSchoolScope();
      });
    expect(await scopeAfter(forSchools([mine, theirs]))).toEqual(forSchools([mine, theirs]));
    expect(await scopeAfter(acrossSchoolsScope('admin'))).toEqual(acrossSchoolsScope('admin'));

    const seen = await inLink(async () => {
      const other = inLink(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return schoolsOfClaims(database.db);
      });
      await narrowLinkScope(database.db, forSchools([mine]));
      // a second token of another school changes nothing: the request acts for the first one's
      await narrowLinkScope(database.db, forSchools([theirs]));
      return { mine: await schoolsOfClaims(database.db), other: (await other).length, accessLog: (await acrossSchools('access-log', () => schoolsOfClaims(database.db))).length };
    });
    const every = (await acrossSchools('command', () => schoolsOfClaims(database.db))).length;
    expect(every).toBeGreaterThan(1);
    expect(seen).toEqual({ mine: [mine], other: every, accessLog: every });
  });
});

describe('a search by name under the policies', () => {
  // The plan of the roster's search, the table scans made dear so that any index that can serve is chosen.
  const planOfSearch = (scope: SchoolScope) =>
    withSchoolScope(scope, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const plan = rowsOf<Record<string, string>>(
          await tx.execute(sql`explain select ${schema.students.id} from ${schema.students} where ${fullNameContains(schema.students.first_name, schema.students.last_name, 'ari')}`),
        );
        return plan.map((row) => Object.values(row)[0]).join('\n');
      }),
    );

  it("keeps the trigram index: its functions are leakproof, so the policies' quals need not come first", async () => {
    expect(rowsOf<{ leakproof: boolean }>(await database.db.execute(sql.raw(LEAKPROOF_SEARCH_CHECK_SQL)))).toEqual([{ leakproof: true }]);
    for (const scope of [acrossSchoolsScope('admin'), forSchools([schoolIds[0]!])]) {
      expect(await planOfSearch(scope)).toMatch(/Index Cond: .*~~\*/);
    }
  });
});
