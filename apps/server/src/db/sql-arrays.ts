import { sql } from 'drizzle-orm';

// A list of ids as one uuid[] value (Drizzle spreads a plain array into separate parameters).
export const uuidArray = (ids: readonly string[]) => sql`array[${sql.join(
  ids.map((id) => sql`${id}`),
  sql`, `,
)}]::uuid[]`;
