import { sql, type Placeholder } from 'drizzle-orm';

// A list as one array value sent as a single text parameter: a school's thousands of ids in one
// statement would otherwise each take a parameter, and PostgreSQL takes at most 65,535 per statement.
const uuidsOfText = (text: string | Placeholder) => sql`string_to_array(${text}, ',')::uuid[]`;
export const uuidArray = (ids: readonly string[]) => uuidsOfText(ids.join(','));
// The same for a statement built once (db/prepared.ts): its ids joined by commas arrive under this name.
export const uuidArrayPlaceholder = (name: string) => uuidsOfText(sql.placeholder(name));
// The same, each id once: PostgreSQL drops the repeats of a list faster than a JavaScript Set, which
// hashes every fresh string (about 25 µs for a page's 200 ids).
export const distinctUuidArrayPlaceholder = (name: string) => sql`array(select distinct unnest(${uuidArrayPlaceholder(name)}))`;

// Free text (e-mail addresses, keys) as one text[] parameter; a newline never occurs in them.
export const textArray = (values: readonly string[]) => sql`string_to_array(${values.join('\n')}, E'\\n')::text[]`;
