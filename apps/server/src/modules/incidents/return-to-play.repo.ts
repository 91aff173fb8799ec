import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../users/users.schema.ts';
import { returnToPlay, returnToPlaySteps } from './incidents.schema.ts';

type Executor = Db | Tx;

const userName = sql<string | null>`${users.first_name} || ' ' || ${users.last_name}`;

export async function findReturnToPlay(db: Executor, incidentId: string) {
  const [row] = await db.select().from(returnToPlay).where(eq(returnToPlay.incident_id, incidentId));
  return row;
}

// Taken in the transaction of a change, so that two people logging at once take turns.
export async function lockReturnToPlay(tx: Tx, incidentId: string) {
  const [row] = await tx.select().from(returnToPlay).where(eq(returnToPlay.incident_id, incidentId)).for('update');
  return row;
}

export async function listSteps(db: Executor, incidentId: string) {
  return db
    .select({ step: returnToPlaySteps.step, completed_at: returnToPlaySteps.completed_at, logged_by_name: userName })
    .from(returnToPlaySteps)
    .leftJoin(users, eq(users.id, returnToPlaySteps.logged_by))
    .where(eq(returnToPlaySteps.incident_id, incidentId))
    .orderBy(asc(returnToPlaySteps.step));
}

export async function insertReturnToPlay(tx: Tx, values: typeof returnToPlay.$inferInsert) {
  const inserted = await tx.insert(returnToPlay).values(values).onConflictDoNothing().returning({ id: returnToPlay.incident_id });
  return inserted.length > 0;
}

export async function insertStep(tx: Tx, values: typeof returnToPlaySteps.$inferInsert) {
  await tx.insert(returnToPlaySteps).values(values);
}

export async function markCleared(tx: Tx, incidentId: string, by: string, at: Date) {
  const updated = await tx
    .update(returnToPlay)
    .set({ cleared_by: by, cleared_at: at })
    .where(and(eq(returnToPlay.incident_id, incidentId), isNull(returnToPlay.cleared_at)))
    .returning({ id: returnToPlay.incident_id });
  return updated.length > 0;
}
