import { asc, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities } from './activities.schema.ts';

export type Activity = { id: string; activity: string };

export function listActivities(db: Db): Promise<Activity[]> {
  return db
    .select({ id: activities.id, activity: activities.activity })
    .from(activities)
    .where(isNull(activities.deleted_at))
    .orderBy(asc(sql`lower(${activities.activity})`), asc(activities.activity));
}
