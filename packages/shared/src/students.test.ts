import { describe, expect, it } from 'vitest';
import {
  OTHER_INSURANCE_OPTION,
  STUDENT_IMPORT_MANDATORY_COLUMNS,
  genderFromWire,
  genderToWire,
  insuranceEntryToWire,
  isCsvBirthdate,
  isCsvGender,
  isCsvPhone,
  isCsvPostal,
  isCsvState,
  missingStudentImportColumns,
  parentInfoFromWire,
  parentInfoSchema,
  parentInfoToWire,
  providerStatusAfterEdit,
  providerStatusLabel,
  providersToSave,
  resetStudentsSchema,
  studentAddressFromWire,
  studentFormFromWire,
  studentFormSchema,
  studentFormToWire,
  studentInsuranceEntrySchema,
  validateStudentCsvCell,
  validateStudentCsvRow,
  wizardInsuranceEntrySchema,
} from './students.ts';
import { claimProviderWireSchema } from './claims.ts';
import { countryToApi } from './geo.ts';
import { ID, emailOfLength, expectIssue, expectValid, issuesOf, testId, text, wireDayFromToday } from './test-helpers.ts';

const validStudent = {
  firstName: 'Ana',
  lastName: 'Lopez',
  academicId: 'S-1',
  dob: '2010-04-02',
  gender: 'F',
  address1: '1 Main St',
  address2: '',
  city: 'Austin',
  state: 'TX',
  province: null,
  zip: '73301',
  email: '',
  phone: '',
  canadianAddress: false,
};

describe('gender mapping', () => {
  it.each([
    ['F', 'F'],
    ['M', 'M'],
    ['N', 'X'],
    ['', 'X'],
    [null, 'X'],
    [undefined, 'X'],
  ] as const)('form %s is sent as %s', (form, wire) => {
    expect(genderToWire(form)).toBe(wire);
  });

  it.each([
    ['F', 'F'],
    ['M', 'M'],
    ['X', 'N'],
    [null, null],
    ['Q', null],
  ])('wire %s reads back as %s', (wire, form) => {
    expect(genderFromWire(wire)).toBe(form);
  });
});

describe('studentFormSchema', () => {
  it('accepts a valid US student and trims text', () => {
    const parsed = studentFormSchema.parse({ ...validStudent, firstName: '  Ana ' });
    expect(parsed.firstName).toBe('Ana');
  });

  it('accepts fields exactly at their limits', () => {
    expectValid(studentFormSchema, {
      ...validStudent,
      firstName: text(75),
      lastName: text(75),
      academicId: text(20),
      address1: text(100),
      address2: text(100),
      city: text(75),
      zip: text(10, '1'),
      email: emailOfLength(100),
      phone: text(30, '1'),
    });
  });

  it('accepts a birth date of today', () => {
    expectValid(studentFormSchema, { ...validStudent, dob: wireDayFromToday(0) });
  });

  it.each([
    ['firstName', '', 'FIRST_NAME_REQUIRED'],
    ['firstName', '   ', 'FIRST_NAME_REQUIRED'],
    ['firstName', undefined, 'FIRST_NAME_REQUIRED'],
    ['firstName', text(76), 'FIRST_NAME_MAX'],
    ['lastName', '', 'LAST_NAME_REQUIRED'],
    ['lastName', text(76), 'LAST_NAME_MAX'],
    ['academicId', text(21), 'ACADEMIC_ID_INVALID'],
    ['dob', '', 'DOB_REQUIRED'],
    ['dob', undefined, 'DOB_REQUIRED'],
    ['dob', '2010-02-30', 'INVALID_DATE'],
    ['dob', wireDayFromToday(1), 'FUTURE_DATE'],
    ['gender', undefined, 'GENDER_REQUIRED'],
    ['gender', null, 'GENDER_REQUIRED'],
    ['gender', '', 'GENDER_REQUIRED'],
    ['gender', 'X', 'GENDER_REQUIRED'],
    ['address1', '', 'ADDRESS_1_REQUIRED'],
    ['address1', '  ', 'ADDRESS_1_REQUIRED'],
    ['address1', text(101), 'ADDRESS_1_INVALID'],
    ['address2', text(101), 'ADDRESS_2_INVALID'],
    ['city', '', 'CITY_REQUIRED'],
    ['city', undefined, 'CITY_REQUIRED'],
    ['city', text(76), 'CITY_INVALID'],
    ['zip', '', 'ZIP_REQUIRED'],
    ['zip', text(11, '1'), 'ZIP_INVALID'],
    ['email', 'not-an-email', 'INVALID_EMAIL'],
    ['email', emailOfLength(101), 'EMAIL_MAX'],
    ['phone', text(31, '1'), 'PHONE_INVALID'],
    ['state', '', 'STATE_REQUIRED'],
    ['state', null, 'STATE_REQUIRED'],
    ['state', 'ON', 'STATE_REQUIRED'],
  ])('%s = %j fails with %s', (field, value, key) => {
    expectIssue(studentFormSchema, { ...validStudent, [field]: value }, field, key);
  });

  it('gives one error per empty required field', () => {
    expect(issuesOf(studentFormSchema, { ...validStudent, firstName: '' })).toEqual([
      { path: 'firstName', message: 'FIRST_NAME_REQUIRED' },
    ]);
  });

  it('reports the address rule alongside other field errors', () => {
    const issues = issuesOf(studentFormSchema, { ...validStudent, firstName: '', gender: undefined, state: '' });
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'FIRST_NAME_REQUIRED' },
        { path: 'gender', message: 'GENDER_REQUIRED' },
        { path: 'state', message: 'STATE_REQUIRED' },
      ]),
    );
  });

  describe('Canadian address', () => {
    const canadian = { ...validStudent, canadianAddress: true, state: null, province: 'ON', zip: 'K1A 0B1' };

    it('needs a province and no state', () => {
      expectValid(studentFormSchema, canadian);
    });

    it.each([[''], [null], [undefined], ['TX']])('province %j fails with PROVINCE_REQUIRED', (province) => {
      expectIssue(studentFormSchema, { ...canadian, province }, 'province', 'PROVINCE_REQUIRED');
    });

    it('ignores a leftover state', () => {
      expectValid(studentFormSchema, { ...canadian, state: 'TX' });
    });

    it('a US address ignores a leftover province', () => {
      expectValid(studentFormSchema, { ...validStudent, province: 'ON' });
    });
  });
});

describe('student wire mapping', () => {
  it('maps a US student to columns', () => {
    const form = studentFormSchema.parse({ ...validStudent, gender: 'N', email: ' a@b.co ', academicId: '' });
    expect(studentFormToWire(form)).toEqual({
      first_name: 'Ana',
      last_name: 'Lopez',
      academic_id: null,
      gender: 'X',
      date_of_birth: '2010-04-02',
      email_address: 'a@b.co',
      primary_phone: null,
      address_1: '1 Main St',
      address_2: null,
      city: 'Austin',
      state_prov: 'Texas',
      postal_code: '73301',
      country: 'United States',
    });
  });

  it('stores the province name and Canada for a Canadian student', () => {
    const form = studentFormSchema.parse({ ...validStudent, canadianAddress: true, state: 'TX', province: 'QC' });
    expect(studentFormToWire(form)).toMatchObject({ state_prov: 'Quebec', country: 'Canada' });
  });

  it('reads a stored Canadian student back into the form', () => {
    expect(
      studentAddressFromWire({ address_1: 'a', city: 'b', state_prov: 'Quebec', postal_code: 'c', country: 'CANADA' }),
    ).toEqual({ address1: 'a', address2: '', city: 'b', state: null, province: 'QC', zip: 'c', canadianAddress: true });
  });

  it('round-trips through the form', () => {
    const form = studentFormSchema.parse(validStudent);
    const wire = studentFormToWire(form);
    const back = studentFormSchema.parse(studentFormFromWire({ ...wire, country: countryToApi(wire.country) }));
    expect(back).toEqual({ ...form, academicId: 'S-1', address2: '', email: '', phone: '' });
  });
});

describe('parentInfoSchema', () => {
  it('accepts an empty parent', () => {
    expectValid(parentInfoSchema, {});
    expectValid(parentInfoSchema, { firstName: '', state: '', canadianAddress: false });
  });

  it('accepts every field at its limit', () => {
    expectValid(parentInfoSchema, {
      firstName: text(75),
      lastName: text(75),
      address1: text(100),
      address2: text(100),
      city: text(75),
      zip: text(10),
      employerName: text(75),
      employerPhone: text(30),
      state: 'NY',
    });
  });

  it.each([
    ['firstName', text(76), 'FIRST_NAME_MAX'],
    ['lastName', text(76), 'LAST_NAME_MAX'],
    ['address1', text(101), 'ADDRESS_1_INVALID'],
    ['address2', text(101), 'ADDRESS_2_INVALID'],
    ['city', text(76), 'CITY_INVALID'],
    ['zip', text(11), 'ZIP_INVALID'],
    ['employerName', text(76), 'EMPLOYER_NAME_MAX'],
    ['employerPhone', text(31), 'PHONE_INVALID'],
    ['state', 'XX', 'STATE_INVALID'],
  ])('%s = %j fails with %s', (field, value, key) => {
    expectIssue(parentInfoSchema, { [field]: value }, field, key);
  });

  it('checks the province of a Canadian parent', () => {
    expectIssue(parentInfoSchema, { canadianAddress: true, province: 'TX' }, 'province', 'PROVINCE_INVALID');
    expectValid(parentInfoSchema, { canadianAddress: true, province: 'MB' });
  });

  it('maps to null when empty, else to columns', () => {
    expect(parentInfoToWire(parentInfoSchema.parse({ firstName: ' ' }))).toBeNull();
    expect(parentInfoToWire(null)).toBeNull();
    const wire = parentInfoToWire(parentInfoSchema.parse({ firstName: 'Rosa', canadianAddress: true, province: 'AB' }));
    expect(wire).toMatchObject({ first_name: 'Rosa', last_name: null, state_prov: 'Alberta', country: 'Canada' });
    expect(parentInfoFromWire(wire && { ...wire, country: 'CANADA' })).toMatchObject({ firstName: 'Rosa', province: 'AB', canadianAddress: true });
  });
});

describe('insurance entries', () => {
  const company = { value: testId(12), label: 'Acme Health' };
  const entry = { insuranceCompany: company, insuranceMemberId: 'M1', insuranceGroupId: 'G1', phone: '555' };

  it('accepts an entry with fields at their limits', () => {
    expectValid(wizardInsuranceEntrySchema, {
      insuranceCompany: OTHER_INSURANCE_OPTION,
      providerName: text(50),
      insuranceMemberId: text(50),
      insuranceGroupId: text(50),
      phone: text(30),
      address1: text(100),
      city: text(75),
      zip: text(10),
    });
  });

  it.each([
    ['insuranceCompany', undefined, 'INSURANCE_COMPANY_REQUIRED'],
    ['insuranceCompany', null, 'INSURANCE_COMPANY_REQUIRED'],
    ['insuranceCompany.value', { value: '', label: 'Acme' }, 'INSURANCE_COMPANY_VALUE_REQUIRED'],
    ['insuranceCompany.label', { value: testId(12), label: '' }, 'INSURANCE_COMPANY_LABEL_REQUIRED'],
  ])('wizard: %s = %j fails with %s', (path, value, key) => {
    expectIssue(wizardInsuranceEntrySchema, { ...entry, insuranceCompany: value }, path, key);
  });

  it.each([
    ['providerName', text(51), 'INSURANCE_NAME_MAX'],
    ['insuranceMemberId', text(51), 'INSURANCE_MEMBER_ID_MAX'],
    ['insuranceGroupId', text(51), 'INSURANCE_GROUP_ID_MAX'],
    ['phone', text(31), 'PHONE_INVALID'],
    ['address1', text(101), 'ADDRESS_1_INVALID'],
    ['address2', text(101), 'ADDRESS_2_INVALID'],
    ['city', text(76), 'CITY_INVALID'],
    ['zip', text(11), 'ZIP_INVALID'],
  ])('%s = %j fails with %s on both forms', (field, value, key) => {
    expectIssue(wizardInsuranceEntrySchema, { ...entry, [field]: value }, field, key);
    expectIssue(studentInsuranceEntrySchema, { ...entry, [field]: value }, field, key);
  });

  it.each([[''], ['  '], [undefined]])('Other needs a provider name (%j)', (providerName) => {
    const other = { ...entry, insuranceCompany: OTHER_INSURANCE_OPTION, providerName };
    expectIssue(wizardInsuranceEntrySchema, other, 'providerName', 'PROVIDER_NAME_REQUIRED');
    expectIssue(studentInsuranceEntrySchema, other, 'providerName', 'PROVIDER_NAME_REQUIRED');
  });

  it('a named company needs no provider name', () => {
    expectValid(wizardInsuranceEntrySchema, entry);
  });

  it('the student form accepts an entry without a company, and does not save it', () => {
    expectValid(studentInsuranceEntrySchema, { insuranceCompany: null });
    expectValid(studentInsuranceEntrySchema, {});
    const entries = [{ insuranceCompany: null }, { insuranceCompany: company }, {}];
    expect(providersToSave(entries)).toEqual([{ insuranceCompany: company }]);
  });

  it('maps a named company and Other to columns', () => {
    expect(insuranceEntryToWire({ ...entry, id: testId(4), providerName: 'ignored' })).toEqual({
      id: testId(4),
      insurance_provider_id: testId(12),
      is_other_provider: false,
      provider_name: null,
      insurance_member_id: 'M1',
      insurance_group_id: 'G1',
      phone: '555',
    });
    expect(
      insuranceEntryToWire({ insuranceCompany: OTHER_INSURANCE_OPTION, providerName: ' Local Co ', phone: '' }),
    ).toEqual({
      insurance_provider_id: null,
      is_other_provider: true,
      provider_name: 'Local Co',
      insurance_member_id: null,
      insurance_group_id: null,
      phone: null,
    });
  });

  it('keeps a uuid company (and entry id) as trimmed lower-case strings', () => {
    const wire = insuranceEntryToWire({
      id: ` ${testId(4).toUpperCase()} `,
      insuranceCompany: { value: ` ${ID.toUpperCase()} `, label: 'Acme Health' },
    });
    expect(wire).toMatchObject({ id: testId(4), insurance_provider_id: ID, is_other_provider: false, provider_name: null });
  });

  it('Other never carries a provider id, whatever the entry holds', () => {
    expect(
      insuranceEntryToWire({ id: testId(4), insuranceCompany: OTHER_INSURANCE_OPTION, providerName: 'Local Co' }),
    ).toMatchObject({ id: testId(4), insurance_provider_id: null, is_other_provider: true, provider_name: 'Local Co' });
  });

  it.each([[''], ['  '], [null], [undefined]])('an entry id %j is left out', (id) => {
    expect(insuranceEntryToWire({ ...entry, id })).not.toHaveProperty('id');
  });

  it('a parsed wizard entry goes to the wire and passes the claim provider schema unchanged', () => {
    const parsed = wizardInsuranceEntrySchema.parse({
      ...entry,
      id: ID.toUpperCase(),
      insuranceCompany: { value: testId(12).toUpperCase(), label: 'Acme Health' },
    });
    const wire = insuranceEntryToWire(parsed);
    expect(wire).toMatchObject({ id: ID, insurance_provider_id: testId(12) });
    expect(claimProviderWireSchema.parse(wire)).toEqual(wire);
  });

  it('a malformed company value is not silently dropped: the claim provider schema rejects it', () => {
    const wire = insuranceEntryToWire({ ...entry, insuranceCompany: { value: '12', label: 'Old Co' } });
    expect(wire.insurance_provider_id).toBe('12');
    expect(issuesOf(claimProviderWireSchema, wire)).toEqual([{ path: 'insurance_provider_id', message: 'INVALID_VALUE' }]);
  });
});

describe('provider status', () => {
  it.each([
    [null, 'Not Verified'],
    [undefined, 'Not Verified'],
    ['VERIFIED', 'Verified'],
    ['POLICY_NOT_ACTIVE', 'Not Active'],
    ['NO_INSURANCE', 'No Insurance'],
    ['QUEUED', 'Queued'],
    ['SOMETHING_ELSE', 'Needs Audit'],
    ['', 'Needs Audit'],
  ])('%s is shown as %s', (status, label) => {
    expect(providerStatusLabel(status)).toBe(label);
  });

  const stored = {
    insurance_provider_id: ID,
    is_other_provider: false,
    insurance_member_id: 'M1',
    status: 'VERIFIED',
  };

  it('keeps the status when nothing that was verified changed', () => {
    expect(providerStatusAfterEdit(stored, { ...stored })).toBe('VERIFIED');
    expect(providerStatusAfterEdit(stored, { ...stored, insurance_member_id: ' M1 ' })).toBe('VERIFIED');
  });

  it.each([
    ['member id', { insurance_member_id: 'M2' }],
    ['member id cleared', { insurance_member_id: null }],
    ['other flag', { is_other_provider: true }],
    ['insurer', { insurance_provider_id: testId(13) }],
    ['insurer cleared', { insurance_provider_id: null }],
  ])('resets to null when the %s changes', (_label, change) => {
    expect(providerStatusAfterEdit(stored, { ...stored, ...change })).toBeNull();
  });

  it('a new provider starts unverified, and a stored null stays null', () => {
    expect(providerStatusAfterEdit(null, stored)).toBeNull();
    expect(providerStatusAfterEdit({ ...stored, status: null }, stored)).toBeNull();
  });

  it('compares insurer ids case-insensitively and trimmed', () => {
    const upperStored = { ...stored, insurance_provider_id: ID.toUpperCase() };
    expect(providerStatusAfterEdit(upperStored, { ...stored, insurance_provider_id: ID })).toBe('VERIFIED');
    expect(providerStatusAfterEdit(stored, { ...stored, insurance_provider_id: ` ${ID.toUpperCase()} ` })).toBe('VERIFIED');
    expect(providerStatusAfterEdit(upperStored, { ...stored, insurance_provider_id: testId(13) })).toBeNull();
  });

  it('treats a missing other flag as false', () => {
    expect(providerStatusAfterEdit({ ...stored, is_other_provider: null }, stored)).toBe('VERIFIED');
  });
});

describe('reset students confirmation', () => {
  it('needs the exact phrase', () => {
    expectValid(resetStudentsSchema, { confirmation: 'Delete Students' });
    expectIssue(resetStudentsSchema, { confirmation: 'delete students' }, 'confirmation', 'RESET_CONFIRMATION_MISMATCH');
  });
});

describe('student CSV import', () => {
  it('treats STUDENT_ID as mandatory', () => {
    expect(STUDENT_IMPORT_MANDATORY_COLUMNS).toContain('STUDENT_ID');
    expect(STUDENT_IMPORT_MANDATORY_COLUMNS).toHaveLength(12);
  });

  it('lists missing mandatory headers', () => {
    const headers = STUDENT_IMPORT_MANDATORY_COLUMNS.filter((column) => column !== 'INS_PHONE').map((column) =>
      column.toLowerCase(),
    );
    expect(missingStudentImportColumns(headers)).toEqual(['INS_PHONE']);
    expect(missingStudentImportColumns([...STUDENT_IMPORT_MANDATORY_COLUMNS])).toEqual([]);
  });

  it.each(['F', 'M', 'X', ' F '])('gender %j is valid', (value) => expect(isCsvGender(value)).toBe(true));
  it.each(['N', 'f', 'Female', ''])('gender %j is invalid', (value) => expect(isCsvGender(value)).toBe(false));

  it.each(['01/31/2010', '02/29/2012'])('birthdate %s is valid', (value) => expect(isCsvBirthdate(value)).toBe(true));
  it.each(['02/30/2010', '2010-01-31', '1/31/2010', '01/31/2999'])('birthdate %s is invalid', (value) =>
    expect(isCsvBirthdate(value)).toBe(false),
  );

  it.each(['TX', 'DC'])('state %s is valid', (value) => expect(isCsvState(value)).toBe(true));
  it.each(['Texas', 'tx', 'ZZ', 'T'])('state %s is invalid', (value) => expect(isCsvState(value)).toBe(false));

  it.each(['73301', '73301-1234'])('postal %s is valid', (value) => expect(isCsvPostal(value)).toBe(true));
  it.each(['7330', '733011', '73301-123', '73301 1234', 'K1A 0B1'])('postal %s is invalid', (value) =>
    expect(isCsvPostal(value)).toBe(false),
  );

  it.each(['512-555-0100'])('phone %s is valid', (value) => expect(isCsvPhone(value)).toBe(true));
  it.each(['5125550100', '(512) 555-0100', '512-555-010', '512.555.0100'])('phone %s is invalid', (value) =>
    expect(isCsvPhone(value)).toBe(false),
  );

  it.each([
    ['FIRST_NAME', '', 'CSV_VALUE_REQUIRED'],
    ['STUDENT_ID', '  ', 'CSV_VALUE_REQUIRED'],
    ['FIRST_NAME', text(76), 'CSV_VALUE_TOO_LONG'],
    ['GENDER', 'Q', 'CSV_GENDER_INVALID'],
    ['BIRTHDATE', '13/01/2010', 'CSV_BIRTHDATE_INVALID'],
    ['STATE', 'Texas', 'CSV_STATE_INVALID'],
    ['POSTAL', '1234', 'CSV_POSTAL_INVALID'],
    ['INS_PHONE', '5125550100', 'CSV_PHONE_INVALID'],
    ['EMAIL', 'nope', 'CSV_EMAIL_INVALID'],
  ] as const)('cell %s = %j gives %s', (column, value, key) => {
    expect(validateStudentCsvCell(column, value)).toBe(key);
  });

  it('accepts empty optional cells and a max-length cell', () => {
    expect(validateStudentCsvCell('ADDRESS2', '')).toBeNull();
    expect(validateStudentCsvCell('GROUP_ID', undefined)).toBeNull();
    expect(validateStudentCsvCell('FIRST_NAME', text(75))).toBeNull();
  });

  it('validates a whole row', () => {
    const row = {
      STUDENT_ID: 'S-1',
      FIRST_NAME: 'Ana',
      LAST_NAME: 'Lopez',
      GENDER: 'X',
      BIRTHDATE: '04/02/2010',
      ADDRESS1: '1 Main St',
      CITY: 'Austin',
      STATE: 'TX',
      POSTAL: '73301',
      INSURANCE_NAME: 'Acme',
      MEMBER_ID: 'M1',
      INS_PHONE: '512-555-0100',
    };
    expect(validateStudentCsvRow(row)).toEqual([]);
    expect(validateStudentCsvRow({ ...row, GENDER: 'N', POSTAL: '' })).toEqual([
      { column: 'GENDER', key: 'CSV_GENDER_INVALID' },
      { column: 'POSTAL', key: 'CSV_VALUE_REQUIRED' },
    ]);
  });
});
