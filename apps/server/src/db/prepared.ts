import { createHash } from 'node:crypto';
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
    byKey.set(key, statement);
  }
  return statement;
}
