import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

// The schools a piece of work acts for (issue 58, ADR 051). Row-level security is the floor under the
// services: every transaction states its schools in two transaction-local settings, and the policies on
// every table holding a school's data show and accept only those schools' rows. A query that forgets its
// school filter then returns nothing of another school's, instead of leaking it.
//
// - `schools`: the schools a signed-in person is staff (or a coach) of;
// - `all`: the explicit path across schools, for the program's admins, background jobs, links until their
//   token is resolved (then narrowed, see narrowLinkScope), and command-line tools. Its reason is named
//   for the reader.
export type SchoolScope = { readonly all: true; readonly reason: AcrossSchoolsReason } | { readonly all: false; readonly schoolIds: readonly string[] };
export type AcrossSchoolsReason = 'admin' | 'job' | 'sign-in' | 'link' | 'access-log' | 'access-check' | 'command';

// No scope stated: the settings are left empty and the policies show nothing.
const NOWHERE: SchoolScope = { all: false, schoolIds: [] };

// Each piece of work holds its scope in a cell of its own, so that a link's request can be narrowed in
// place once its token is resolved (narrowLinkScope); nothing else changes a cell's scope.
type ScopeCell = { scope: SchoolScope };

const storage = new AsyncLocalStorage<ScopeCell>();

export const forSchools = (schoolIds: readonly string[]): SchoolScope => ({ all: false, schoolIds });
export const acrossSchoolsScope = (reason: AcrossSchoolsReason): SchoolScope => ({ all: true, reason });

export function withSchoolScope<T>(scope: SchoolScope, work: () => T): T {
  return storage.run({ scope }, work);
}

export function acrossSchools<T>(reason: AcrossSchoolsReason, work: () => T): T {
  return withSchoolScope(acrossSchoolsScope(reason), work);
}

export const currentSchoolScope = (): SchoolScope => storage.getStore()?.scope ?? NOWHERE;

// A public link's request starts across schools: only its token says which record, and so which school,
// it is for. Once the token is resolved the rest of the request acts for that school alone (a PDF token's:
// its session's schools), so that a query further down the link's path that forgets its school filter
// sees nothing of another school's. The request's own cell is narrowed, rather than a callback opened,
// because one request resolves its token at several points (a route's preValidation, then its handler,
// then a transaction that locks the link) and a hook cannot wrap the handler that follows it; a
// transaction already open is told too. Only the link scope is narrowed, and once: a signed-in person's,
// an admin's or a job's scope stays as it is, as do the paths across schools opened inside the request
// (the access log's writer), which are cells of their own.
export async function narrowLinkScope(executor: Db | Tx, scope: SchoolScope) {
  const cell = storage.getStore();
  if (!cell?.scope.all || cell.scope.reason !== 'link') return;
  cell.scope = scope;
  if (executor instanceof PgTransaction) await executor.execute(sql.raw(schoolScopeStatement(scope)));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The statement that opens a transaction's scope. Ids are checked to be uuids and so are safe to write
// into the text, which lets it travel with BEGIN in one round trip (the simple protocol takes no parameters).
export function schoolScopeStatement(scope: SchoolScope): string {
  const ids = scope.all ? [] : scope.schoolIds;
  for (const id of ids) {
    if (!UUID.test(id)) throw new Error(`not a school id: ${JSON.stringify(id)}`);
  }
  return `select set_config('app.school_ids', '{${ids.join(',')}}', true), set_config('app.all_schools', '${scope.all ? 'on' : 'off'}', true)`;
}
