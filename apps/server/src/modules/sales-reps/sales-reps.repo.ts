import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fullNameContains } from '../../db/search.ts';
import { salesReps } from './sales-reps.schema.ts';

export type SalesRepOption = { id: string; first_name: string; last_name: string };
export type SalesRepRow = typeof salesReps.$inferSelect;

export function listSalesRepOptions(db: Db): Promise<SalesRepOption[]> {
  return db
    .select({ id: salesReps.id, first_name: salesReps.first_name, last_name: salesReps.last_name })
    .from(salesReps)
    .where(and(isNull(salesReps.deleted_at), eq(salesReps.is_active, true)))
    .orderBy(asc(salesReps.first_name), asc(salesReps.last_name), asc(salesReps.id));
}

export type SalesRepSort = { column: 'first_name' | 'last_name' | 'email_address'; direction: 'asc' | 'desc' };

export async function pageSalesReps(db: Db, filter: { name?: string; isActive: boolean }, sort: SalesRepSort, page: { offset: number; limit: number }) {
  const where = and(
    isNull(salesReps.deleted_at),
    eq(salesReps.is_active, filter.isActive),
    filter.name ? fullNameContains(salesReps.first_name, salesReps.last_name, filter.name) : undefined,
  );
  const direction = sort.direction === 'asc' ? asc : desc;
  // First then last name is the default order (SPEC §9); other columns fall back to it for ties.
  const order = {
    first_name: [direction(sql`lower(${salesReps.first_name})`), direction(sql`lower(${salesReps.last_name})`)],
    last_name: [direction(sql`lower(${salesReps.last_name})`), direction(sql`lower(${salesReps.first_name})`)],
    email_address: [direction(sql`lower(${salesReps.email_address})`)],
  }[sort.column];
  const [items, [total]] = await Promise.all([
    db.select().from(salesReps).where(where).orderBy(...order, asc(salesReps.id)).offset(page.offset).limit(page.limit),
    db.select({ value: count() }).from(salesReps).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function findSalesRep(db: Db, id: string) {
  const [row] = await db.select().from(salesReps).where(and(eq(salesReps.id, id), isNull(salesReps.deleted_at)));
  return row;
}

export async function insertSalesRep(db: Db, values: typeof salesReps.$inferInsert) {
  const [row] = await db.insert(salesReps).values(values).returning();
  return row!;
}

export async function updateSalesRep(db: Db, id: string, values: Partial<typeof salesReps.$inferInsert>) {
  const [row] = await db
    .update(salesReps)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(salesReps.id, id), isNull(salesReps.deleted_at)))
    .returning();
  return row;
}

export async function isLiveSalesRep(db: Db, id: string) {
  const [row] = await db.select({ id: salesReps.id }).from(salesReps).where(and(eq(salesReps.id, id), isNull(salesReps.deleted_at)));
  return Boolean(row);
}
