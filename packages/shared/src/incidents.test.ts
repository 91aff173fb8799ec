import { describe, expect, it } from 'vitest';
import { addDaysToWire, todayWire } from './dates.ts';
import { incidentReportSchema, isSeriousIncident, NEXT_INCIDENT_STATUS } from './incidents.ts';
import { SAMPLE_INCIDENT, SAMPLE_OFFICIAL_STATEMENT } from './samples.ts';
import { issuesOf as issueListOf } from './test-helpers.ts';

const issuesOf = (schema: Parameters<typeof issueListOf>[0], value: unknown) => Object.fromEntries(issueListOf(schema, value).map((issue) => [issue.path, issue.message]));

const statement = SAMPLE_OFFICIAL_STATEMENT;
const untimed = { ...statement, accident_time: null, parent_notified_date: null, parent_notified_time: null };
const report = {
  ...SAMPLE_INCIDENT,
  school_id: '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
  person_kind: 'STUDENT',
  student_id: '6a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
};

describe('an incident report', () => {
  it("takes a student's injury in the claim's own names and vocabulary", () => {
    expect(incidentReportSchema.parse(report)).toMatchObject({ person_kind: 'STUDENT', location_of_injury: 'Soccer field', official_statement: { nature_of_injury: 'SPRAIN_STRAIN' } });
  });

  it("names the student of a student's injury, and the person of anyone else's", () => {
    expect(issuesOf(incidentReportSchema, { ...report, student_id: null })).toEqual({ student_id: 'STUDENT_REQUIRED' });
    expect(issuesOf(incidentReportSchema, { ...report, person_kind: 'SPECTATOR', student_id: null })).toEqual({ person_name: 'PERSON_NAME_REQUIRED' });
    expect(incidentReportSchema.safeParse({ ...report, person_kind: 'VISITOR', student_id: null, person_name: 'Dana Fox' }).success).toBe(true);
  });

  it('refuses a future date, a missing place or account, and an Other nature without its detail', () => {
    expect(issuesOf(incidentReportSchema, { ...report, injury_date: addDaysToWire(todayWire(), 2), official_statement: untimed })).toEqual({
      injury_date: 'FUTURE_DATE',
      // the claim's own rule: a moment on a future day is in the future, whatever its time
      'official_statement.accident_time': 'FUTURE_TIME',
    });
    expect(issuesOf(incidentReportSchema, { ...report, location_of_injury: ' ', injury_description: '' })).toEqual({
      location_of_injury: 'LOCATION_OF_INJURY_REQUIRED',
      injury_description: 'INJURY_DESCRIPTION_REQUIRED',
    });
    expect(issuesOf(incidentReportSchema, { ...report, official_statement: { ...statement, nature_of_injury: 'OTHER' } })).toEqual({ injury_type: 'INJURY_TYPE_REQUIRED' });
    expect(issuesOf(incidentReportSchema, { ...report, person_kind: 'PARENT' })).toEqual({ person_kind: 'PERSON_KIND_REQUIRED' });
  });

  it('is serious when the person left by ambulance or for the emergency room, or was hurt in the head', () => {
    expect(isSeriousIncident({ ...statement, sent_to: 'HOME' })).toBe(false);
    expect(isSeriousIncident({ ...statement, sent_to: 'AMBULANCE' })).toBe(true);
    expect(isSeriousIncident({ ...statement, sent_to: 'HOSPITAL' })).toBe(true);
    expect(isSeriousIncident({ ...statement, nature_of_injury: 'CONCUSSION' })).toBe(true);
    expect(isSeriousIncident({ ...statement, body_parts: [{ part: 'HEAD', side: 'NOT_APPLICABLE' }] })).toBe(true);
  });

  it('moves forward only: reported, reviewed, closed', () => {
    expect(NEXT_INCIDENT_STATUS).toEqual({ REPORTED: 'REVIEWED', REVIEWED: 'CLOSED', CLOSED: null });
  });
});
