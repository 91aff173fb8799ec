import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import type { Database } from './client.ts';
import { copyRows } from './copy-rows.ts';
import { temporalStudents } from './schema.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const row = (importId: string, rowNumber: number, values: Partial<typeof temporalStudents.$inferInsert> = {}) => ({
  id: randomUUID(),
  import_id: importId,
  school_id: randomUUID(),
  row_number: rowNumber,
  first_name: 'Maya',
  last_name: 'Lopez',
  gender: 'F' as const,
  date_of_birth: '2010-04-02',
  address_1: '12 Oak Street',
  city: 'Sacramento',
  postal_code: '95814',
  ...values,
});

describe('copyRows', () => {
  it('stores text with quotes, commas and line ends as it was, an empty text as empty, a missing value as null, JSON as JSON and a time as that time', async () => {
    const importId = randomUUID();
    const rows = [
      row(importId, 2, { last_name: `O'Brien, "Jr."`, address_2: 'Apt 4\nBuilding "B"', email_address: '', state_prov: null, created_at: new Date('2026-03-04T05:06:07.000Z') }),
      row(importId, 3, {
        created_at: new Date('2026-03-04T05:06:08.000Z'),
        parents_info: { first_name: 'Ana "Anita"', last_name: 'Lopez, Sr.', address_1: null, address_2: null, city: 'Davis', state_prov: 'California', country: 'United States', postal_code: '95616', employer_name: null, employer_phone: null },
      }),
    ];
    await database.workerDb.transaction((tx) => copyRows(tx, temporalStudents, rows));
    const stored = await database.workerDb.select().from(temporalStudents).where(eq(temporalStudents.import_id, importId)).orderBy(temporalStudents.row_number);
    expect(stored[0]).toMatchObject({ last_name: `O'Brien, "Jr."`, address_2: 'Apt 4\nBuilding "B"', email_address: '', state_prov: null, parents_info: null, country: 'United States' });
    expect(stored[0]!.created_at.toISOString()).toBe('2026-03-04T05:06:07.000Z');
    expect(stored[1]).toMatchObject({ address_2: null, parents_info: rows[1]!.parents_info });
  });

  it('writes nothing when the transaction it ran in rolls back', async () => {
    const importId = randomUUID();
    await expect(
      database.workerDb.transaction(async (tx) => {
        await copyRows(tx, temporalStudents, [row(importId, 2)]);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await database.workerDb.select().from(temporalStudents).where(eq(temporalStudents.import_id, importId))).toEqual([]);
  });
});
