import { describe, expect, it } from 'vitest';
import { salesRepFormSchema } from './sales-reps.ts';
import { emailOfLength, expectIssue, expectValid, text } from './test-helpers.ts';

const validRep = { first_name: 'Pat', last_name: 'Kim', email_address: '', is_active: true };

describe('salesRepFormSchema', () => {
  it('defaults see_all_schools to false', () => {
    expect(salesRepFormSchema.parse(validRep).see_all_schools).toBe(false);
  });

  it('accepts names and e-mail at their limits', () => {
    expectValid(salesRepFormSchema, {
      ...validRep,
      first_name: text(75),
      last_name: text(75),
      email_address: emailOfLength(100),
      see_all_schools: true,
    });
  });

  it.each([
    ['first_name', '', 'FIRST_NAME_REQUIRED'],
    ['first_name', text(76), 'FIRST_NAME_MAX'],
    ['last_name', '', 'LAST_NAME_REQUIRED'],
    ['last_name', text(76), 'LAST_NAME_MAX'],
    ['email_address', 'pat@', 'INVALID_EMAIL'],
    ['email_address', emailOfLength(101), 'EMAIL_MAX'],
    ['is_active', undefined, 'IS_ACTIVE_REQUIRED'],
    ['see_all_schools', 'yes', 'INVALID_VALUE'],
    ['phone', text(31), 'PHONE_INVALID'],
  ])('%s = %j fails with %s', (field, value, key) => {
    expectIssue(salesRepFormSchema, { ...validRep, [field]: value }, field, key);
  });
});
