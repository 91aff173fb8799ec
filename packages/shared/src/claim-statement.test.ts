import { describe, expect, it, vi } from 'vitest';
import { claimInformationSchema } from './claims.ts';
import { emptyOfficialStatement, isFutureMoment, officialStatementFromApi, officialStatementSchema, statementLines } from './claim-statement.ts';
import { SAMPLE_OFFICIAL_STATEMENT } from './samples.ts';
import { expectIssue, expectValid, issuesOf, text } from './test-helpers.ts';

const statement = SAMPLE_OFFICIAL_STATEMENT;

describe('officialStatementSchema', () => {
  it('accepts a complete statement and one with only what is required', () => {
    expectValid(officialStatementSchema, statement);
    expectValid(officialStatementSchema, {
      ...emptyOfficialStatement(),
      body_parts: [{ part: 'KNEE', side: 'RIGHT' }],
      nature_of_injury: 'CONTUSION',
      mechanism: 'FALL',
      is_school_sponsored: false,
      is_supervised: false,
    });
  });

  it.each([
    ['is_supervised', null, 'is_supervised', 'SUPERVISED_REQUIRED'],
    ['is_supervised', undefined, 'is_supervised', 'SUPERVISED_REQUIRED'],
    ['is_school_sponsored', null, 'is_school_sponsored', 'SPONSORED_REQUIRED'],
    ['nature_of_injury', null, 'nature_of_injury', 'NATURE_OF_INJURY_REQUIRED'],
    ['mechanism', 'KICKED', 'mechanism', 'MECHANISM_REQUIRED'],
    ['body_parts', [], 'body_parts', 'BODY_PART_REQUIRED'],
    ['body_parts', [{ part: null, side: 'LEFT' }], 'body_parts.0.part', 'BODY_PART_REQUIRED'],
    ['body_parts', [{ part: 'KNEE', side: null }], 'body_parts.0.side', 'BODY_SIDE_REQUIRED'],
    ['accident_time', '25:00', 'accident_time', 'TIME_INVALID'],
    ['supervisor_name', '', 'supervisor_name', 'SUPERVISOR_NAME_REQUIRED'],
    ['supervisor_title', text(101), 'supervisor_title', 'STATEMENT_TEXT_TOO_LONG'],
    ['first_aid', text(501), 'first_aid', 'STATEMENT_TEXT_TOO_LONG'],
    ['witnesses', [{ name: ' ', phone: '' }], 'witnesses.0.name', 'WITNESS_NAME_REQUIRED'],
    ['witnesses', [{ name: 'Ann', phone: text(31) }], 'witnesses.0.phone', 'PHONE_INVALID'],
    ['parent_notified_date', '2999-01-01', 'parent_notified_date', 'FUTURE_DATE'],
  ])('%s = %j fails with its key', (field, value, path, key) => {
    expectIssue(officialStatementSchema, { ...statement, [field]: value }, path, key);
  });

  it('asks for the Other explained, and for the date of a notice given a time', () => {
    expectIssue(officialStatementSchema, { ...statement, mechanism: 'OTHER', mechanism_other: '' }, 'mechanism_other', 'MECHANISM_OTHER_REQUIRED');
    expectIssue(officialStatementSchema, { ...statement, sent_to: 'OTHER', sent_to_other: ' ' }, 'sent_to_other', 'SENT_TO_OTHER_REQUIRED');
    expectIssue(officialStatementSchema, { ...statement, parent_notified_date: '' }, 'parent_notified_date', 'PARENT_NOTIFIED_DATE_REQUIRED');
    expectValid(officialStatementSchema, { ...statement, is_supervised: false, supervisor_name: '' });
  });
});

describe('the statement within the claim information', () => {
  const information = {
    school_third_party_administrator_id: '00000000-0000-4000-8000-000000000001',
    injury_date: '2026-09-01',
    injury_reported_date: '2026-09-01',
    activity: 'Soccer',
    activity_type: 'GAME',
    activity_level: 'OTHER',
    is_work_related: false,
    is_previous_injury: false,
    location_of_injury: 'Field',
    injury_description: 'Fell',
    injury_type: '',
    first_treatment_date: '2026-09-01',
    official_statement: statement,
  };

  it('takes the injury detail as optional unless the nature is Other', () => {
    expectValid(claimInformationSchema, information);
    expectIssue(claimInformationSchema, { ...information, official_statement: { ...statement, nature_of_injury: 'OTHER' } }, 'injury_type', 'INJURY_TYPE_REQUIRED');
  });

  it('refuses a parent told before the injury and an accident later today than now', () => {
    expectIssue(claimInformationSchema, { ...information, official_statement: { ...statement, parent_notified_date: '2026-08-31' } }, 'official_statement.parent_notified_date', 'PARENT_NOTIFIED_BEFORE_INJURY');
    vi.useFakeTimers({ now: new Date(2026, 8, 1, 10, 30) });
    try {
      const today = { ...information, injury_date: '2026-09-01', injury_reported_date: '2026-09-01', first_treatment_date: '2026-09-01' };
      const at = (accident_time: string) => issuesOf(claimInformationSchema, { ...today, official_statement: { ...statement, parent_notified_date: '', parent_notified_time: '', accident_time } });
      expect(at('10:31')).toEqual([{ path: 'official_statement.accident_time', message: 'FUTURE_TIME' }]);
      expect(at('10:30')).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads a moment against the clock it is given', () => {
    const now = new Date(2026, 8, 1, 10, 30);
    expect(isFutureMoment('2026-09-01', '10:31', now)).toBe(true);
    expect(isFutureMoment('2026-09-01', '10:30', now)).toBe(false);
    expect(isFutureMoment('2026-09-02', '', now)).toBe(true);
    expect(isFutureMoment('2026-08-31', '23:59', now)).toBe(false);
  });
});

describe('how a statement reads', () => {
  it('gives labelled lines in the language asked, unanswered ones left out', () => {
    expect(statementLines(statement, 'en').map((line) => [line.label, line.text])).toEqual([
      ['Time of the accident', '15:30'],
      ['Body parts', 'Ankle (Left)'],
      ['Nature of injury', 'Sprain or strain'],
      ['How it happened', 'Collision with another person'],
      ['School-sponsored activity', 'Yes'],
      ['Supervised', 'Yes'],
      ['Supervisor', 'Dana Brooks, Head coach'],
      ['Supervisor saw it', 'Yes'],
      ['Other witnesses', 'Sam Ortiz, (916) 555-0142'],
      ['First aid', 'Ice and compression / Athletic trainer'],
      ['Sent to', 'Urgent care'],
      ['Parent told', '09/01/2026, 16:00, Phone call'],
      ['School-provided transport', 'No'],
    ]);
    const spare = { ...emptyOfficialStatement(), body_parts: [{ part: 'KNEE', side: 'BOTH' }], nature_of_injury: 'OTHER', mechanism: 'OTHER', mechanism_other: 'Tripped on a hose', is_school_sponsored: false, is_supervised: false, witnesses: [] } as const;
    expect(statementLines(officialStatementSchema.parse(spare), 'es').map((line) => line.text)).toEqual(['Rodilla (Ambos)', 'Otra', 'Otro: Tripped on a hose', 'No', 'No']);
  });

  it('reads the API back into the form, an absent statement as the empty one', () => {
    expect(officialStatementFromApi(null)).toEqual(emptyOfficialStatement());
    const read = officialStatementFromApi({ ...statement, accident_time: null, witnesses: [{ name: 'Ann', phone: null }] });
    expect(read.accident_time).toBe('');
    expect(read.witnesses).toEqual([{ name: 'Ann', phone: '' }]);
  });
});
