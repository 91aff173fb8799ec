import { isErrorKey, parentLinkCheckSchema, parentPartSchema } from '@claims/shared';
import { describe, expect, it } from 'vitest';
import parent from '../../locales/en/parent.json';
import en from '../../locales/en/translation.json';

const keysOf = (schema: typeof parentPartSchema | typeof parentLinkCheckSchema, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const long = 'a'.repeat(200);

// The page loads translation.json and parent.json alone: every key it can show must be in one of them.
describe('parent.json', () => {
  it("has a text for every key the page's schemas give", () => {
    const keys = [
      ...keysOf(parentLinkCheckSchema, { birth_date: '' }),
      ...keysOf(parentLinkCheckSchema, { birth_date: '2010-02-30' }),
      ...keysOf(parentPartSchema, { parent: {}, other_insurance: 'HAS_OTHER', providers: [{ is_other_provider: true }] }),
      ...keysOf(parentPartSchema, {
        parent: { first_name: long, last_name: long, email: 'not an address', phone: long },
        providers: [{ provider_name: long, insurance_member_id: long, insurance_group_id: long }],
        signature_name: long,
      }),
    ];
    expect(keys.filter((key) => !Object.hasOwn(parent.errors, key) && !Object.hasOwn(en.errors, key))).toEqual([]);
    expect(keys.length).toBeGreaterThan(20);
  });

  it('translates only keys of the shared vocabulary (and their plural forms)', () => {
    const keys = [...Object.keys(parent.errors), ...Object.keys(parent.notifications)].map((key) => key.replace(/_(one|other)$/, ''));
    expect(keys.filter((key) => !isErrorKey(key))).toEqual([]);
  });
});
