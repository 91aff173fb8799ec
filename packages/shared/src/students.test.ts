import { describe, expect, it } from 'vitest';
import {
  STUDENT_IMPORT_MANDATORY_COLUMNS,
  GENDER_OPTIONS,
  addressFromApi,
  genderLabel,
  companyChoiceOf,
  companyFieldsOf,
  insuranceEntryFromApi,
  OTHER_INSURANCE_VALUE,
  claimProviderSchema,
  isCsvBirthdate,
  isCsvGender,
  isCsvPhone,
  isCsvPostal,
  isCsvState,
  missingStudentImportColumns,
  parentInfoFromApi,
  parentInfoOrNull,
  parentInfoSchema,
  providerStatusAfterEdit,
  providerStatusLabel,
  hasInsuranceCompany,
  resetStudentsSchema,
  studentFormFromApi,
  studentFormSchema,
  studentInsuranceEntrySchema,
  validateStudentCsvCell,
  validateStudentCsvRow,
  wizardInsuranceEntrySchema,
} from './students.ts';
import { ID, emailOfLength, expectIssue, expectValid, issuesOf, testId, text, wireDayFromToday } from './test-helpers.ts';

const validStudent = {
  first_name: 'Ana',
  last_name: 'Lopez',
  academic_id: 'S-1',
  date_of_birth: '2010-04-02',
  gender: 'F',
  address_1: '1 Main St',
  address_2: '',
  city: 'Austin',
  state_prov: 'Texas',
  postal_code: '73301',
  country: 'United States',
  email_address: '',
  primary_phone: '',
};

describe('gender', () => {
  it('offers the stored values, X read as Neutral', () => {
    expect(GENDER_OPTIONS.map((option) => option.value)).toEqual(['F', 'M', 'X']);
    expect(genderLabel('X')).toBe('Neutral');
    expect(genderLabel('Q')).toBe('');
    expect(genderLabel('F', 'es')).toBe('Femenino');
  });
});

describe('studentFormSchema', () => {
  it('accepts a valid US student, trims text and stores blanks as null', () => {
    const parsed = studentFormSchema.parse({ ...validStudent, first_name: '  Ana ', email_address: ' a@b.co ', academic_id: '' });
    expect(parsed).toEqual({
      first_name: 'Ana',
      last_name: 'Lopez',
      academic_id: null,
      gender: 'F',
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

  it('accepts fields exactly at their limits', () => {
    expectValid(studentFormSchema, {
      ...validStudent,
      first_name: text(75),
      last_name: text(75),
      academic_id: text(20),
      address_1: text(100),
      address_2: text(100),
      city: text(75),
      postal_code: text(10, '1'),
      email_address: emailOfLength(100),
      primary_phone: text(30, '1'),
    });
  });

  it('accepts a birth date of today', () => {
    expectValid(studentFormSchema, { ...validStudent, date_of_birth: wireDayFromToday(0) });
  });

  it.each([
    ['first_name', '', 'FIRST_NAME_REQUIRED'],
    ['first_name', '   ', 'FIRST_NAME_REQUIRED'],
    ['first_name', undefined, 'FIRST_NAME_REQUIRED'],
    ['first_name', text(76), 'FIRST_NAME_MAX'],
    ['last_name', '', 'LAST_NAME_REQUIRED'],
    ['last_name', text(76), 'LAST_NAME_MAX'],
    ['academic_id', text(21), 'ACADEMIC_ID_INVALID'],
    ['date_of_birth', '', 'DOB_REQUIRED'],
    ['date_of_birth', undefined, 'DOB_REQUIRED'],
    ['date_of_birth', '2010-02-30', 'INVALID_DATE'],
    ['date_of_birth', wireDayFromToday(1), 'FUTURE_DATE'],
    ['gender', undefined, 'GENDER_REQUIRED'],
    ['gender', null, 'GENDER_REQUIRED'],
    ['gender', '', 'GENDER_REQUIRED'],
    ['gender', 'N', 'GENDER_REQUIRED'],
    ['address_1', '', 'ADDRESS_1_REQUIRED'],
    ['address_1', '  ', 'ADDRESS_1_REQUIRED'],
    ['address_1', text(101), 'ADDRESS_1_INVALID'],
    ['address_2', text(101), 'ADDRESS_2_INVALID'],
    ['city', '', 'CITY_REQUIRED'],
    ['city', undefined, 'CITY_REQUIRED'],
    ['city', text(76), 'CITY_INVALID'],
    ['postal_code', '', 'ZIP_REQUIRED'],
    ['postal_code', text(11, '1'), 'ZIP_INVALID'],
    ['email_address', 'not-an-email', 'INVALID_EMAIL'],
    ['email_address', emailOfLength(101), 'EMAIL_MAX'],
    ['primary_phone', text(31, '1'), 'PHONE_INVALID'],
    ['state_prov', '', 'STATE_REQUIRED'],
    ['state_prov', null, 'STATE_REQUIRED'],
    ['state_prov', 'TX', 'STATE_REQUIRED'],
    ['state_prov', 'Ontario', 'STATE_REQUIRED'],
    ['country', 'Mexico', 'INVALID_VALUE'],
  ])('%s = %j fails with %s', (field, value, key) => {
    expectIssue(studentFormSchema, { ...validStudent, [field]: value }, field, key);
  });

  it('gives one error per empty required field', () => {
    expect(issuesOf(studentFormSchema, { ...validStudent, first_name: '' })).toEqual([
      { path: 'first_name', message: 'FIRST_NAME_REQUIRED' },
    ]);
  });

  it('reports the address rule alongside other field errors', () => {
    const issues = issuesOf(studentFormSchema, { ...validStudent, first_name: '', gender: undefined, state_prov: '' });
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'first_name', message: 'FIRST_NAME_REQUIRED' },
        { path: 'gender', message: 'GENDER_REQUIRED' },
        { path: 'state_prov', message: 'STATE_REQUIRED' },
      ]),
    );
  });

  describe('Canadian address', () => {
    const canadian = { ...validStudent, country: 'Canada', state_prov: 'Ontario', postal_code: 'K1A 0B1' };

    it('needs a province', () => {
      expectValid(studentFormSchema, canadian);
    });

    it.each([[''], [null], [undefined], ['Texas']])('province %j fails with PROVINCE_REQUIRED', (state_prov) => {
      expectIssue(studentFormSchema, { ...canadian, state_prov }, 'state_prov', 'PROVINCE_REQUIRED');
    });
  });

  it('takes a missing country for the United States', () => {
    expect(studentFormSchema.parse({ ...validStudent, country: undefined }).country).toBe('United States');
  });
});

describe('student from the API', () => {
  it('reads a stored Canadian student into the form, a province code as its name', () => {
    expect(
      studentFormFromApi({ first_name: 'Ana', address_1: 'a', city: 'b', state_prov: 'QC', postal_code: 'c', country: 'CANADA', gender: 'X' }),
    ).toEqual({
      first_name: 'Ana',
      last_name: '',
      academic_id: '',
      date_of_birth: '',
      gender: 'X',
      email_address: '',
      primary_phone: '',
      address_1: 'a',
      address_2: '',
      city: 'b',
      state_prov: 'Quebec',
      postal_code: 'c',
      country: 'Canada',
    });
  });

  it('round-trips through the form', () => {
    const stored = studentFormSchema.parse(validStudent);
    const back = studentFormSchema.parse(studentFormFromApi({ ...stored, country: 'UNITED_STATES' }));
    expect(back).toEqual(stored);
  });

  it('drops a stored state that is not one of the country', () => {
    expect(addressFromApi({ state_prov: 'Quebec', country: 'UNITED_STATES' }).state_prov).toBeNull();
  });
});

describe('parentInfoSchema', () => {
  it('accepts an empty parent', () => {
    expectValid(parentInfoSchema, {});
    expectValid(parentInfoSchema, { first_name: '', state_prov: '', country: 'United States' });
  });

  it('accepts every field at its limit', () => {
    expectValid(parentInfoSchema, {
      first_name: text(75),
      last_name: text(75),
      address_1: text(100),
      address_2: text(100),
      city: text(75),
      postal_code: text(10),
      employer_name: text(75),
      employer_phone: text(30),
      state_prov: 'New York',
    });
  });

  it.each([
    ['first_name', text(76), 'FIRST_NAME_MAX'],
    ['last_name', text(76), 'LAST_NAME_MAX'],
    ['address_1', text(101), 'ADDRESS_1_INVALID'],
    ['address_2', text(101), 'ADDRESS_2_INVALID'],
    ['city', text(76), 'CITY_INVALID'],
    ['postal_code', text(11), 'ZIP_INVALID'],
    ['employer_name', text(76), 'EMPLOYER_NAME_MAX'],
    ['employer_phone', text(31), 'PHONE_INVALID'],
    ['state_prov', 'XX', 'STATE_INVALID'],
  ])('%s = %j fails with %s', (field, value, key) => {
    expectIssue(parentInfoSchema, { [field]: value }, field, key);
  });

  it('checks the province of a Canadian parent', () => {
    expectIssue(parentInfoSchema, { country: 'Canada', state_prov: 'Texas' }, 'state_prov', 'PROVINCE_INVALID');
    expectValid(parentInfoSchema, { country: 'Canada', state_prov: 'Manitoba' });
  });

  it('is none when nothing but the country is filled in', () => {
    expect(parentInfoOrNull(parentInfoSchema.parse({ first_name: ' ' }))).toBeNull();
    expect(parentInfoOrNull(null)).toBeNull();
    const parent = parentInfoOrNull(parentInfoSchema.parse({ first_name: 'Rosa', country: 'Canada', state_prov: 'Alberta' }));
    expect(parent).toMatchObject({ first_name: 'Rosa', last_name: null, state_prov: 'Alberta', country: 'Canada' });
    expect(parentInfoFromApi(parent && { ...parent, country: 'CANADA' })).toMatchObject({ first_name: 'Rosa', state_prov: 'Alberta', country: 'Canada' });
  });
});

describe('insurance entries', () => {
  const company = testId(12);
  const entry = { insurance_provider_id: company, insurance_member_id: 'M1', insurance_group_id: 'G1', phone: '555' };
  const other = { is_other_provider: true, provider_name: 'Local Co' };

  it('accepts an entry with fields at their limits', () => {
    expectValid(wizardInsuranceEntrySchema, {
      is_other_provider: true,
      provider_name: text(50),
      insurance_member_id: text(50),
      insurance_group_id: text(50),
      phone: text(30),
      address_1: text(100),
      city: text(75),
      postal_code: text(10),
    });
  });

  it.each([[undefined], [null], ['']])('wizard: a company %j fails with INSURANCE_COMPANY_REQUIRED', (insurance_provider_id) => {
    expectIssue(wizardInsuranceEntrySchema, { ...entry, insurance_provider_id }, 'insurance_provider_id', 'INSURANCE_COMPANY_REQUIRED');
  });

  it.each([
    ['provider_name', text(51), 'INSURANCE_NAME_MAX'],
    ['insurance_member_id', text(51), 'INSURANCE_MEMBER_ID_MAX'],
    ['insurance_group_id', text(51), 'INSURANCE_GROUP_ID_MAX'],
    ['phone', text(31), 'PHONE_INVALID'],
    ['insurance_provider_id', '12', 'INVALID_VALUE'],
  ])('%s = %j fails with %s on both forms and the payload', (field, value, key) => {
    expectIssue(wizardInsuranceEntrySchema, { ...entry, [field]: value }, field, key);
    expectIssue(studentInsuranceEntrySchema, { ...entry, [field]: value }, field, key);
    expectIssue(claimProviderSchema, { ...entry, [field]: value }, field, key);
  });

  it.each([
    ['address_1', text(101), 'ADDRESS_1_INVALID'],
    ['address_2', text(101), 'ADDRESS_2_INVALID'],
    ['city', text(76), 'CITY_INVALID'],
    ['postal_code', text(11), 'ZIP_INVALID'],
  ])("the wizard's company %s = %j fails with %s", (field, value, key) => {
    expectIssue(wizardInsuranceEntrySchema, { ...entry, [field]: value }, field, key);
  });

  it.each([[''], ['  '], [undefined]])('Other needs a provider name (%j)', (provider_name) => {
    expectIssue(wizardInsuranceEntrySchema, { ...other, provider_name }, 'provider_name', 'PROVIDER_NAME_REQUIRED');
    expectIssue(studentInsuranceEntrySchema, { ...other, provider_name }, 'provider_name', 'PROVIDER_NAME_REQUIRED');
  });

  it('the student form accepts an entry without a company, and does not save it', () => {
    expectValid(studentInsuranceEntrySchema, { insurance_provider_id: null });
    expectValid(studentInsuranceEntrySchema, {});
    const entries = [{ insurance_provider_id: null }, { insurance_provider_id: company }, {}, { is_other_provider: true }];
    expect(entries.filter(hasInsuranceCompany)).toEqual([{ insurance_provider_id: company }, { is_other_provider: true }]);
  });

  it('stores a company without a provider name, Other without a company, blanks as null', () => {
    expect(claimProviderSchema.parse({ ...entry, id: testId(4), provider_name: 'ignored' })).toEqual({
      id: testId(4),
      insurance_provider_id: company,
      is_other_provider: false,
      provider_name: null,
      insurance_member_id: 'M1',
      insurance_group_id: 'G1',
      phone: '555',
    });
    expect(claimProviderSchema.parse({ ...other, insurance_provider_id: company, provider_name: ' Local Co ', phone: '' })).toMatchObject({
      insurance_provider_id: null,
      is_other_provider: true,
      provider_name: 'Local Co',
      phone: null,
    });
  });

  it('keeps a uuid company (and entry id) as trimmed lower-case strings', () => {
    const parsed = claimProviderSchema.parse({ ...entry, id: ` ${testId(4).toUpperCase()} `, insurance_provider_id: ` ${ID.toUpperCase()} ` });
    expect(parsed).toMatchObject({ id: testId(4), insurance_provider_id: ID });
  });

  it('a parsed wizard entry passes the payload schema unchanged, without the company address', () => {
    const parsed = wizardInsuranceEntrySchema.parse({ ...entry, id: ID.toUpperCase(), address_1: '1 Insurer Way' });
    const { address_1: _address, address_2: _line2, city: _city, state: _state, postal_code: _zip, ...sent } = parsed;
    expect(claimProviderSchema.parse(parsed)).toEqual(sent);
  });

  it('the company select reads and sets the company fields', () => {
    expect(companyChoiceOf(entry)).toBe(company);
    expect(companyChoiceOf(other)).toBe(OTHER_INSURANCE_VALUE);
    expect(companyChoiceOf({})).toBeNull();
    expect(companyFieldsOf(OTHER_INSURANCE_VALUE)).toEqual({ insurance_provider_id: null, is_other_provider: true });
    expect(companyFieldsOf(company)).toEqual({ insurance_provider_id: company, is_other_provider: false });
    expect(companyFieldsOf(null)).toEqual({ insurance_provider_id: null, is_other_provider: false });
  });

  it('reads a saved provider as an entry, Other by its stored name', () => {
    expect(insuranceEntryFromApi({ id: testId(4), is_other_provider: true, provider_name: null, name: 'Local Co', insurance_provider_id: company })).toEqual({
      id: testId(4),
      insurance_provider_id: null,
      is_other_provider: true,
      provider_name: 'Local Co',
      insurance_member_id: '',
      insurance_group_id: '',
      phone: '',
    });
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

  it.each([
    [null, 'No verificado'],
    ['VERIFIED', 'Verificado'],
    ['SOMETHING_ELSE', 'Requiere revisión'],
  ])('%s reads in Spanish as %s', (status, label) => {
    expect(providerStatusLabel(status, 'es')).toBe(label);
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
