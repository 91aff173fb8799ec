import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { providers } from './providers.schema.ts';

export type InsuranceProviderRow = typeof providers.$inferSelect;

export function listProviders(db: Db | Tx, options: { includeInactive: boolean }) {
  return db
    .select()
    .from(providers)
    .where(options.includeInactive ? undefined : eq(providers.is_active, true))
    .orderBy(asc(sql`lower(${providers.name})`), asc(providers.id));
}

export async function insertProvider(db: Db, values: typeof providers.$inferInsert) {
  const [row] = await db.insert(providers).values(values).returning();
  return row!;
}

export async function updateProvider(db: Db, id: string, values: Partial<typeof providers.$inferInsert>) {
  const [row] = await db.update(providers).set({ ...values, updated_at: new Date() }).where(eq(providers.id, id)).returning();
  return row;
}
