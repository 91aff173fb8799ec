import { createHash } from 'node:crypto';
import { Column, is, SQL, sql, Subquery } from 'drizzle-orm';
import type { Db } from './client.ts';

// Past this many keys something builds statements without bound, and they are built again.
const STATEMENTS_KEPT = 1_000;
const statements = new WeakMap<Db, Map<string, unknown>>();

// A statement a request runs every time, built once per database (a test opens many) under a key naming
// its purpose and shape, then run with each request's values through placeholders. On a PostgreSQL
// server it is also a named statement, parsed once per connection (and planned once where PostgreSQL
// finds a generic plan no dearer than a custom one), unless
// `planEachTime`: a text search's best plan depends on the text (a trigram index for three letters or
// more, the order's index below that), which one plan for every value cannot know.
export function prepared<T>(db: Db, key: string, prepare: (name: string) => T, { planEachTime = false } = {}): T {
  let byKey = statements.get(db);
  if (!byKey || byKey.size >= STATEMENTS_KEPT) statements.set(db, (byKey = new Map()));
  let statement = byKey.get(key) as T | undefined;
  if (!statement) {
    // An empty name is PostgreSQL's unnamed statement, planned on each run. A name is at most 63 bytes:
    // the key's hash keeps it short and the same in every process.
    statement = prepare(planEachTime ? '' : `s_${createHash('sha256').update(key).digest('hex').slice(0, 32)}`);
    mapFlatRowsCompiled(statement);
    byKey.set(key, statement);
  }
  return statement;
}

// A LIMIT written into the statement's text instead of bound: PostgreSQL's generic plan takes a bound LIMIT
// for a tenth of the rows, finds itself dearer than a plan for the values, and so plans the statement again
// on every run (a school's first page: 6.3 ms a run, against 2.5 ms once the generic plan is kept). Each
// value is a statement of its own, so only for a value from a short fixed list, such as the page sizes.
// Drizzle's limit() is typed for numbers and placeholders; it writes any SQL it is given as it is.
export const limitInText = (count: number) => sql.raw(String(Math.trunc(count))) as unknown as number;

// What Drizzle's prepared query keeps of a selection (drizzle-orm 0.45, node-postgres and PGlite alike): the
// fields in the order of the row's values, and the mapper it calls instead of its own when one is set.
type Decoder = { mapFromDriverValue: (value: unknown) => unknown };
type SelectionInternals = {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown[];
};

const decoderOf = (field: unknown): Decoder => {
  if (is(field, Column)) return field;
  const expression: unknown = is(field, SQL) ? field : is(field, Subquery) ? field._.sql : (field as SQL.Aliased).sql;
  return (expression as { decoder: Decoder }).decoder;
};

// Drizzle maps each row field by field, finding each field's decoder again (four entity checks) and walking
// its path: a claims page's 200 rows of 19 values took 95 µs of a request's 2.5 ms. A flat selection (no
// nested objects, so no joined table to turn into null) is mapped instead by a function compiled once for
// it, which builds each row as one object literal (one shape from the start, where keys added one by one
// cost as much again) with the decoders found once. Left to Drizzle when its internals are not what this
// expects.
function mapFlatRowsCompiled(statement: unknown) {
  const internals = statement as SelectionInternals;
  const fields = internals.fields;
  if (!fields || internals.customResultMapper || fields.some(({ path }) => path.length !== 1 || path[0] === '__proto__')) return;
  const decoders = fields.map(({ field }) => decoderOf(field));
  // Compiled from the selection's own names (written in our code, never a caller's), quoted as JSON.
  const properties = fields.map(({ path }, index) => `${JSON.stringify(path[0])}: row[${index}] === null ? null : decoders[${index}].mapFromDriverValue(row[${index}])`);
  const mapRow = new Function('decoders', `return (row) => ({ ${properties.join(', ')} });`)(decoders) as (row: unknown[]) => unknown;
  internals.customResultMapper = (rows) => rows.map(mapRow);
}
