import { describe, expect, it } from 'vitest';
import { USER_ROLES } from './sign-in-rules.ts';
import { createSchoolUserSchema, userFormSchema } from './users.ts';
import { BAD_IDS, ID, emailOfLength, expectIssue, expectValid, issuesOf, text } from './test-helpers.ts';

const validUser = { first_name: 'Sam', last_name: 'Reed', email_address: 'sam@school.org', is_active: true };

describe('userFormSchema', () => {
  it('accepts fields at their limits', () => {
    expectValid(userFormSchema, {
      ...validUser,
      first_name: text(75),
      last_name: text(75),
      email_address: emailOfLength(100),
    });
  });

  it.each([
    ['first_name', '', 'FIRST_NAME_REQUIRED'],
    ['first_name', text(76), 'FIRST_NAME_MAX'],
    ['last_name', undefined, 'LAST_NAME_REQUIRED'],
    ['last_name', text(76), 'LAST_NAME_MAX'],
    ['email_address', '', 'EMAIL_REQUIRED'],
    ['email_address', undefined, 'EMAIL_REQUIRED'],
    ['email_address', 'sam@', 'INVALID_EMAIL'],
    ['email_address', 'sam school.org', 'INVALID_EMAIL'],
    ['email_address', emailOfLength(101), 'EMAIL_MAX'],
    ['is_active', undefined, 'IS_ACTIVE_REQUIRED'],
  ])('%s = %j fails with %s', (field, value, key) => {
    expectIssue(userFormSchema, { ...validUser, [field]: value }, field, key);
  });

  it('an empty e-mail gets only EMAIL_REQUIRED', () => {
    expect(issuesOf(userFormSchema, { ...validUser, email_address: '' })).toEqual([
      { path: 'email_address', message: 'EMAIL_REQUIRED' },
    ]);
  });

  it('trims the e-mail', () => {
    expect(userFormSchema.parse({ ...validUser, email_address: ' sam@school.org ' }).email_address).toBe('sam@school.org');
  });
});

describe('roles and school user creation', () => {
  it("has the spec's two roles and the coach (ADR 048)", () => {
    expect(USER_ROLES).toEqual(['user', 'admin', 'coach']);
  });

  it('creates school users with type user and a lower-case school uuid', () => {
    const parsed = createSchoolUserSchema.parse({ email: 'a@b.co', first_name: 'A', last_name: 'B', school_id: ID.toUpperCase() });
    expect(parsed).toEqual({ email: 'a@b.co', first_name: 'A', last_name: 'B', school_id: ID, type: 'user' });
    expectIssue(createSchoolUserSchema, { ...parsed, type: 'admin' }, 'type', 'INVALID_VALUE');
  });

  it('needs a school', () => {
    expectIssue(createSchoolUserSchema, { email: 'a@b.co', first_name: 'A', last_name: 'B' }, 'school_id', 'SCHOOL_REQUIRED');
  });

  it.each([...BAD_IDS, null].map((value) => [value]))('school_id = %j fails with SCHOOL_REQUIRED', (school_id) => {
    expect(issuesOf(createSchoolUserSchema, { email: 'a@b.co', first_name: 'A', last_name: 'B', school_id })).toEqual([
      { path: 'school_id', message: 'SCHOOL_REQUIRED' },
    ]);
  });
});
