import { emptyClaimInformation } from '@claims/shared';
import { describe, expect, it } from 'vitest';
import { aClaim, aStudent, ACME_ID, CLAIM_ID, LINK_ID, SCHOOL_ID, STUDENT_ID } from '../../testing/fixtures';
import {
  backFromSignature,
  buildClaimPayload,
  canJumpTo,
  chooseStudent,
  draftFromClaim,
  draftFromIncident,
  editFromPreview,
  finishEdit,
  jumpTo,
  newDraft,
  parseDraft,
  unfinishedDraft,
  updateData,
  wizardErrorOf,
  type WizardData,
} from './wizard-draft';

const filledData = (): WizardData => ({
  ...draftFromClaim(aClaim(), 'key').data,
  parentInfo: { first_name: '', last_name: '', city: '', country: 'United States' },
  signed: true,
});

describe('buildClaimPayload', () => {
  it('builds the SPEC §3 payload: the claim information as the step holds it, no parent record when empty, today as submission date', () => {
    const result = buildClaimPayload({ schoolId: SCHOOL_ID, claimId: CLAIM_ID, data: filledData(), today: '2026-02-01' });
    expect(result).toEqual({
      ok: true,
      payload: expect.objectContaining({
        claim_id: CLAIM_ID,
        school_third_party_administrator_id: LINK_ID,
        student_id: STUDENT_ID,
        parent_info: null,
        is_work_related: false,
        is_previous_injury: false,
        benefits_due_another_provider: null,
        submitted_to_tpa_at: '2026-02-01',
        is_insured: true,
        status: 'PENDING',
        students_providers: [expect.objectContaining({ insurance_provider_id: ACME_ID, is_other_provider: false, insurance_member_id: 'M-1' })],
      }),
    });
    // the claim's provider rows are its own, not the student's saved providers
    expect(result.ok && result.payload.students_providers[0]?.id).toBeNull();
  });

  it('sends no providers when the answer is No, whatever the list held', () => {
    const result = buildClaimPayload({ schoolId: SCHOOL_ID, claimId: undefined, data: { ...filledData(), hasInsurance: 'NO' } });
    expect(result.ok && result.payload.students_providers).toEqual([]);
    expect(result.ok && 'claim_id' in result.payload && result.payload.claim_id).toBeFalsy();
  });

  it('reports unanswered questions on the step and field that ask them', () => {
    const result = buildClaimPayload({
      schoolId: SCHOOL_ID,
      claimId: undefined,
      data: { ...filledData(), claimInformation: emptyClaimInformation(LINK_ID) },
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual(
      expect.arrayContaining([
        { step: 'claimInformation', field: 'activity_type', key: 'ACTIVITY_TYPE_REQUIRED' },
        { step: 'claimInformation', field: 'is_previous_injury', key: 'IS_PREVIOUS_INJURY_REQUIRED' },
        { step: 'claimInformation', field: 'injury_date', key: 'INJURY_DATE_REQUIRED' },
      ]),
    );
  });

  it('asks for the address of a student imported without one (a OneRoster roster has none) on the view-student step', () => {
    const imported = aStudent({ id: '13131313-1313-4313-8313-131313131313', address_1: '', address_2: null, city: '', state_prov: null, postal_code: '' });
    const chosen = chooseStudent(draftFromClaim(aClaim(), 'key'), imported);
    const result = buildClaimPayload({ schoolId: SCHOOL_ID, claimId: undefined, data: { ...chosen.data, signed: true } });
    expect(!result.ok && result.errors.filter((error) => error.step === 'viewStudent')).toEqual([
      { step: 'viewStudent', field: 'student_address.address_1', key: 'ADDRESS_1_REQUIRED' },
      { step: 'viewStudent', field: 'student_address.city', key: 'CITY_REQUIRED' },
      { step: 'viewStudent', field: 'student_address.postal_code', key: 'ZIP_REQUIRED' },
      { step: 'viewStudent', field: 'student_address.state_prov', key: 'STATE_REQUIRED' },
    ]);
  });
});

describe('wizardErrorOf', () => {
  it.each([
    ['injury_reported_date', { step: 'claimInformation', field: 'injury_reported_date' }],
    ['school_third_party_administrator_id', { step: 'claimInformation', field: 'school_third_party_administrator_id' }],
    ['student_address.postal_code', { step: 'viewStudent', field: 'student_address.postal_code' }],
    ['parent_info.employer_name', { step: 'viewStudent', field: 'parent_info.employer_name' }],
    ['students_providers.1.insurance_member_id', { step: 'insurance', field: 'students_providers.1.insurance_member_id' }],
    ['students_providers', { step: 'insurance', field: null }],
    ['student_id', { step: 'selectStudent', field: null }],
    ['status', { step: 'preview', field: null }],
  ])('puts %s on its step', (path, expected) => {
    expect(wizardErrorOf(path, 'KEY')).toEqual({ ...expected, key: 'KEY' });
  });
});

describe('draft transitions and storage', () => {
  it('restores the snapshot on Cancel and keeps the change on Save', () => {
    const atPreview = { ...draftFromClaim(aClaim(), 'key'), step: 'preview' as const };
    const editing = updateData(editFromPreview(atPreview, 'viewStudent'), { parentInfo: null, signed: true });
    expect(finishEdit(editing, { keep: false })).toEqual({ ...atPreview, editSnapshot: null });
    expect(finishEdit(editing, { keep: true }).data.signed).toBe(true);
    expect(finishEdit(editing, { keep: true }).step).toBe('preview');
  });

  it('clears the signature when going back from it', () => {
    const signed = updateData({ ...newDraft('key'), step: 'signature' }, { signed: true });
    expect(backFromSignature(signed)).toMatchObject({ step: 'claimInformation', data: { signed: false } });
  });

  it('keeps the insurance of the same student and starts afresh for another', () => {
    const withEntries = updateData(newDraft('key'), { studentId: STUDENT_ID, hasInsurance: 'NO', insuranceEntries: [] });
    expect(chooseStudent(withEntries, aStudent()).data.insuranceEntries).toEqual([]);
    const other = chooseStudent(withEntries, aStudent({ id: '12121212-1212-4212-8212-121212121212' }));
    expect(other.data).toMatchObject({ insuranceEntries: null, hasInsurance: null, parentInfo: { first_name: 'Rosa' } });
  });

  it('reopens only a step already passed, and not while a step is edited from the preview', () => {
    const atPreview = updateData({ ...newDraft('key'), step: 'preview' }, { signed: true });
    expect(canJumpTo(atPreview, 'selectStudent')).toBe(true);
    expect(canJumpTo(atPreview, 'preview')).toBe(false);
    expect(canJumpTo({ ...atPreview, step: 'insurance' }, 'signature')).toBe(false);
    expect(canJumpTo(editFromPreview(atPreview, 'insurance'), 'selectStudent')).toBe(false);
  });

  it('withdraws the signature when jumping back before it, and keeps it otherwise', () => {
    const atPreview = updateData({ ...newDraft('key'), step: 'preview' }, { signed: true });
    expect(jumpTo(atPreview, 'insurance')).toMatchObject({ step: 'insurance', data: { signed: false } });
    expect(jumpTo(atPreview, 'signature')).toMatchObject({ step: 'signature', data: { signed: true } });
  });

  it('reads back a stored draft and ignores anything else', () => {
    const draft = newDraft('key');
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
    expect(parseDraft(JSON.stringify({ ...draft, version: 1 }))).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft(null)).toBeNull();
  });

  it('offers a stored draft again only once it has a student', () => {
    const draft = newDraft('key');
    expect(unfinishedDraft(JSON.stringify(draft))).toBeNull();
    const chosen = chooseStudent(draft, aStudent());
    expect(unfinishedDraft(JSON.stringify(chosen))).toEqual(chosen);
    expect(unfinishedDraft(null)).toBeNull();
  });
});

describe('a claim started from an incident', () => {
  const incident = {
    id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
    injury_date: '2026-09-14',
    created_at: '2026-09-15T15:00:00.000Z',
    activity: 'Soccer',
    activity_type: 'GAME' as const,
    location_of_injury: 'North field',
    injury_description: 'Collided with another player.',
    injury_type: null,
    official_statement: { accident_time: '15:30', body_parts: [{ part: 'SHOULDER', side: 'RIGHT' }], nature_of_injury: 'SPRAIN_STRAIN', supervisor_name: 'Carlos Mendez', witnesses: [{ name: 'Luis Ortega', phone: '5125550101' }] },
    language: 'en',
  };

  it("opens at the student's page with the student chosen and the injury as the report tells it, the TPA left to the school's usual one", () => {
    const draft = draftFromIncident(incident, aStudent());
    expect(draft.step).toBe('viewStudent');
    expect(draft.data.studentId).toBe(STUDENT_ID);
    expect(draft.data.incidentId).toBe(incident.id);
    expect(draft.data.claimInformation).toMatchObject({
      school_third_party_administrator_id: null,
      injury_date: '2026-09-14',
      injury_reported_date: '2026-09-15',
      activity: 'Soccer',
      activity_type: 'GAME',
      location_of_injury: 'North field',
      injury_description: 'Collided with another player.',
      injury_type: '',
      activity_level: null,
      first_treatment_date: '',
      official_statement: expect.objectContaining({ accident_time: '15:30', body_parts: [{ part: 'SHOULDER', side: 'RIGHT' }], supervisor_name: 'Carlos Mendez', mechanism: null }),
    });
  });

  it('sends the incident with the claim, and a claim not started from one sends none', () => {
    const fromIncident = buildClaimPayload({ schoolId: SCHOOL_ID, claimId: undefined, data: { ...filledData(), incidentId: incident.id }, today: '2026-09-16' });
    expect(fromIncident.ok && fromIncident.payload.incident_id).toBe(incident.id);
    const plain = buildClaimPayload({ schoolId: SCHOOL_ID, claimId: undefined, data: filledData(), today: '2026-09-16' });
    expect(plain.ok && 'incident_id' in plain.payload).toBe(false);
  });

  it("keeps the report's words when they are in another language than the TPA's, and only then", () => {
    expect(draftFromIncident(incident, aStudent()).data.reportedText).toBeNull();
    expect(draftFromIncident({ ...incident, language: null }, aStudent()).data.reportedText).toBeNull();
    const spanish = draftFromIncident({ ...incident, language: 'es' }, aStudent());
    expect(spanish.data.reportedText).toEqual({ language: 'es', location_of_injury: 'North field', injury_description: 'Collided with another player.' });
    expect(parseDraft(JSON.stringify(spanish))?.data.reportedText).toEqual(spanish.data.reportedText);
    expect(parseDraft(JSON.stringify({ ...spanish, data: { ...spanish.data, reportedText: undefined } }))?.data.reportedText).toBeNull();
  });

  it('keeps the incident in the stored draft, and reads a draft stored before incidents as started from none', () => {
    const draft = draftFromIncident(incident, aStudent());
    expect(parseDraft(JSON.stringify(draft))?.data.incidentId).toBe(incident.id);
    const older = { ...draft, data: { ...draft.data, incidentId: undefined } };
    expect(parseDraft(JSON.stringify(older))?.data.incidentId).toBeNull();
  });
});
