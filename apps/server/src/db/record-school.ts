import { eq, sql } from 'drizzle-orm';
import { PgTransaction, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { DomainError } from '../domain/domain-error.ts';
import { rowsOf, type Db, type Tx } from './client.ts';
import { acrossSchools } from './school-scope.ts';

type Records = PgTable & { id: PgColumn };

// Row-level security hides another school's record entirely (ADR 051), so a service that found nothing
// by id cannot tell a record that does not exist from one of a school the person is not staff of. The
// services say which (issue 58: services stay the door): this reads, across schools, only whether the
// record exists, and the answer is FORBIDDEN for a record the person's schools do not show, NOT_FOUND
// otherwise (none at all, or one of their own the service's read left out, e.g. deleted). Nothing of the
// record leaves the read.
export async function notFoundOrForbidden(db: Db | Tx, table: Records, id: string): Promise<DomainError> {
  const exists = async (runner: Db | Tx) => (await runner.select({ id: table.id }).from(table as PgTable).where(eq(table.id, id)).limit(1)).length > 0;
  const notFound = new DomainError('NOT_FOUND', 'not_found');
  // one the person's own scope shows (a deleted row the service's read skipped) is simply not found
  if (await exists(db)) return notFound;
  const elsewhere = db instanceof PgTransaction ? await acrossSchoolsWithin(db, exists) : await acrossSchools('access-check', () => exists(db));
  return elsewhere ? new DomainError('FORBIDDEN', 'forbidden') : notFound;
}

// A transaction states its schools once, at its start: this one read in it goes across schools, and the
// transaction's own scope is put back after it.
async function acrossSchoolsWithin<T>(tx: Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  const [before] = rowsOf<{ all: string | null }>(await tx.execute(sql`select current_setting('app.all_schools', true) as "all"`));
  await tx.execute(sql`select set_config('app.all_schools', 'on', true)`);
  try {
    return await work(tx);
  } finally {
    await tx.execute(sql`select set_config('app.all_schools', ${before?.all ?? 'off'}, true)`);
  }
}
