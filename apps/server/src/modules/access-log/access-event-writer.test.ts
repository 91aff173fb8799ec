import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { accessEvents } from '../../db/schema.ts';
import type { AccessNote } from '../../domain/access-trail.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { createAccessEventWriter } from './access-event-writer.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const look = (claimId: string): AccessNote => ({ action: 'VIEW', resource: 'CLAIM', schoolIds: [randomUUID()], claimIds: [claimId], studentIds: [randomUUID()] });
const source = (userId: string) => ({ userId, ip: '10.0.0.1', userAgent: 'test' });

describe('the access event writer', () => {
  it('writes the events of the requests waiting behind a write in one statement', async () => {
    const writer = createAccessEventWriter(database.workerDb);
    const users: string[] = [randomUUID(), randomUUID(), randomUUID()];
    await Promise.all(users.map((user) => writer.write(source(user), [look(randomUUID())])));
    const stored = await database.workerDb
      .select({ user_id: accessEvents.user_id, transaction: sql<string>`${accessEvents}.xmin::text` })
      .from(accessEvents)
      .where(inArray(accessEvents.user_id, users));
    const transactionOf = (user: string) => stored.find((row) => row.user_id === user)!.transaction;
    expect(stored).toHaveLength(3);
    expect(transactionOf(users[1]!)).toBe(transactionOf(users[2]!));
    expect(transactionOf(users[0]!)).not.toBe(transactionOf(users[1]!));
  });

  it('stores each record a request saw once, however many of its rows and looks named it, and a look with no student', async () => {
    const writer = createAccessEventWriter(database.workerDb);
    const user = randomUUID();
    const [school, student, claimA, claimB] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const page: AccessNote = { action: 'VIEW', resource: 'CLAIM', schoolIds: [school, school], claimIds: [claimA, claimB], studentIds: [student, null, student] };
    await writer.write(source(user), [page, { ...page, claimIds: [claimB] }]);
    const [stored, ...more] = await database.workerDb
      .select({ school_ids: accessEvents.school_ids, claim_ids: accessEvents.claim_ids, student_ids: accessEvents.student_ids, document_ids: accessEvents.document_ids })
      .from(accessEvents)
      .where(inArray(accessEvents.user_id, [user]));
    expect(more).toEqual([]);
    expect({ ...stored!, claim_ids: [...stored!.claim_ids].sort() }).toEqual({ school_ids: [school], claim_ids: [claimA, claimB].sort(), student_ids: [student], document_ids: [] });
  });

  it('writes a burst in statements of at most 32 rows, every request answered', async () => {
    const writer = createAccessEventWriter(database.workerDb);
    const users: string[] = Array.from({ length: 80 }, () => randomUUID());
    await Promise.all(users.map((user) => writer.write(source(user), [look(randomUUID())])));
    const perStatement = await database.workerDb
      .select({ rows: sql<number>`count(*)::int` })
      .from(accessEvents)
      .where(inArray(accessEvents.user_id, users))
      .groupBy(sql`${accessEvents}.xmin`);
    expect(perStatement.reduce((sum, { rows }) => sum + rows, 0)).toBe(80);
    expect(Math.max(...perStatement.map(({ rows }) => rows))).toBe(32);
  });

  it('writes the events of requests that finish together in one go, each answered once its own are stored, and one bad row fails its request alone', async () => {
    const writer = createAccessEventWriter(database.workerDb);
    const claimIds = Array.from({ length: 6 }, () => randomUUID());
    const users: string[] = claimIds.map(() => randomUUID());
    // the first goes at once; the others arrive while it is on its way and wait for the next write
    const results = await Promise.allSettled([
      writer.write(source(users[0]!), [look(claimIds[0]!)]),
      writer.write(source(users[1]!), [look(claimIds[1]!)]),
      writer.write(source('not-a-uuid'), [look(claimIds[2]!)]),
      writer.write(source(users[3]!), [look(claimIds[3]!), look(claimIds[4]!)]),
      writer.write(source(users[5]!), []),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    const stored = await database.workerDb
      .select({ user_id: accessEvents.user_id, claim_ids: accessEvents.claim_ids, ip: accessEvents.ip })
      .from(accessEvents)
      .where(inArray(accessEvents.user_id, users));
    expect(stored.map((row) => ({ ...row, claim_ids: [...row.claim_ids].sort() })).sort((a, b) => users.indexOf(a.user_id!) - users.indexOf(b.user_id!))).toEqual([
      { user_id: users[0], claim_ids: [claimIds[0]], ip: '10.0.0.1' },
      { user_id: users[1], claim_ids: [claimIds[1]], ip: '10.0.0.1' },
      // one request's two looks of a kind are one event
      { user_id: users[3], claim_ids: [claimIds[3]!, claimIds[4]!].sort(), ip: '10.0.0.1' },
    ]);
    // and the writer goes on after a failure
    await writer.write(source(users[5]!), [look(claimIds[5]!)]);
    expect(await database.workerDb.select({ n: accessEvents.id }).from(accessEvents).where(inArray(accessEvents.user_id, [users[5]!]))).toHaveLength(1);
  });
});
