import { describe, expect, it } from 'vitest';
import { emptyIncidentForm, incidentPayload, isStartedIncident, parseIncidentDraft } from './incident-form';

const SCHOOL = '11111111-1111-4111-8111-111111111111';
const STUDENT = '22222222-2222-4222-8222-222222222222';

describe('the incident report form', () => {
  it('counts an untouched form as no draft, and any answer as one worth keeping', () => {
    expect(isStartedIncident(emptyIncidentForm(SCHOOL))).toBe(false);
    expect(isStartedIncident({ ...emptyIncidentForm(SCHOOL), location_of_injury: 'Gym' })).toBe(true);
  });

  it("reads a kept draft back into this school's form, and nothing from an unreadable one", () => {
    const kept = { ...emptyIncidentForm('another-school'), student_id: STUDENT, student_name: 'Maya Lopez', injury_description: 'Fell.' };
    expect(parseIncidentDraft(JSON.stringify(kept), SCHOOL)).toEqual({ ...kept, school_id: SCHOOL });
    expect(parseIncidentDraft('{"person_kind": 3}', SCHOOL)).toBeNull();
    expect(parseIncidentDraft('not json', SCHOOL)).toBeNull();
    expect(parseIncidentDraft(null, SCHOOL)).toBeNull();
  });

  it('gives each new draft its own client id and keeps a kept draft\'s, so the same draft sent twice is one report', () => {
    expect(emptyIncidentForm(SCHOOL).client_id).not.toBe(emptyIncidentForm(SCHOOL).client_id);
    const kept = { ...emptyIncidentForm(SCHOOL, 'draft-key-1'), injury_description: 'Fell.' };
    expect(parseIncidentDraft(JSON.stringify(kept), SCHOOL)?.client_id).toBe('draft-key-1');
    expect(incidentPayload(kept)).toMatchObject({ client_id: 'draft-key-1' });
    // a draft kept before drafts had one gets its own
    const { client_id: _none, ...older } = kept;
    expect(parseIncidentDraft(JSON.stringify(older), SCHOOL)?.client_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends the student for a student's injury and the name for anyone else's, never the name shown on the form", () => {
    const form = { ...emptyIncidentForm(SCHOOL), student_id: STUDENT, student_name: 'Maya Lopez', person_name: 'left over' };
    expect(incidentPayload(form)).toMatchObject({ person_kind: 'STUDENT', student_id: STUDENT, person_name: null });
    expect(incidentPayload(form)).not.toHaveProperty('student_name');
    expect(incidentPayload({ ...form, person_kind: 'VISITOR', person_name: 'Dana Fox' })).toMatchObject({ person_kind: 'VISITOR', student_id: null, person_name: 'Dana Fox' });
  });
});
