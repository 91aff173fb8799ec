import { z } from 'zod';
import { INVALID_VALUE_ERROR } from './errors.ts';

// The REST half's answers (issue 38): each route declares these as its responses, so the server sends
// exactly them and the OpenAPI document (apps/server/openapi.json) describes them, and the web reads
// them with the same schemas instead of shapes of its own. Times travel as ISO 8601 strings. A schema of
// an answer is named ...Answer or ...AnswerSchema; any other schema checks what a person or a client
// sends, and refuses it with the spec's error keys (errors.test.ts).

export const isoDateTime = z.iso.datetime({ offset: true, error: 'INVALID_DATE' });

// Every refusal: the spec's error key, per-field keys for VALIDATION_FAILED, and the values a text names
// (a limit, the tries left...).
export const errorAnswer = z.looseObject({ error: z.string(), fields: z.record(z.string(), z.string()).optional() });
export type ErrorAnswer = z.infer<typeof errorAnswer>;

export const successAnswer = z.object({ success: z.literal(true) });

// A path's one id, as the URL gives it: the service answers NOT_FOUND for anything that names no row.
export const idParams = z.object({ id: z.string(INVALID_VALUE_ERROR) }, INVALID_VALUE_ERROR);
export const tokenParams = z.object({ token: z.string(INVALID_VALUE_ERROR) }, INVALID_VALUE_ERROR);

// Something created: its id.
export const createdAnswer = z.object({ success: z.literal(true), id: z.string() });

// A file uploaded to a dashboard element, a TPA's section or a school's logo: the element that holds it
// and the signed address it opens at (none once the element has no file).
export const uploadAnswer = z.object({ success: z.literal(true), element_id: z.string(), location: z.string().nullable() });
export type UploadAnswer = z.infer<typeof uploadAnswer>;
// A removal of such a file: the file's id.
export const fileRemovalSchema = z.object({ file_id: z.string(INVALID_VALUE_ERROR).optional() }, INVALID_VALUE_ERROR);
