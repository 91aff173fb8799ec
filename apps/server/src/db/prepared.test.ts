import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import type { Database } from './client.ts';
import { prepared } from './prepared.ts';
import { salesReps, schools } from './schema.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('prepared statements', () => {
  it('map their rows as Drizzle does: columns with their decoders, expressions with mapWith, nulls, a nested selection', async () => {
    // the background handle, across schools (ADR 051): the rows are written and read as fixtures are
    const { workerDb: db } = database;
    const [rep] = await db.insert(salesReps).values({ first_name: 'Rae', last_name: 'Ng', email_address: `rae-${randomUUID()}@example.com` }).returning();
    const [school] = await db
      .insert(schools)
      .values({ name: 'Mapped High', address_1: '1 Main Street', city: 'Fresno', state: 'CA', postal_code: '93701', sales_rep_id: rep!.id })
      .returning();
    const flat = {
      id: schools.id,
      name: schools.name,
      created_at: schools.created_at,
      deleted_at: schools.deleted_at,
      name_length: sql<number>`length(${schools.name})`.mapWith(Number),
      rep_count: sql<number>`(select count(*) from ${salesReps} where ${salesReps.id} = ${schools.sales_rep_id})`.mapWith(Number),
    };
    const query = () => db.select(flat).from(schools).where(eq(schools.id, sql.placeholder('id')));
    const expected = await db.select(flat).from(schools).where(eq(schools.id, school!.id));
    const statement = prepared(db, `test:flat:${randomUUID()}`, (name) => query().prepare(name));
    const rows = await statement.execute({ id: school!.id });
    expect(rows).toEqual(expected);
    expect(rows[0]).toMatchObject({ name: 'Mapped High', deleted_at: null, name_length: 11, rep_count: 1 });
    expect(rows[0]!.created_at).toBeInstanceOf(Date);
    // mapped by decoders found once, not by Drizzle's walk of each field (which a Drizzle upgrade may restore)
    expect((statement as unknown as { customResultMapper?: unknown }).customResultMapper).toBeInstanceOf(Function);

    const nested = prepared(db, `test:nested:${randomUUID()}`, (name) =>
      db
        .select({ school: { id: schools.id, name: schools.name }, rep: { id: salesReps.id } })
        .from(schools)
        .leftJoin(salesReps, eq(salesReps.id, schools.sales_rep_id))
        .where(eq(schools.id, sql.placeholder('id')))
        .prepare(name),
    );
    expect((nested as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
    expect(await nested.execute({ id: school!.id })).toEqual([{ school: { id: school!.id, name: 'Mapped High' }, rep: { id: rep!.id } }]);
  });
});
