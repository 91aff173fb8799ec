import { describe, expect, it } from 'vitest';
import {
  CLAIM_ANSWERS,
  CLAIM_AUTHORIZATION_TEXT,
  CLAIM_INFORMATION_FIELDS,
  claimAnswerText,
  GLOBAL_CLAIM_SORT_COLUMNS,
  SCHOOL_CLAIM_SORT_COLUMNS,
  activityChoicesFor,
  claimInformationSchema,
  claimStatusLabel,
  claimSubmitSchema,
  emptyClaimInformation,
  hasAddressLines,
  isClaimStatus,
  preselectedSchoolTpaId,
  schoolClaimStatuses,
  schoolShownStatus,
} from './claims.ts';
import { LANGUAGES } from './languages.ts';
import { booleanToYesNo } from './yes-no.ts';
import { SAMPLE_OFFICIAL_STATEMENT } from './samples.ts';
import { AUTHORIZATION_VALID_MONTHS } from './limits.ts';
import { BAD_IDS, ID, expectIssue, expectValid, issuesOf, testId, text, wireDayFromToday } from './test-helpers.ts';

describe('claim status labels', () => {
  it.each([
    ['AWAITING_PARENT', 'Awaiting parent', 'AWAITING_PARENT'],
    ['PENDING', 'Pending', 'PENDING'],
    ['DELIVERED', 'Sent', 'DELIVERED'],
    ['ERROR', 'Failed', 'PENDING'],
  ] as const)('%s shows %s, and as %s on the school list', (status, label, schoolShown) => {
    expect(claimStatusLabel(status)).toBe(label);
    expect(schoolShownStatus(status)).toBe(schoolShown);
  });

  it('finds on the school list the failed claims under Pending, and the others by themselves', () => {
    expect(schoolClaimStatuses('PENDING')).toEqual(['PENDING', 'ERROR']);
    expect(schoolClaimStatuses('AWAITING_PARENT')).toEqual(['AWAITING_PARENT']);
    expect(schoolClaimStatuses('DELIVERED')).toEqual(['DELIVERED']);
  });

  it('recognises statuses', () => {
    expect(isClaimStatus('ERROR')).toBe(true);
    expect(isClaimStatus('error')).toBe(false);
  });
});

describe('yes/no', () => {
  it('reads a boolean answer as the radio value', () => {
    expect(booleanToYesNo(true)).toBe('YES');
    expect(booleanToYesNo(false)).toBe('NO');
    expect(booleanToYesNo(undefined)).toBeNull();
  });
});

const validInformation = {
  school_third_party_administrator_id: ID,
  benefits_due_another_provider: null,
  injury_date: '2024-09-10',
  injury_reported_date: '2024-09-11',
  activity: 'Soccer',
  activity_type: 'GAME',
  activity_level: '24_HOUR_ACCIDENT',
  is_work_related: false,
  is_previous_injury: false,
  location_of_injury: 'Field 2',
  injury_description: 'Twisted ankle',
  injury_type: 'Sprain',
  first_treatment_date: '2024-09-10',
  official_statement: { ...SAMPLE_OFFICIAL_STATEMENT, parent_notified_date: '2024-09-10' },
};

describe('claimInformationSchema', () => {
  it('accepts valid information and parses the TPA id to its lower-case uuid', () => {
    expect(claimInformationSchema.parse(validInformation).school_third_party_administrator_id).toBe(ID);
    expect(claimInformationSchema.parse({ ...validInformation, school_third_party_administrator_id: ` ${ID.toUpperCase()} ` }).school_third_party_administrator_id).toBe(ID);
  });

  it.each(BAD_IDS.map((value) => [value]))('school_third_party_administrator_id = %j fails with TPA_REQUIRED only', (school_third_party_administrator_id) => {
    expect(issuesOf(claimInformationSchema, { ...validInformation, school_third_party_administrator_id })).toEqual([
      { path: 'school_third_party_administrator_id', message: 'TPA_REQUIRED' },
    ]);
  });

  it('accepts texts at their limits and dates of today', () => {
    const today = wireDayFromToday(0);
    expectValid(claimInformationSchema, {
      ...validInformation,
      location_of_injury: text(255),
      injury_description: text(2048),
      injury_type: text(255),
      injury_date: today,
      injury_reported_date: today,
      first_treatment_date: today,
      benefits_due_another_provider: true,
      // midnight is never later than now, whenever the test runs
      official_statement: { ...validInformation.official_statement, accident_time: '00:00', parent_notified_date: today, parent_notified_time: '00:00' },
    });
  });

  it('accepts a report on the injury day', () => {
    expectValid(claimInformationSchema, { ...validInformation, injury_reported_date: validInformation.injury_date });
  });

  it('starts work related at No and every other answer empty', () => {
    expect(emptyClaimInformation(ID)).toMatchObject({ school_third_party_administrator_id: ID, is_work_related: false, is_previous_injury: null });
  });

  it('holds the same fields as the submit payload, so the step values are sent as they are', () => {
    const submitFields = Object.keys(claimSubmitSchema.shape);
    expect(CLAIM_INFORMATION_FIELDS.every((field) => submitFields.includes(field))).toBe(true);
    expect(Object.keys(emptyClaimInformation(null)).sort()).toEqual([...CLAIM_INFORMATION_FIELDS].sort());
  });

  const tomorrow = wireDayFromToday(1);

  it.each([
    ['school_third_party_administrator_id', '', 'TPA_REQUIRED'],
    ['school_third_party_administrator_id', null, 'TPA_REQUIRED'],
    ['school_third_party_administrator_id', undefined, 'TPA_REQUIRED'],
    ['injury_date', '', 'INJURY_DATE_REQUIRED'],
    ['injury_date', undefined, 'INJURY_DATE_REQUIRED'],
    ['injury_date', '2024-02-30', 'INVALID_DATE'],
    ['injury_date', tomorrow, 'FUTURE_DATE'],
    ['injury_reported_date', '', 'INJURY_REPORTED_DATE'],
    ['injury_reported_date', tomorrow, 'FUTURE_DATE'],
    ['injury_reported_date', '2024-09-09', 'INJURY_REPORTED_DATE_BEFORE_INJURY'],
    ['activity', '', 'ACTIVITY_REQUIRED'],
    ['activity', '  ', 'ACTIVITY_REQUIRED'],
    ['activity_type', '', 'ACTIVITY_TYPE_REQUIRED'],
    ['activity_type', 'SCRIMMAGE', 'ACTIVITY_TYPE_REQUIRED'],
    ['activity_level', undefined, 'ACTIVITY_LEVEL_REQUIRED'],
    ['is_work_related', null, 'IS_WORK_RELATED_REQUIRED'],
    ['is_previous_injury', 'NO', 'IS_PREVIOUS_INJURY_REQUIRED'],
    ['location_of_injury', '', 'LOCATION_OF_INJURY_REQUIRED'],
    ['location_of_injury', text(256), 'LOCATION_OF_INJURY_INVALID'],
    ['injury_description', '', 'INJURY_DESCRIPTION_REQUIRED'],
    ['injury_description', text(2049), 'INJURY_DESCRIPTION_INVALID'],
    ['injury_type', text(256), 'INJURY_TYPE_INVALID'],
    ['first_treatment_date', '', 'FIRST_TREATMENT_DATE_REQUIRED'],
    ['first_treatment_date', tomorrow, 'FUTURE_DATE'],
    ['benefits_due_another_provider', 'MAYBE', 'INVALID_VALUE'],
  ])('%s = %j fails with %s', (field, value, key) => {
    expectIssue(claimInformationSchema, { ...validInformation, [field]: value }, field, key);
  });

  it('an empty date gets only its required key', () => {
    expect(issuesOf(claimInformationSchema, { ...validInformation, first_treatment_date: '' })).toEqual([
      { path: 'first_treatment_date', message: 'FIRST_TREATMENT_DATE_REQUIRED' },
    ]);
  });

  it('checks the reported date even when other fields fail', () => {
    const issues = issuesOf(claimInformationSchema, {
      ...validInformation,
      activity_type: undefined,
      injury_reported_date: '2024-09-01',
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'activity_type', message: 'ACTIVITY_TYPE_REQUIRED' },
        { path: 'injury_reported_date', message: 'INJURY_REPORTED_DATE_BEFORE_INJURY' },
      ]),
    );
  });

  it('does not compare dates when one is missing or invalid', () => {
    expect(issuesOf(claimInformationSchema, { ...validInformation, injury_date: '' })).toEqual([
      { path: 'injury_date', message: 'INJURY_DATE_REQUIRED' },
    ]);
  });
});

describe('claim answers', () => {
  it('shows every claim information field but the TPA link, once', () => {
    const shown = CLAIM_ANSWERS.map((answer) => answer.field);
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown, 'school_third_party_administrator_id', 'official_statement'].sort()).toEqual([...CLAIM_INFORMATION_FIELDS].sort());
  });

  it('labels every answer in every language', () => {
    for (const answer of CLAIM_ANSWERS) {
      for (const language of LANGUAGES) expect(answer.label[language]?.trim(), `${answer.field} ${language}`).toBeTruthy();
    }
  });

  it.each([
    ['date', '2026-01-10', '01/10/2026'],
    ['yesNo', true, 'Yes'],
    ['yesNo', false, 'No'],
    ['yesNo', null, ''],
    ['activityType', 'GAME', 'Game'],
    ['activityLevel', '24_HOUR_ACCIDENT', '24 Hour Accident'],
    ['text', 'Gym', 'Gym'],
    ['text', undefined, ''],
  ] as const)('reads a %s answer %j as %j', (format, value, text) => {
    expect(claimAnswerText(format, value)).toBe(text);
  });

  it.each([
    ['date', '2026-01-10', '01/10/2026'],
    ['yesNo', true, 'Sí'],
    ['yesNo', false, 'No'],
    ['activityType', 'PRACTICE', 'Entrenamiento'],
    ['activityLevel', '24_HOUR_ACCIDENT', 'Accidente las 24 horas'],
    ['activityLevel', 'RETIRED_LEVEL', 'RETIRED_LEVEL'],
    ['text', 'Gimnasio', 'Gimnasio'],
  ] as const)('reads a %s answer %j in Spanish as %j', (format, value, text) => {
    expect(claimAnswerText(format, value, 'es')).toBe(text);
  });
});

describe('claim information helpers', () => {
  it('preselects the default TPA, else the only one, else none', () => {
    expect(preselectedSchoolTpaId([{ id: testId(1) }, { id: testId(2), is_default: true }])).toBe(testId(2));
    expect(preselectedSchoolTpaId([{ id: testId(5), is_default: false }])).toBe(testId(5));
    expect(preselectedSchoolTpaId([{ id: testId(1) }, { id: testId(2) }])).toBeNull();
    expect(preselectedSchoolTpaId([])).toBeNull();
  });

  it('limits activities to the link sports when it has some', () => {
    const all = [
      { id: testId(1), activity: 'Soccer' },
      { id: testId(2), activity: 'Tennis' },
    ];
    expect(activityChoicesFor({ activities: [testId(2)] }, all)).toEqual([{ id: testId(2), activity: 'Tennis' }]);
    expect(activityChoicesFor({ activities: [] }, all)).toEqual(all);
    expect(activityChoicesFor(null, all)).toEqual(all);
  });

  it('matches link sports to activities case-insensitively', () => {
    const all = [
      { id: ID, activity: 'Soccer' },
      { id: testId(2), activity: 'Tennis' },
    ];
    expect(activityChoicesFor({ activities: [ID.toUpperCase()] }, all)).toEqual([{ id: ID, activity: 'Soccer' }]);
    const upper = [{ id: ID.toUpperCase(), activity: 'Soccer' }];
    expect(activityChoicesFor({ activities: [ID] }, upper)).toEqual(upper);
  });
});

const validPayload = {
  school_id: testId(1),
  school_third_party_administrator_id: testId(2),
  student_id: testId(3),
  student_address: {
    address_1: '1 Main St',
    address_2: null,
    city: 'Austin',
    state_prov: 'Texas',
    postal_code: '73301',
    country: 'United States',
  },
  parent_info: {},
  injury_date: '2024-09-10',
  injury_reported_date: '2024-09-10',
  first_treatment_date: '2024-09-11',
  activity: 'Soccer',
  activity_type: 'PRACTICE',
  activity_level: 'CLUB_SPORT',
  is_work_related: false,
  is_previous_injury: true,
  location_of_injury: 'Gym',
  injury_description: 'Fell',
  injury_type: 'Bruise',
  official_statement: { ...SAMPLE_OFFICIAL_STATEMENT, parent_notified_date: '2024-09-10' },
  is_insured: true,
  submitted_to_tpa_at: '2024-09-12',
  benefits_due_another_provider: null,
  students_providers: [
    {
      id: testId(7),
      is_other_provider: false,
      insurance_provider_id: testId(4),
      provider_name: null,
      phone: '555',
      insurance_member_id: 'M1',
      insurance_group_id: null,
    },
  ],
  status: 'PENDING',
};

describe('claimSubmitSchema', () => {
  it('accepts a new-claim payload with empty parent info', () => {
    expectValid(claimSubmitSchema, validPayload);
  });

  it('accepts an edit payload with a claim id, parent info and no providers', () => {
    expectValid(claimSubmitSchema, {
      ...validPayload,
      claim_id: testId(10),
      parent_info: { first_name: 'Rosa', country: 'Canada', state_prov: 'Ontario' },
      students_providers: [],
    });
    expectValid(claimSubmitSchema, { ...validPayload, parent_info: null });
  });

  it('parses every id to its lower-case uuid', () => {
    const upper = (id: string) => ` ${id.toUpperCase()} `;
    const parsed = claimSubmitSchema.parse({
      ...validPayload,
      claim_id: upper(ID),
      school_id: upper(testId(1)),
      school_third_party_administrator_id: upper(testId(2)),
      student_id: upper(testId(3)),
      students_providers: [{ ...validPayload.students_providers[0], id: upper(testId(7)), insurance_provider_id: upper(testId(4)) }],
    });
    expect(parsed).toMatchObject({
      claim_id: ID,
      school_id: testId(1),
      school_third_party_administrator_id: testId(2),
      student_id: testId(3),
      students_providers: [{ id: testId(7), insurance_provider_id: testId(4) }],
    });
  });

  it('accepts a provider added only to this claim, and Other with no provider id', () => {
    const provider = { ...validPayload.students_providers[0], id: undefined, is_other_provider: true, insurance_provider_id: '', provider_name: 'Local Co' };
    expect(claimSubmitSchema.parse({ ...validPayload, students_providers: [provider] }).students_providers[0]).toMatchObject({
      insurance_provider_id: null,
    });
  });

  it.each([
    ['status', 'DELIVERED', 'INVALID_VALUE'],
    ['is_insured', false, 'INVALID_VALUE'],
    ['injury_date', '09/10/2024', 'INVALID_DATE'],
    ['injury_date', '2999-01-01', 'FUTURE_DATE'],
    ['first_treatment_date', '', 'FIRST_TREATMENT_DATE_REQUIRED'],
    ['injury_reported_date', '2024-09-09', 'INJURY_REPORTED_DATE_BEFORE_INJURY'],
    ['submitted_to_tpa_at', '2024-9-12', 'INVALID_DATE'],
    ['school_third_party_administrator_id', null, 'TPA_REQUIRED'],
    ['school_third_party_administrator_id', 2, 'TPA_REQUIRED'],
    ['school_third_party_administrator_id', '', 'TPA_REQUIRED'],
    ['student_id', 'x', 'INVALID_VALUE'],
    ['student_id', 3, 'INVALID_VALUE'],
    ['student_id', undefined, 'INVALID_VALUE'],
    ['school_id', '1', 'INVALID_VALUE'],
    ['school_id', '', 'INVALID_VALUE'],
    ['school_id', '0b1c6c0e-3f0e-4a8e-9a55-2f4f5f6a7b8g', 'INVALID_VALUE'],
    ['claim_id', 10, 'INVALID_VALUE'],
    ['activity_type', 'NAP', 'ACTIVITY_TYPE_REQUIRED'],
    ['is_work_related', 'NO', 'IS_WORK_RELATED_REQUIRED'],
    ['location_of_injury', text(256), 'LOCATION_OF_INJURY_INVALID'],
    ['injury_description', text(2049), 'INJURY_DESCRIPTION_INVALID'],
    ['student_address', undefined, 'INVALID_VALUE'],
    ['students_providers', undefined, 'INVALID_VALUE'],
  ])('%s = %j fails with %s', (field, value, key) => {
    expectIssue(claimSubmitSchema, { ...validPayload, [field]: value }, field, key);
  });

  it.each([
    ['address_1', '', 'ADDRESS_1_REQUIRED'],
    ['address_1', text(101), 'ADDRESS_1_INVALID'],
    ['city', '', 'CITY_REQUIRED'],
    ['city', text(76), 'CITY_INVALID'],
    ['postal_code', '', 'ZIP_REQUIRED'],
    ['postal_code', text(11), 'ZIP_INVALID'],
    ['country', 'Mexico', 'INVALID_VALUE'],
  ])('student_address.%s = %j fails with %s', (field, value, key) => {
    expectIssue(
      claimSubmitSchema,
      { ...validPayload, student_address: { ...validPayload.student_address, [field]: value } },
      `student_address.${field}`,
      key,
    );
  });

  it.each([
    ['provider_name', text(51), 'INSURANCE_NAME_MAX'],
    ['insurance_member_id', text(51), 'INSURANCE_MEMBER_ID_MAX'],
    ['insurance_group_id', text(51), 'INSURANCE_GROUP_ID_MAX'],
    ['phone', text(31), 'PHONE_INVALID'],
    ['is_other_provider', 'yes', 'INVALID_VALUE'],
    ['id', 7, 'INVALID_VALUE'],
    ['insurance_provider_id', '4', 'INVALID_VALUE'],
    ['insurance_provider_id', `${testId(4)}0`, 'INVALID_VALUE'],
  ])('students_providers.0.%s = %j fails with %s', (field, value, key) => {
    const provider = { ...validPayload.students_providers[0], [field]: value };
    expectIssue(claimSubmitSchema, { ...validPayload, students_providers: [provider] }, `students_providers.0.${field}`, key);
  });

  it('checks parent info limits', () => {
    expectIssue(
      claimSubmitSchema,
      { ...validPayload, parent_info: { employer_name: text(76) } },
      'parent_info.employer_name',
      'EMPLOYER_NAME_MAX',
    );
  });
});

describe('claim sort columns', () => {
  it('global list adds school and TPA', () => {
    expect(SCHOOL_CLAIM_SORT_COLUMNS).toHaveLength(6);
    expect(GLOBAL_CLAIM_SORT_COLUMNS).toEqual([...SCHOOL_CLAIM_SORT_COLUMNS, 'school', 'tpa']);
  });
});

describe('hasAddressLines', () => {
  it.each([
    [{ address_1: '5 Rue Principale' }, true],
    [{ city: 'Montreal' }, true],
    [{ postal_code: ' ' }, false],
    [{ country: 'United States' }, false],
    [null, false],
  ])('%j -> %s', (address, expected) => {
    expect(hasAddressLines(address)).toBe(expected);
  });
});

describe('claim authorization', () => {
  // The signed English stays; a Spanish reader must still be able to read what is being authorised.
  it('has a Spanish rendering of every paragraph, with the same validity', () => {
    expect(CLAIM_AUTHORIZATION_TEXT).toHaveLength(3);
    for (const paragraph of CLAIM_AUTHORIZATION_TEXT) {
      expect(paragraph.es.trim()).toBeTruthy();
      expect(paragraph.es).not.toBe(paragraph.en);
    }
    expect(CLAIM_AUTHORIZATION_TEXT[2]!.en).toContain(`${AUTHORIZATION_VALID_MONTHS} months`);
    expect(CLAIM_AUTHORIZATION_TEXT[2]!.es).toContain(`${AUTHORIZATION_VALID_MONTHS} meses`);
  });
});
