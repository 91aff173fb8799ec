import { SAMPLE_INCIDENT, SAMPLE_OFFICIAL_STATEMENT } from '@claims/shared/samples';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { graphqlError, variablesOf } from '../../../testing/admin-api';
import { graphqlRoute, jsonResponse, networkFailure, stubApi, type StubHandler } from '../../../testing/fetch';
import { renderApp } from '../../../testing/render';
import { COACH_SESSION, meHandler, storeSession } from '../../../testing/session';
import { incidentDraftKey, readStorage, writeStorage } from '../../../lib/storage';
import { emptyIncidentForm } from '../incident-form';

const SCHOOL_ID = '11111111-1111-4111-8111-111111111111';
const SESSION = { ...COACH_SESSION, schools: [{ id: SCHOOL_ID, name: 'Lincoln High', allow_students_import: false }] };
const INCIDENT_ID = '33333333-3333-4333-8333-333333333333';
const DRAFT_KEY = incidentDraftKey(COACH_SESSION.user.id, SCHOOL_ID);
const OFFLINE_TEXT = 'No connection: the report was not sent. It is kept on this device; send it again once you are back online.';
// The report is tried four times in all, a lost answer waited on 1 s, 2 s and 4 s (lib/retry-request.ts).
const TRIES = 4;
const GIVEN_UP = { timeout: 20_000 };
const reported = () => jsonResponse({ data: { reportIncident: { id: INCIDENT_ID, school_id: SCHOOL_ID } } });
// A server too busy to start the work: 503 with Retry-After (0 s here, so that the retry goes at once).
const busyServer: StubHandler = () => new Response(JSON.stringify({ error: 'SERVICE_UNAVAILABLE' }), { status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': '0' } });

// A visitor's injury, every answer given, kept on the phone with the client id it was begun with.
const keptDraft = () => {
  writeStorage(
    DRAFT_KEY,
    JSON.stringify({ ...emptyIncidentForm(SCHOOL_ID, 'draft-key-1'), ...SAMPLE_INCIDENT, activity: null, person_kind: 'VISITOR', person_name: 'Dana Fox', official_statement: SAMPLE_OFFICIAL_STATEMENT }),
  );
};

// The report's answers in turn (the last repeats); the page's other questions answered plainly.
const stubReport = (...answers: StubHandler[]) => {
  storeSession(SESSION);
  let sent = 0;
  const route = graphqlRoute({
    Activities: () => ({ activities: [] }),
    IncidentPlaces: () => ({ incidentPlaces: null }),
    ReportIncident: () => ({ reportIncident: { id: INCIDENT_ID, school_id: SCHOOL_ID } }),
    // the report's page, where a sent report goes (its content is that page's own concern)
    Incident: () => graphqlError('NOT_FOUND'),
    Incidents: () => ({ incidents: { total: 0, items: [] } }),
  });
  return stubApi({
    '/v1/auth/me': meHandler(SESSION),
    '/v1/graphql': (request) => {
      if (!JSON.stringify(request.body).includes('mutation ReportIncident')) return route(request);
      const answer = answers[Math.min(sent, answers.length - 1)]!;
      sent += 1;
      return answer(request);
    },
  });
};

afterEach(() => onlineManager.setOnline(true));

describe("a coach's report with no connection (issue 57, item 12)", () => {
  it('says within seconds that it was not sent, after its tries with the same key, and keeps the draft', async () => {
    keptDraft();
    const { calls } = stubReport(networkFailure);
    const { user } = renderApp({ path: paths.dashboard.newIncident(SCHOOL_ID) });
    const send = await screen.findByRole('button', { name: 'Send the report' }, { timeout: 10_000 });

    // the phone has lost its connection: the report is still tried, not held back until one comes
    onlineManager.setOnline(false);
    await user.click(send);

    expect(await screen.findByText(OFFLINE_TEXT, {}, GIVEN_UP)).toBeInTheDocument();
    expect(variablesOf(calls, 'ReportIncident').map((variables) => (variables.input as { client_id: string }).client_id)).toEqual(Array(TRIES).fill('draft-key-1'));
    expect(JSON.parse(readStorage(DRAFT_KEY)!)).toMatchObject({ client_id: 'draft-key-1', person_name: 'Dana Fox' });
    expect(screen.getByRole('button', { name: 'Send the report' })).toBeEnabled();
  });

  it('sends the kept draft again with its key once back online, and forgets it once the school has it', async () => {
    keptDraft();
    const { calls } = stubReport(...Array<StubHandler>(TRIES).fill(networkFailure), reported);
    const { user } = renderApp({ path: paths.dashboard.newIncident(SCHOOL_ID) });

    await user.click(await screen.findByRole('button', { name: 'Send the report' }, { timeout: 10_000 }));
    expect(await screen.findByText(OFFLINE_TEXT, {}, GIVEN_UP)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the report' }));

    expect(await screen.findByText("The incident was reported. The school's staff have been told.")).toBeInTheDocument();
    expect(variablesOf(calls, 'ReportIncident').map((variables) => (variables.input as { client_id: string }).client_id)).toEqual(Array(TRIES + 1).fill('draft-key-1'));
    await waitFor(() => expect(readStorage(DRAFT_KEY)).toBeNull());
  });

  it('retries a lost answer unseen when the next try gets through', async () => {
    keptDraft();
    const { calls } = stubReport(networkFailure, reported);
    const { user } = renderApp({ path: paths.dashboard.newIncident(SCHOOL_ID) });

    await user.click(await screen.findByRole('button', { name: 'Send the report' }, { timeout: 10_000 }));

    expect(await screen.findByText("The incident was reported. The school's staff have been told.", {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
    expect(variablesOf(calls, 'ReportIncident')).toHaveLength(2);
    // the language its free text was written in goes with it, for the nurse's claim wizard (item 15)
    expect(variablesOf(calls, 'ReportIncident')[0]!.input).toMatchObject({ language: 'en' });
  });

  it('waits out a busy server and sends again with the same key (item 21)', async () => {
    keptDraft();
    const { calls } = stubReport(busyServer, busyServer, reported);
    const { user } = renderApp({ path: paths.dashboard.newIncident(SCHOOL_ID) });

    await user.click(await screen.findByRole('button', { name: 'Send the report' }, { timeout: 10_000 }));

    expect(await screen.findByText("The incident was reported. The school's staff have been told.", {}, GIVEN_UP)).toBeInTheDocument();
    expect(variablesOf(calls, 'ReportIncident').map((variables) => (variables.input as { client_id: string }).client_id)).toEqual(Array(3).fill('draft-key-1'));
  });
});
