import { DEFAULT_RETURN_TO_PLAY_STEPS, RETURN_TO_PLAY_STEP_MS } from '@claims/shared';
import { SAMPLE_INCIDENT, SAMPLE_OFFICIAL_STATEMENT } from '@claims/shared/samples';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidentFiles, storedFiles } from '../../db/schema.ts';
import { pdfDocument } from '../../testing/claim-documents.ts';
import { seedClaimSetup, type ClaimSetup } from '../../testing/claims.ts';
import { bearer, createUser, sessionFor } from '../../testing/fixtures.ts';
import { multipart } from '../../testing/multipart.ts';
import { createTestApp, graphql, type TestApp } from '../../testing/test-app.ts';
import { createTestClock } from '../../testing/test-clock.ts';

// Return to play (issue 42, item 5): on the app's clock, which the test moves a day per step.
const clock = createTestClock();
let now: Date;
const laterBy = (ms: number) => (now = clock.set(now.getTime() + ms));

let testApp: TestApp;
let setup: ClaimSetup;
let coach: string;

beforeAll(async () => {
  // the queue started, for the report's notices, but no worker to send them
  testApp = await createTestApp({ clock: clock.now, runJobs: true, runWorkers: false });
  now = clock.set('2026-10-01T15:00:00.000Z');
  setup = await seedClaimSetup(testApp.db);
  coach = await sessionFor(testApp.db, (await createUser(testApp.db, { type: 'coach', schoolIds: [setup.ids.school] })).id);
});
afterAll(() => testApp.close());

type Answer<T> = { data?: T | null; errors?: { extensions: { code: string; fields?: Record<string, string> } }[] };
const codeOf = (body: Answer<unknown>) => body.errors?.[0]?.extensions.code;
const call = async <T = Record<string, unknown>>(token: string, query: string, variables: Record<string, unknown> = {}) => (await graphql<T>(testApp, query, { token, variables })).body as Answer<T>;

const concussion = { ...SAMPLE_OFFICIAL_STATEMENT, nature_of_injury: 'CONCUSSION', body_parts: [{ part: 'HEAD', side: 'NOT_APPLICABLE' }] };
async function reportedIncident(values: Record<string, unknown> = {}) {
  const body = await call<{ reportIncident: { id: string } }>(coach, 'mutation ($input: IncidentReportInput!) { reportIncident(input: $input) { id } }', {
    input: { ...SAMPLE_INCIDENT, official_statement: concussion, school_id: setup.ids.school, person_kind: 'STUDENT', student_id: setup.ids.student, ...values },
  });
  expect(body.errors).toBeUndefined();
  return body.data!.reportIncident.id;
}

const RTP = 'return_to_play { status started_at cleared_at next_step_from steps { number name completed_at logged_by_name } clearance { filename url } }';
type Rtp = { status: string; started_at: string | null; cleared_at: string | null; next_step_from: string | null; steps: { number: number; name: string; completed_at: string | null; logged_by_name: string | null }[] | null; clearance: { filename: string; url: string } | null };
const act = (token: string, mutation: 'startReturnToPlay' | 'logReturnToPlayStep' | 'clearReturnToPlay', id: string) =>
  call<Record<string, { return_to_play: Rtp }>>(token, `mutation ($id: ID!) { ${mutation}(id: $id) { ${RTP} } }`, { id });
const read = async (token: string, id: string) => (await call<{ incident: { return_to_play: Rtp | null; history: { action: string }[] } }>(token, `query ($id: ID!) { incident(id: $id) { ${RTP} history { action } } }`, { id })).data!.incident;
const attach = (token: string, id: string, data = pdfDocument('Signed clearance')) => {
  const body = multipart({}, { name: 'file', filename: 'clearance.pdf', type: 'application/pdf', data });
  return testApp.app.inject({ method: 'POST', url: `/v1/incidents/${id}/clearance`, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
};

describe('a return to play', () => {
  it('takes each step a day at least after the one before, and refuses "cleared" before the last step and before a signed clearance', async () => {
    const id = await reportedIncident();
    const { nurse } = setup.tokens;
    const started = await act(nurse, 'startReturnToPlay', id);
    expect(started.errors).toBeUndefined();
    expect(started.data!.startReturnToPlay!.return_to_play).toMatchObject({ status: 'NOT_CLEARED', started_at: now.toISOString(), cleared_at: null });
    expect(started.data!.startReturnToPlay!.return_to_play.steps!.map((step) => step.name)).toEqual([...DEFAULT_RETURN_TO_PLAY_STEPS]);
    expect(codeOf(await act(nurse, 'startReturnToPlay', id))).toBe('RTP_ALREADY_STARTED');

    // not the same day it began, nor cleared with steps to go
    laterBy(RETURN_TO_PLAY_STEP_MS - 60_000);
    expect(codeOf(await act(nurse, 'logReturnToPlayStep', id))).toBe('RTP_STEP_TOO_SOON');
    expect(codeOf(await act(nurse, 'clearReturnToPlay', id))).toBe('RTP_STEPS_INCOMPLETE');

    for (const number of DEFAULT_RETURN_TO_PLAY_STEPS.keys()) {
      laterBy(RETURN_TO_PLAY_STEP_MS);
      const logged = await act(nurse, 'logReturnToPlayStep', id);
      expect(logged.errors).toBeUndefined();
      const view = logged.data!.logReturnToPlayStep!.return_to_play;
      expect(view.steps![number]).toMatchObject({ completed_at: now.toISOString(), logged_by_name: 'Nora Nurse' });
      // the next one waits a day
      expect(codeOf(await act(nurse, 'logReturnToPlayStep', id))).toBe(number === DEFAULT_RETURN_TO_PLAY_STEPS.length - 1 ? 'RTP_STEPS_DONE' : 'RTP_STEP_TOO_SOON');
      if (number < DEFAULT_RETURN_TO_PLAY_STEPS.length - 1) expect(codeOf(await act(nurse, 'clearReturnToPlay', id))).toBe('RTP_STEPS_INCOMPLETE');
    }

    // every step done: still not without the signed clearance
    expect(codeOf(await act(nurse, 'clearReturnToPlay', id))).toBe('RTP_CLEARANCE_REQUIRED');
    expect((await read(nurse, id)).return_to_play!.status).toBe('NOT_CLEARED');
    const upload = await attach(nurse, id);
    expect(upload.statusCode, upload.body).toBe(200);
    const cleared = await act(nurse, 'clearReturnToPlay', id);
    expect(cleared.errors).toBeUndefined();
    expect(cleared.data!.clearReturnToPlay!.return_to_play).toMatchObject({ status: 'CLEARED', cleared_at: now.toISOString(), next_step_from: null, clearance: { filename: 'clearance.pdf' } });
    expect(codeOf(await act(nurse, 'clearReturnToPlay', id))).toBe('RTP_ALREADY_CLEARED');
    expect((await read(nurse, id)).history.map((change) => change.action)).toEqual(['REPORTED', 'RTP_STARTED', ...DEFAULT_RETURN_TO_PLAY_STEPS.map(() => 'RTP_STEP'), 'RTP_CLEARANCE', 'RTP_CLEARED']);

    // the coach who reported it learns that the student is cleared, and nothing else
    const coachView = await read(coach, id);
    expect(coachView.return_to_play).toEqual({ status: 'CLEARED', started_at: null, cleared_at: null, next_step_from: null, steps: null, clearance: null });
    // nor from its history: no step, no clearance's file, only that the student is cleared
    expect(coachView.history.map((change) => change.action)).toEqual(['REPORTED', 'RTP_CLEARED']);
  });

  it("is the school's staff's alone: a coach, another school's staff and a visitor's incident are refused, and a refused upload stores nothing", async () => {
    const id = await reportedIncident();
    const files = async () => (await testApp.db.select({ id: incidentFiles.id }).from(incidentFiles).where(eq(incidentFiles.incident_id, id))).length;
    for (const token of [coach, setup.tokens.outsider]) {
      expect(codeOf(await act(token, 'startReturnToPlay', id))).toBe('FORBIDDEN');
    }
    expect(codeOf(await act(setup.tokens.nurse, 'logReturnToPlayStep', id))).toBe('RTP_NOT_STARTED');
    expect((await act(setup.tokens.nurse, 'startReturnToPlay', id)).errors).toBeUndefined();
    for (const mutation of ['logReturnToPlayStep', 'clearReturnToPlay'] as const) {
      expect(codeOf(await act(coach, mutation, id))).toBe('FORBIDDEN');
      expect(codeOf(await act(setup.tokens.outsider, mutation, id))).toBe('FORBIDDEN');
    }
    const storedBefore = (await testApp.db.select({ id: storedFiles.id }).from(storedFiles)).length;
    expect((await attach(coach, id)).statusCode).toBe(403);
    expect((await attach(setup.tokens.outsider, id)).statusCode).toBe(403);
    expect((await attach(setup.tokens.nurse, id, Buffer.from('MZ not a document'))).json()).toEqual({ error: 'INVALID_FILE_TYPE' });
    expect(await files()).toBe(0);
    expect((await testApp.db.select({ id: storedFiles.id }).from(storedFiles)).length).toBe(storedBefore);
    expect(codeOf(await call(setup.tokens.outsider, `query ($id: ID!) { incident(id: $id) { ${RTP} } }`, { id }))).toBe('FORBIDDEN');

    const visitor = await reportedIncident({ person_kind: 'VISITOR', student_id: null, person_name: 'Dana Fox' });
    expect(codeOf(await act(setup.tokens.nurse, 'startReturnToPlay', visitor))).toBe('RTP_STUDENT_ONLY');
  });

  it("follows the school's own steps from then on, leaving a return already begun with its own", async () => {
    const { nurse, outsider } = setup.tokens;
    const before = await reportedIncident();
    expect((await act(nurse, 'startReturnToPlay', before)).errors).toBeUndefined();
    const set = (token: string, steps: unknown) => call<{ setReturnToPlaySteps: string[] }>(token, 'mutation ($school: ID!, $steps: [String!]) { setReturnToPlaySteps(schoolId: $school, steps: $steps) }', { school: setup.ids.school, steps });
    expect(codeOf(await set(outsider, ['Rest']))).toBe('FORBIDDEN');
    expect(codeOf(await set(coach, ['Rest']))).toBe('FORBIDDEN');
    expect((await set(nurse, [])).errors?.[0]?.extensions.fields).toEqual({ steps: 'RTP_STEPS_REQUIRED' });
    expect((await set(nurse, Array.from({ length: 11 }, (_, index) => `Step ${index}`))).errors?.[0]?.extensions.fields).toEqual({ steps: 'RTP_STEPS_TOO_MANY' });
    expect((await set(nurse, [' Rest ', 'Light jog'])).data!.setReturnToPlaySteps).toEqual(['Rest', 'Light jog']);

    const after = await reportedIncident();
    const started = await act(nurse, 'startReturnToPlay', after);
    expect(started.data!.startReturnToPlay!.return_to_play.steps!.map((step) => step.name)).toEqual(['Rest', 'Light jog']);
    expect((await read(nurse, before)).return_to_play!.steps).toHaveLength(DEFAULT_RETURN_TO_PLAY_STEPS.length);
    expect((await set(nurse, null)).data!.setReturnToPlaySteps).toEqual([...DEFAULT_RETURN_TO_PLAY_STEPS]);
  });
});
