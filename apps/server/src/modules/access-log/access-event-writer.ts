import type { Db } from '../../db/client.ts';
import { acrossSchools } from '../../db/school-scope.ts';
import type { AccessNote } from '../../domain/access-trail.ts';
import { insertAccessEvents, newAccessEvents, type AccessSource, type NewAccessEvent } from './access-log.repo.ts';

// Rows per statement at most: each count of rows is a statement of its own, and PostgreSQL takes at most
// 65,535 parameters (12 a row); under a burst the rest go in the next write.
const ROWS_PER_WRITE = 32;

type Waiting = { rows: NewAccessEvent[]; written: () => void; failed: (error: unknown) => void };

// The access events of requests answering at the same time, written by one statement (a group commit):
// while one write is on its way, the requests that finish meanwhile wait for the next, which takes them
// all. Alone, a request's events are written at once, as before; under load each request no longer pays
// a statement and a commit of its own (a school's page is three statements: the session, the page, this).
// Each request still answers only once its own events are stored. A write that fails is tried again
// request by request, so that one request's bad row fails that request alone.
export function createAccessEventWriter(db: Db) {
  const waiting: Waiting[] = [];
  let writing = false;

  // One write takes the events of requests of many schools: the log's writer acts across schools (ADR 051).
  const insert = (rows: readonly NewAccessEvent[]) => acrossSchools('access-log', () => insertAccessEvents(db, rows));

  async function writeBatch(batch: Waiting[]) {
    try {
      await insert(batch.flatMap((one) => one.rows));
      for (const one of batch) one.written();
    } catch (error) {
      if (batch.length === 1) batch[0]!.failed(error);
      else await Promise.all(batch.map((one) => insert(one.rows).then(one.written, one.failed)));
    }
  }

  function takeBatch() {
    const batch: Waiting[] = [];
    let rows = 0;
    while (waiting.length > 0 && (batch.length === 0 || rows + waiting[0]!.rows.length <= ROWS_PER_WRITE)) {
      const next = waiting.shift()!;
      batch.push(next);
      rows += next.rows.length;
    }
    return batch;
  }

  async function writeWaiting() {
    writing = true;
    try {
      while (waiting.length > 0) {
        await writeBatch(takeBatch());
      }
    } finally {
      writing = false;
    }
  }

  return {
    write(source: AccessSource, notes: readonly AccessNote[]): Promise<void> {
      const rows = newAccessEvents(source, notes);
      if (rows.length === 0) return Promise.resolve();
      return new Promise((written, failed) => {
        waiting.push({ rows, written, failed });
        if (!writing) void writeWaiting();
      });
    },
  };
}
