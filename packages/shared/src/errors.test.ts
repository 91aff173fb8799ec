import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from './index.ts';
import { ERROR_KEYS, isErrorKey } from './errors.ts';

// What a person or a client sends; the REST answers (named ...Answer or ...AnswerSchema, rest.ts) are what
// the server sends, and never reach a field.
const schemas = Object.entries(shared as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType && !/Answer(Schema)?$/.test(entry[0]),
);

// Bad inputs of every shape: each must fail with messages from the key set, never zod's English.
const badInputs: unknown[] = [
  null,
  undefined,
  42,
  'text',
  [],
  {},
  { links: [{}] },
  { links: [{ policy_number: 1 }] },
  { students_providers: [{}], student_address: {}, parent_info: { first_name: 1 } },
  { insurance_provider_id: {}, is_other_provider: 'yes', state_prov: 1, country: 'yes' },
  // ids that are not uuids (old integer ids, a uuid with a typo) reach the uuid check of every id field
  {
    school_id: 1,
    student_id: '0b1c6c0e-3f0e-4a8e-9a55-2f4f5f6a7b8g',
    tpaId: '3',
    third_party_administrator_id: 4,
    links: [{ id: '1', third_party_administrator_id: 2, activities: [3, 'x'] }],
    students_providers: [{ id: 7, insurance_provider_id: '4' }],
  },
];

describe('error keys', () => {
  it('has no duplicates', () => {
    expect(new Set(ERROR_KEYS).size).toBe(ERROR_KEYS.length);
  });

  it('finds the exported schemas', () => {
    expect(schemas.length).toBeGreaterThan(20);
  });

  it.each(schemas)('%s only produces known error keys', (_name, schema) => {
    for (const input of badInputs) {
      const result = schema.safeParse(input);
      if (result.success) continue;
      for (const issue of result.error.issues) {
        expect(isErrorKey(issue.message), `${issue.message} at ${issue.path.join('.')}`).toBe(true);
      }
    }
  });
});
