import { safeParse, type core, type output } from 'zod/mini';
import { api, unexpectedAnswer, type SendOptions } from './api';

// A JSON REST call read with the answer's shared schema (packages/shared, the one the server declares for
// the route): an answer of another shape is an unexpected answer. zod's small API: the sign-in pages use
// it too, and a page that reads no answer this way loads no schema code (ADR 017).
export const apiAnswer = async <S extends core.$ZodType>(answer: S, path: string, options: SendOptions = {}): Promise<output<S>> => {
  const parsed = safeParse(answer, await api(path, options));
  if (!parsed.success) throw unexpectedAnswer(path);
  return parsed.data;
};
