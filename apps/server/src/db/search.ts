import { sql, type SQL, type AnyColumn } from 'drizzle-orm';

// Case-insensitive "contains" (served by the trigram indexes); the user's %, _ and \ match literally.
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export const contains = (column: AnyColumn | SQL, text: string): SQL => sql`${column} ilike ${containsPattern(text)}`;

// A person's "first last", as the full name's trigram index holds it: a part of either name is a part of
// the whole, so one condition finds what the first name, the last name or both do.
export const fullName = (first: AnyColumn, last: AnyColumn): SQL => sql`${first} || ' ' || ${last}`;

export const fullNameContains = (first: AnyColumn, last: AnyColumn, text: string): SQL => contains(fullName(first, last), text);
