import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { salesReps } from './sales-reps.schema.ts';

export type SalesRepOption = { id: string; first_name: string; last_name: string };

export function listSalesRepOptions(db: Db): Promise<SalesRepOption[]> {
  return db
    .select({ id: salesReps.id, first_name: salesReps.first_name, last_name: salesReps.last_name })
    .from(salesReps)
    .where(and(isNull(salesReps.deleted_at), eq(salesReps.is_active, true)))
    .orderBy(asc(salesReps.first_name), asc(salesReps.last_name), asc(salesReps.id));
}
