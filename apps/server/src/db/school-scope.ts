import { AsyncLocalStorage } from 'node:async_hooks';

// The schools a piece of work acts for (issue 58, ADR 051). Row-level security is the floor under the
// services: every transaction states its schools in two transaction-local settings, and the policies on
// every table holding a school's data show and accept only those schools' rows. A query that forgets its
// school filter then returns nothing of another school's, instead of leaking it.
//
// - `schools`: the schools a signed-in person is staff (or a coach) of;
// - `all`: the explicit path across schools, for the program's admins, background jobs, links whose token
//   is resolved before its school is known, and command-line tools. Its reason is named for the reader.
export type SchoolScope = { readonly all: true; readonly reason: AcrossSchoolsReason } | { readonly all: false; readonly schoolIds: readonly string[] };
export type AcrossSchoolsReason = 'admin' | 'job' | 'sign-in' | 'link' | 'access-log' | 'access-check' | 'command';

// No scope stated: the settings are left empty and the policies show nothing.
const NOWHERE: SchoolScope = { all: false, schoolIds: [] };

const storage = new AsyncLocalStorage<SchoolScope>();

export const forSchools = (schoolIds: readonly string[]): SchoolScope => ({ all: false, schoolIds });
export const acrossSchoolsScope = (reason: AcrossSchoolsReason): SchoolScope => ({ all: true, reason });

export function withSchoolScope<T>(scope: SchoolScope, work: () => T): T {
  return storage.run(scope, work);
}

export function acrossSchools<T>(reason: AcrossSchoolsReason, work: () => T): T {
  return withSchoolScope(acrossSchoolsScope(reason), work);
}

export const currentSchoolScope = (): SchoolScope => storage.getStore() ?? NOWHERE;

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
