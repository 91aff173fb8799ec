import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities } from './activities.schema.ts';

export type Activity = { id: string; activity: string };
const columns = { id: activities.id, activity: activities.activity };

export function listActivities(db: Db): Promise<Activity[]> {
  return db
    .select(columns)
    .from(activities)
    .where(isNull(activities.deleted_at))
    .orderBy(asc(sql`lower(${activities.activity})`), asc(activities.activity));
}

export async function insertActivity(db: Db, activity: string): Promise<Activity> {
  const [row] = await db.insert(activities).values({ activity }).returning(columns);
  return row!;
}

export async function updateActivity(db: Db, id: string, values: Partial<typeof activities.$inferInsert>) {
  const [row] = await db
    .update(activities)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(activities.id, id), isNull(activities.deleted_at)))
    .returning(columns);
  return row;
}

// How many of these ids are sports that are not deleted.
export async function countLiveActivities(db: Db, ids: string[]) {
  if (!ids.length) return 0;
  const rows = await db.select({ id: activities.id }).from(activities).where(and(inArray(activities.id, ids), isNull(activities.deleted_at)));
  return rows.length;
}
