import { clientIdSchema } from '@claims/shared';

// A client's key for one write it may send again (Idempotency-Key, or a form's client_id): the web app
// sends a UUID made once per claim draft, per incident draft, or per file selection.
export const idempotencyKeySchema = clientIdSchema.optional();
