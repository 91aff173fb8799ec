import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

// zodResolver wants the form's values typed as the schema's input. The wizard's forms hold null in a
// select or radio nobody answered yet, which the schema rejects with that field's key, so their value
// types are wider than the input type; this resolver parses whatever the form holds.
export const schemaResolver =
  <TValues extends FieldValues, TOutput>(schema: z.ZodType<TOutput>): Resolver<TValues, unknown, TOutput> =>
  async (values, _context, options) => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
