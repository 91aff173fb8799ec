import { z } from 'zod';

// A client's key for one write it may send again (Idempotency-Key): any printable text up to 200
// characters; the web app sends a UUID made once per claim draft, or per file selection.
export const idempotencyKeySchema = z.string().trim().min(1).max(200).regex(/^[\x21-\x7e]+$/).optional();
