import { sql, type SQL, type AnyColumn } from 'drizzle-orm';

// Case-insensitive "contains" (served by the trigram indexes); the user's %, _ and \ match literally.
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export const contains = (column: AnyColumn | SQL, text: string): SQL => sql`${column} ilike ${containsPattern(text)}`;
