import { describe, expect, it } from 'vitest';
import {
  addSchoolTpaFormSchema,
  checkDefaultTpa,
  checkLogoDimensions,
  checkLogoFile,
  schoolFormSchema,
  schoolNoteFormSchema,
  schoolTpaLinksFormSchema,
  sortActivityIdsByName,
} from './schools.ts';
import { BAD_IDS, ID, emailOfLength, expectIssue, expectValid, issuesOf, testId, text } from './test-helpers.ts';

const validSchool = {
  is_active: true,
  name: 'Central High',
  contact_name: '',
  address_1: '',
  address_2: '',
  city: '',
  state: null,
  postal_code: '',
  contact_email_address: '',
  contact_phone: '',
  sales_rep_id: null,
  allow_piv: false,
  allow_students_import: true,
  show_verification_status: false,
};

describe('schoolFormSchema', () => {
  it('needs only status and name', () => {
    expect(schoolFormSchema.parse({ is_active: false, name: 'X' })).toMatchObject({
      is_active: false,
      name: 'X',
      allow_piv: false,
      allow_students_import: false,
      show_verification_status: false,
    });
  });

  it('accepts every field at its limit', () => {
    expectValid(schoolFormSchema, {
      ...validSchool,
      name: text(100),
      contact_name: text(100),
      address_1: text(100),
      address_2: text(100),
      city: text(75),
      state: 'CA',
      postal_code: text(10),
      contact_email_address: emailOfLength(100),
      contact_phone: text(30),
      sales_rep_id: testId(3),
    });
  });

  it('keeps closed claims unless a retention of 1 to 50 whole years is given', () => {
    expect(schoolFormSchema.parse(validSchool).retention_years).toBeNull();
    expect(schoolFormSchema.parse({ ...validSchool, retention_years: 7 }).retention_years).toBe(7);
    for (const years of [0, 51, 2.5, '7']) expectIssue(schoolFormSchema, { ...validSchool, retention_years: years }, 'retention_years', 'RETENTION_YEARS_INVALID');
    expect(schoolFormSchema.parse(validSchool).insurance_confirm_days).toBeNull();
    expect(schoolFormSchema.parse({ ...validSchool, insurance_confirm_days: 90 }).insurance_confirm_days).toBe(90);
    for (const days of [0, 366, 1.5, '90']) expectIssue(schoolFormSchema, { ...validSchool, insurance_confirm_days: days }, 'insurance_confirm_days', 'INSURANCE_CONFIRM_DAYS_INVALID');
  });

  it('parses the sales rep id from a select value', () => {
    expect(schoolFormSchema.parse({ ...validSchool, sales_rep_id: ID.toUpperCase() }).sales_rep_id).toBe(ID);
    expect(schoolFormSchema.parse({ ...validSchool, sales_rep_id: '' }).sales_rep_id).toBeNull();
  });

  it.each([
    ['is_active', undefined, 'STATUS_REQUIRED'],
    ['is_active', null, 'STATUS_REQUIRED'],
    ['name', '', 'NAME_REQUIRED'],
    ['name', '  ', 'NAME_REQUIRED'],
    ['name', undefined, 'NAME_REQUIRED'],
    ['name', text(101), 'NAME_MAX'],
    ['contact_name', text(101), 'CONTACT_NAME_MAX'],
    ['address_1', text(101), 'ADDRESS_1_INVALID'],
    ['address_2', text(101), 'ADDRESS_2_INVALID'],
    ['city', text(76), 'CITY_INVALID'],
    ['postal_code', text(11), 'ZIP_INVALID'],
    ['contact_email_address', 'nope', 'EMAIL_INVALID'],
    ['contact_email_address', emailOfLength(101), 'EMAIL_MAX'],
    ['contact_phone', text(31), 'PHONE_INVALID'],
    ['state', 'Texas', 'STATE_INVALID'],
    ['sales_rep_id', '7', 'INVALID_VALUE'],
    ['sales_rep_id', 7, 'INVALID_VALUE'],
    ['sales_rep_id', `${ID}x`, 'INVALID_VALUE'],
  ])('%s = %j fails with %s', (field, value, key) => {
    expectIssue(schoolFormSchema, { ...validSchool, [field]: value }, field, key);
  });
});

describe('schoolNoteFormSchema', () => {
  it('accepts empty and 2048 characters', () => {
    expectValid(schoolNoteFormSchema, { note: '' });
    expectValid(schoolNoteFormSchema, { note: text(2048) });
  });

  it('rejects 2049 characters with INVALID_NOTES', () => {
    expectIssue(schoolNoteFormSchema, { note: text(2049) }, 'note', 'INVALID_NOTES');
  });
});

describe('addSchoolTpaFormSchema', () => {
  it('accepts a chosen TPA as its lower-case uuid', () => {
    expect(addSchoolTpaFormSchema.parse({ third_party_administrator_id: ` ${ID.toUpperCase()} ` })).toEqual({
      third_party_administrator_id: ID,
    });
  });

  it.each([...BAD_IDS, undefined, null, 0].map((value) => [value]))('%j fails with TPA_REQUIRED', (value) => {
    expectIssue(addSchoolTpaFormSchema, { third_party_administrator_id: value }, 'third_party_administrator_id', 'TPA_REQUIRED');
  });
});

describe('schoolTpaLinksFormSchema', () => {
  const link = {
    id: testId(1),
    third_party_administrator_id: testId(2),
    policy_number: 'P-1',
    tpa_identifier: 'G-1',
    effective_date: '2024-08-01',
    activities: [testId(3), ID.toUpperCase()],
    is_active: true,
    is_default: true,
  };
  const other = { ...link, id: testId(5), is_default: false };

  it('accepts one active default and fields at their limits', () => {
    expectValid(schoolTpaLinksFormSchema, {
      links: [{ ...link, policy_number: text(20), tpa_identifier: text(50) }, other],
    });
    expect(schoolTpaLinksFormSchema.parse({ links: [link] }).links[0]?.activities).toEqual([testId(3), ID]);
  });

  it('accepts a new row without ids, and parses empty ids to null', () => {
    const row = { ...link, id: undefined, third_party_administrator_id: '' };
    expect(schoolTpaLinksFormSchema.parse({ links: [row] }).links[0]).toMatchObject({ third_party_administrator_id: null });
    expectValid(schoolTpaLinksFormSchema, { links: [{ ...link, id: null, third_party_administrator_id: null }] });
  });

  it.each([
    ['id', 1],
    ['id', 'x'],
    ['third_party_administrator_id', '2'],
    ['third_party_administrator_id', `${testId(2)}0`],
  ])('%s = %j fails with INVALID_VALUE', (field, value) => {
    expectIssue(schoolTpaLinksFormSchema, { links: [{ ...link, [field]: value }] }, `links.0.${field}`, 'INVALID_VALUE');
  });

  it.each([[3], ['4'], [''], ['0b1c6c0e-3f0e-4a8e-9a55-2f4f5f6a7b8g']])('activity id %j fails with INVALID_VALUE', (value) => {
    expectIssue(schoolTpaLinksFormSchema, { links: [{ ...link, activities: [ID, value] }] }, 'links.0.activities.1', 'INVALID_VALUE');
  });

  it.each([
    ['policy_number', text(21)],
    ['tpa_identifier', text(51)],
  ])('%s over its limit fails with INVALID_POLICY_NUMBER', (field, value) => {
    expectIssue(schoolTpaLinksFormSchema, { links: [{ ...link, [field]: value }] }, `links.0.${field}`, 'INVALID_POLICY_NUMBER');
  });

  it('rejects an impossible effective date', () => {
    expectIssue(schoolTpaLinksFormSchema, { links: [{ ...link, effective_date: '2024-02-30' }] }, 'links.0.effective_date', 'INVALID_DATE');
  });

  it('needs at least one row', () => {
    expect(issuesOf(schoolTpaLinksFormSchema, { links: [] })).toEqual([{ path: 'links', message: 'AT_LEAST_ONE_TPA' }]);
  });

  it.each([
    ['no default', [{ ...link, is_default: false }, other], 'AT_LEAST_ONE_DEFAULT'],
    ['two defaults', [link, { ...other, is_default: true }], 'NO_MORE_THAN_ONE_DEFAULT'],
    ['an inactive default', [{ ...link, is_active: false }, other], 'THE_DEFAULT_HAS_TO_BE_ACTIVE'],
  ])('%s fails with %s', (_label, links, key) => {
    expectIssue(schoolTpaLinksFormSchema, { links }, 'links', key);
  });

  it('reports the default rule together with row errors', () => {
    const issues = issuesOf(schoolTpaLinksFormSchema, { links: [{ ...link, is_default: false, policy_number: text(21) }] });
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'links.0.policy_number', message: 'INVALID_POLICY_NUMBER' },
        { path: 'links', message: 'AT_LEAST_ONE_DEFAULT' },
      ]),
    );
  });

  it('checkDefaultTpa is usable on stored rows', () => {
    expect(checkDefaultTpa([{ is_active: true, is_default: true }])).toBeNull();
    expect(checkDefaultTpa([])).toBe('AT_LEAST_ONE_DEFAULT');
  });

  it('sorts chosen sports by name', () => {
    const activities = [
      { id: testId(1), activity: 'soccer' },
      { id: testId(2), activity: 'Baseball' },
      { id: testId(3), activity: 'Tennis' },
    ];
    expect(sortActivityIdsByName([testId(1), testId(3), testId(2)], activities)).toEqual([testId(2), testId(1), testId(3)]);
  });

  it('finds sport names for ids in any case, and returns the ids as given', () => {
    const activities = [
      { id: ID, activity: 'Tennis' },
      { id: testId(2).toUpperCase(), activity: 'Baseball' },
    ];
    expect(sortActivityIdsByName([ID.toUpperCase(), testId(2)], activities)).toEqual([testId(2), ID.toUpperCase()]);
  });
});

describe('logo rules', () => {
  it.each([['image/jpeg'], ['image/png'], ['image/gif'], ['image/svg+xml']])('accepts %s', (type) => {
    expect(checkLogoFile({ type, size: 1000 })).toBeNull();
  });

  it('rejects other types', () => {
    expect(checkLogoFile({ type: 'application/pdf', size: 10 })).toBe('INVALID_FILE_TYPE');
  });

  it('allows exactly 10485760 bytes and rejects one more', () => {
    expect(checkLogoFile({ type: 'image/png', size: 10_485_760 })).toBeNull();
    expect(checkLogoFile({ type: 'image/png', size: 10_485_761 })).toBe('FILE_TOO_BIG');
  });

  it.each([
    [100, 100, null],
    [1200, 800, null],
    [99, 100, 'IMAGE_DIMENSIONS'],
    [100, 99, 'IMAGE_DIMENSIONS'],
  ])('%ix%i gives %s', (width, height, key) => {
    expect(checkLogoDimensions({ width, height })).toBe(key);
  });
});
