import type { IncidentFileKind } from '@claims/shared';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { storedFiles } from '../uploads/uploads.schema.ts';
import { users } from '../users/users.schema.ts';
import { incidentFiles, incidents } from './incidents.schema.ts';

type Executor = Db | Tx;

const fileColumns = {
  id: incidentFiles.id,
  file_id: incidentFiles.file_id,
  filename: storedFiles.filename,
  uploaded_at: incidentFiles.created_at,
  uploaded_by_name: sql<string | null>`${users.first_name} || ' ' || ${users.last_name}`,
};

// An incident's files of one kind, oldest first.
export function listIncidentFiles(db: Executor, incidentId: string, kind: IncidentFileKind) {
  return db
    .select(fileColumns)
    .from(incidentFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, incidentFiles.file_id))
    .leftJoin(users, eq(users.id, incidentFiles.uploaded_by))
    .where(and(eq(incidentFiles.incident_id, incidentId), eq(incidentFiles.kind, kind)))
    .orderBy(asc(incidentFiles.created_at), asc(incidentFiles.id));
}

// The clearance on file: the latest one uploaded.
export async function findClearance(db: Executor, incidentId: string) {
  const [row] = await db
    .select(fileColumns)
    .from(incidentFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, incidentFiles.file_id))
    .leftJoin(users, eq(users.id, incidentFiles.uploaded_by))
    .where(and(eq(incidentFiles.incident_id, incidentId), eq(incidentFiles.kind, 'CLEARANCE')))
    .orderBy(desc(incidentFiles.created_at))
    .limit(1);
  return row;
}

// How many files of a kind the incident holds, counted with the incident locked, so that two uploads
// at once cannot both take its last place.
export async function countIncidentFilesLocked(tx: Tx, incidentId: string, kind: IncidentFileKind) {
  await tx.select({ id: incidents.id }).from(incidents).where(eq(incidents.id, incidentId)).for('update');
  const [row] = await tx.select({ files: count() }).from(incidentFiles).where(and(eq(incidentFiles.incident_id, incidentId), eq(incidentFiles.kind, kind)));
  return row?.files ?? 0;
}

export async function insertIncidentFile(tx: Tx, values: typeof incidentFiles.$inferInsert) {
  await tx.insert(incidentFiles).values(values);
}

// The incident a stored file belongs to (a photo or a clearance), for the access log of its download.
export async function findIncidentIdOfFile(db: Executor, fileId: string) {
  const [row] = await db.select({ incident_id: incidentFiles.incident_id }).from(incidentFiles).where(eq(incidentFiles.file_id, fileId));
  return row?.incident_id;
}
