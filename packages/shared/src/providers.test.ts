import { describe, expect, it } from 'vitest';
import { insuranceProviderFormSchema } from './providers.ts';

const valid = { name: 'Aetna', is_active: true };
const firstKey = (value: unknown) => {
  const result = insuranceProviderFormSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('insuranceProviderFormSchema', () => {
  it('accepts a name and status, and fields at their limits', () => {
    expect(firstKey({ ...valid, address: 'x'.repeat(100), city: 'x'.repeat(75), postal_code: '12345-6789', policy_or_certificate_number: 'x'.repeat(50), state: 'CT' })).toBeNull();
  });

  it.each([
    [{ ...valid, name: '  ' }, 'NAME_REQUIRED'],
    [{ ...valid, name: 'x'.repeat(101) }, 'NAME_MAX'],
    [{ ...valid, address: 'x'.repeat(101) }, 'ADDRESS_1_INVALID'],
    [{ ...valid, city: 'x'.repeat(76) }, 'CITY_INVALID'],
    [{ ...valid, postal_code: '12345678901' }, 'ZIP_INVALID'],
    [{ ...valid, policy_or_certificate_number: 'x'.repeat(51) }, 'INVALID_POLICY_NUMBER'],
    [{ name: 'Aetna' }, 'IS_ACTIVE_REQUIRED'],
  ])('refuses %o with %s', (value, key) => {
    expect(firstKey(value)).toBe(key);
  });
});
