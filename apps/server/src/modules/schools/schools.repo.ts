import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schools } from './schools.schema.ts';

export type SchoolOption = { id: string; name: string };

export function listActiveSchools(db: Db): Promise<SchoolOption[]> {
  return db
    .select({ id: schools.id, name: schools.name })
    .from(schools)
    .where(and(eq(schools.is_active, true), isNull(schools.deleted_at)))
    .orderBy(asc(schools.name), asc(schools.id));
}
