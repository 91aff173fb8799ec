import type { Db } from '../../db/client.ts';
import { accessEvents } from './access-log.schema.ts';
import type { AccessNote } from '../../domain/access-trail.ts';

export type AccessSource = { userId: string | null; ip: string | undefined; userAgent: string | undefined };

const unique = (ids: readonly (string | null | undefined)[]) => [...new Set(ids.filter((id): id is string => typeof id === 'string'))];

// One row per kind of look in the request (its action, what it was, and who, if not the session's), naming
// every record of that kind; written in one statement.
export async function insertAccessEvents(db: Db, source: AccessSource, notes: readonly AccessNote[]) {
  const groups = new Map<string, AccessNote[]>();
  for (const note of notes) {
    const key = [note.action, note.resource, note.via?.link, note.via?.id, note.userId].join(':');
    groups.set(key, [...(groups.get(key) ?? []), note]);
  }
  const rows = [...groups.values()].map((group) => {
    const [first] = group as [AccessNote];
    return {
      user_id: first.userId ?? source.userId,
      link: first.via?.link ?? null,
      link_id: first.via?.id ?? null,
      action: first.action,
      resource: first.resource,
      student_ids: unique(group.flatMap((note) => note.studentIds ?? [])),
      claim_ids: unique(group.flatMap((note) => note.claimIds ?? [])),
      document_ids: unique(group.flatMap((note) => note.documentIds ?? [])),
      school_ids: unique(group.flatMap((note) => note.schoolIds)),
      ip: source.ip ?? null,
      user_agent: source.userAgent?.slice(0, 500) ?? null,
    };
  });
  // an empty list or page showed no one's records
  const showing = rows.filter((row) => row.student_ids.length + row.claim_ids.length + row.document_ids.length > 0);
  if (showing.length > 0) await db.insert(accessEvents).values(showing);
}
