import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { PROGRAM_CHAIN_ID } from '../../domain/access-chain.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { chainPendingEvents, verifyChain } from './access-chain.repo.ts';
import { createAccessEventWriter } from './access-event-writer.ts';
import { insertAccessEvents, type NewAccessEvent } from './access-log.repo.ts';

// The access log's hash chain (ADR 052), written by the database: tampering through a privileged
// connection (the test database's superuser, with triggers off) must show at the event it touched.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const event = (schoolIds: string[], values: Partial<NewAccessEvent> = {}): NewAccessEvent => ({
  user_id: randomUUID(),
  link: null,
  link_id: null,
  action: 'VIEW',
  resource: 'CLAIM',
  student_ids: [randomUUID()],
  claim_ids: [randomUUID(), randomUUID()],
  document_ids: [],
  incident_ids: [],
  school_ids: schoolIds,
  ip: '10.0.0.1',
  user_agent: 'Mozilla/5.0 \\ with "quotes", a comma\nand a line',
  ...values,
});

const chainedLinksOf = async (schoolId: string) =>
  rowsOf<{ seq: string; event_id: string }>(await database.workerDb.execute(sql`select l.seq::text, l.event_id from access_chain_links l where l.school_id = ${schoolId} order by l.seq`));
// the links once the chaining step has run, as it does every few seconds
const linksOf = async (schoolId: string) => {
  await chainPendingEvents(database.workerDb);
  return chainedLinksOf(schoolId);
};
const waiting = async () => rowsOf<{ event_id: string }>(await database.workerDb.execute(sql`select event_id from access_chain_pending order by seq`)).map((row) => row.event_id);

// As a superuser may: the log's own triggers off for one transaction.
const dialect = new PgDialect();
const tamper = (statement: SQL) =>
  database.privileged('superuser', async (query) => {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    await query('begin');
    await query('set local session_replication_role = replica');
    await query(text, params);
    await query('commit');
  });

const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => String((error as { cause?: unknown }).cause ?? error));

describe('the access log chain', () => {
  it('chains every event of each school it names, under concurrent batches, and those naming none in the program chain', async () => {
    const schools = [randomUUID(), randomUUID(), randomUUID()];
    const writer = createAccessEventWriter(database.workerDb);
    const batches = Array.from({ length: 12 }, (_, index) => [
      event([schools[index % 3]!]),
      event([schools[(index + 1) % 3]!, schools[index % 3]!]),
      ...(index % 4 === 0 ? [event([])] : []),
    ]);
    await Promise.all([
      ...batches.map((rows) => insertAccessEvents(database.workerDb, rows)),
      ...schools.map((school) => writer.write({ userId: randomUUID(), ip: undefined, userAgent: undefined }, [{ action: 'VIEW', resource: 'STUDENT', schoolIds: [school], studentIds: [randomUUID()] }])),
    ]);
    for (const school of schools) {
      const verdict = await verifyChain(database.workerDb, school, 5);
      expect(verdict.broken).toBeNull();
      // 12 single-school events spread over 3 schools, 12 naming two, and the writer's one
      expect(verdict.events).toBe(4 + 8 + 1);
      expect((await linksOf(school)).map((link) => Number(link.seq))).toEqual(Array.from({ length: 13 }, (_, index) => index + 1));
    }
    expect((await verifyChain(database.workerDb, PROGRAM_CHAIN_ID)).broken).toBeNull();
  });

  it("chains an event off the request's path: stored, it waits for the chaining step, which appends it in order", async () => {
    const school = randomUUID();
    await insertAccessEvents(database.workerDb, [event([school])]);
    await insertAccessEvents(database.workerDb, [event([school])]);
    const stored = await waiting();
    expect(stored).toHaveLength(2);
    expect(await chainedLinksOf(school)).toEqual([]);
    expect(await chainPendingEvents(database.workerDb)).toBe(2);
    expect(await waiting()).toEqual([]);
    expect((await chainedLinksOf(school)).map((link) => link.event_id)).toEqual(stored);
    expect(await chainPendingEvents(database.workerDb)).toBe(0);
  });

  it('finds an event taken off the waiting list by hand, and lets the application change nothing of the list', async () => {
    const school = randomUUID();
    await insertAccessEvents(database.workerDb, [event([school])]);
    const [id] = await waiting();
    expect(await failure(database.workerDb.execute(sql`delete from access_chain_pending`))).toMatch(/permission denied/);
    await tamper(sql`delete from access_chain_pending where event_id = ${id!}`);
    expect((await verifyChain(database.workerDb, school)).broken).toEqual({ seq: null, eventId: id, reason: 'UNCHAINED_EVENT' });
  });

  it('names the event whose content a privileged connection changed', async () => {
    const school = randomUUID();
    await insertAccessEvents(database.workerDb, [event([school]), event([school]), event([school]), event([school])]);
    const links = await linksOf(school);
    await tamper(sql`update access_events set ip = '192.0.2.66' where id = ${links[2]!.event_id}`);
    expect((await verifyChain(database.workerDb, school, 2)).broken).toEqual({ seq: 3, eventId: links[2]!.event_id, reason: 'CONTENT_CHANGED' });
  });

  it('names the event a privileged connection removed, the link removed with it, and the last links cut off', async () => {
    const school = randomUUID();
    await insertAccessEvents(database.workerDb, Array.from({ length: 6 }, () => event([school])));
    const links = await linksOf(school);
    await tamper(sql`delete from access_events where id = ${links[1]!.event_id}`);
    expect((await verifyChain(database.workerDb, school)).broken).toEqual({ seq: 2, eventId: links[1]!.event_id, reason: 'EVENT_REMOVED' });
    await tamper(sql`delete from access_chain_links where school_id = ${school} and seq = 2`);
    expect((await verifyChain(database.workerDb, school)).broken).toEqual({ seq: 2, eventId: null, reason: 'SEQ_GAP' });

    const other = randomUUID();
    await insertAccessEvents(database.workerDb, Array.from({ length: 3 }, () => event([other])));
    const otherLinks = await linksOf(other);
    await tamper(sql`delete from access_events where id = ${otherLinks[2]!.event_id}`);
    await tamper(sql`delete from access_chain_links where school_id = ${other} and seq = 3`);
    expect((await verifyChain(database.workerDb, other)).broken).toEqual({ seq: 3, eventId: null, reason: 'HEAD_MISMATCH' });
  });

  it('finds a link rewritten to match a forged event, and an event logged with the chain off', async () => {
    const school = randomUUID();
    await insertAccessEvents(database.workerDb, [event([school]), event([school])]);
    const links = await linksOf(school);
    await tamper(sql`update access_events set user_agent = 'forged' where id = ${links[0]!.event_id}`);
    await tamper(sql`update access_chain_links set content_hash = encode(sha256(convert_to(access_event_canonical(e), 'UTF8')), 'hex')
      from access_events e where e.id = event_id and school_id = ${school} and seq = 1`);
    expect((await verifyChain(database.workerDb, school)).broken).toEqual({ seq: 1, eventId: links[0]!.event_id, reason: 'HASH_MISMATCH' });

    const quiet = randomUUID();
    await insertAccessEvents(database.workerDb, [event([quiet])]);
    const id = randomUUID();
    await tamper(sql`insert into access_events (id, action, resource, student_ids, claim_ids, document_ids, school_ids) values (${id}, 'VIEW', 'STUDENT', '{}', '{}', '{}', array[${quiet}::uuid])`);
    expect((await verifyChain(database.workerDb, quiet)).broken).toEqual({ seq: null, eventId: id, reason: 'UNCHAINED_EVENT' });
  });

  it('verifies after certified deletion: removed and redacted events leave tombstones, and the deletion is chained', async () => {
    const [school, otherSchool, student, keptStudent] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await insertAccessEvents(database.workerDb, [
      event([school], { student_ids: [student], claim_ids: [] }),
      event([school, otherSchool], { student_ids: [student, keptStudent], claim_ids: [] }),
      event([school]),
    ]);
    const admin = randomUUID();
    const [{ outcome }] = rowsOf<{ outcome: { removed: number; redacted: number; heads: { school_id: string; seq: number; hash: string }[] } }>(
      await database.workerDb.execute(sql`select access_log_certified_delete(array[${student}::uuid], '{}', ${admin}::uuid) as outcome`),
    ) as [{ outcome: { removed: number; redacted: number; heads: { school_id: string; seq: number; hash: string }[] } }];
    expect([outcome.removed, outcome.redacted]).toEqual([1, 1]);
    for (const chain of [school, otherSchool]) {
      const verdict = await verifyChain(database.workerDb, chain);
      expect(verdict.broken).toBeNull();
      expect(outcome.heads).toContainEqual({ school_id: chain, seq: verdict.headSeq, hash: verdict.headHash });
    }
    // the batch's events are chained in order of (at, id): which two of the first three are tombstones varies
    const firstThree = rowsOf<{ tombstoned: boolean; kept: boolean }>(
      await database.workerDb.execute(sql`select l.tombstoned, e.id is not null as kept from access_chain_links l left join access_events e on e.id = l.event_id
        where l.school_id = ${school} and l.seq <= 3`),
    );
    expect(firstThree.filter((link) => link.tombstoned)).toHaveLength(2);
    expect(firstThree.filter((link) => link.kept)).toHaveLength(2);
    const [recorded] = rowsOf<{ user_id: string; resource: string }>(
      await database.workerDb.execute(sql`select e.user_id, e.resource from access_chain_links l join access_events e on e.id = l.event_id where l.school_id = ${school} and l.seq = 4`),
    );
    expect(recorded).toEqual({ user_id: admin, resource: 'DELETION_FOR_GOOD' });
  });

  it('refuses every change but certified deletion: the old setting, the application, the owner by hand, and a role granted DELETE', async () => {
    const school = randomUUID();
    await insertAccessEvents(database.workerDb, [event([school])]);
    const [link] = await linksOf(school);
    const id = link!.event_id;
    // The application role may not change the log at all (ADR 050), the old setting or not.
    const byFlag = failure(
      database.workerDb.transaction(async (tx) => {
        await tx.execute(sql`select set_config('claims.certified_deletion', 'on', true)`);
        await tx.execute(sql`delete from access_events where id = ${id}`);
      }),
    );
    expect(await byFlag).toMatch(/permission denied/);
    expect(await failure(database.workerDb.execute(sql`update access_events set ip = null where id = ${id}`))).toMatch(/permission denied/);
    // A privileged role by hand, with the old setting: the triggers refuse what certified deletion does not do.
    const byHand = (as: 'owner' | 'superuser', statements: [string, unknown[]?][]) =>
      database
        .privileged(as, async (query) => {
          await query('begin');
          try {
            await query(`select set_config('claims.certified_deletion', 'on', true)`);
            for (const [text, values] of statements) await query(text, values);
          } finally {
            await query('rollback');
          }
        })
        .then(
          () => null,
          (error: unknown) => String(error),
        );
    expect(await byHand('owner', [['delete from access_events where id = $1', [id]]])).toMatch(/append-only/);
    expect(await byHand('owner', [['update access_events set ip = null where id = $1', [id]]])).toMatch(/append-only/);
    expect(await byHand('owner', [['truncate access_events']])).toMatch(/append-only/);
    expect(await byHand('owner', [['update access_chain_heads set seq = 0 where school_id = $1', [school]]])).toMatch(/database alone/);
    expect(await byHand('owner', [[`insert into access_chain_links values ($1, 99, $2, 'a', 'b', 'c')`, [school, randomUUID()]]])).toMatch(/database alone/);
    expect(await byHand('owner', [['delete from access_chain_links where school_id = $1', [school]]])).toMatch(/database alone/);
    const asGrantedRole = await byHand('superuser', [
      [`do $$ begin if not exists (select 1 from pg_roles where rolname = 'chain_test_app') then create role chain_test_app; end if; end $$`],
      ['grant select, insert, update, delete on access_events, access_chain_links, access_chain_heads to chain_test_app'],
      ['set local role chain_test_app'],
      ['delete from access_events where id = $1', [id]],
    ]);
    expect(asGrantedRole).toMatch(/append-only/);
    expect((await verifyChain(database.workerDb, school)).broken).toBeNull();
  });
});
