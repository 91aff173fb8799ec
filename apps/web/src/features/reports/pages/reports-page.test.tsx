import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import type { ClaimReportQuery, IncidentReportQuery } from '../../../gql/graphql';
import { stubAdminApi, variablesOf, type GraphqlOperations } from '../../../testing/admin-api';
import { graphqlRoute, jsonResponse, stubApi, type StubHandler } from '../../../testing/fetch';
import { renderApp } from '../../../testing/render';
import { ADMIN_SESSION, meHandler, SCHOOL_USER_SESSION, storeSession, type TestSession } from '../../../testing/session';

type Report = ClaimReportQuery['claimReport'];

const aReport = (changes: Partial<Report> = {}): Report => ({
  from: '2026-01-01',
  to: '2026-12-31',
  year: 2026,
  total: 40,
  open: 9,
  without_body_part: 4,
  average_submission_days: 2.25,
  average_delivery_hours: 0.5,
  months: Array.from({ length: 12 }, (_, index) => ({ month: index + 1, claims: index === 2 ? 12 : 2, previous_year_claims: index === 2 ? 1 : 3 })),
  by_sport: [
    { activity: 'Football', claims: 28 },
    { activity: 'Soccer', claims: 12 },
  ],
  by_activity: [
    { activity_type: 'GAME', activity_level: 'INTERCOLLEGIATE', claims: 25 },
    { activity_type: 'PRACTICE', activity_level: '24_HOUR_ACCIDENT', claims: 10 },
    { activity_type: 'GAME', activity_level: 'CLUB_SPORT', claims: 5 },
  ],
  by_school: [
    { school_id: 's1', name: 'Lincoln High', claims: 30 },
    { school_id: 's2', name: 'Roosevelt Middle', claims: 10 },
  ],
  by_status: [
    { status: 'DELIVERED', claims: 30 },
    { status: 'PENDING', claims: 6 },
    { status: 'ERROR', claims: 4 },
  ],
  by_tpa_status: [
    { tpa_status: null, claims: 25 },
    { tpa_status: 'CLOSED_PAID', claims: 9 },
    { tpa_status: 'RECEIVED', claims: 6 },
  ],
  by_nature: [
    { nature: 'SPRAIN_STRAIN', claims: 20 },
    { nature: 'FRACTURE', claims: 16 },
    { nature: null, claims: 4 },
  ],
  by_body_part: [
    { body_part: 'ANKLE', claims: 18 },
    { body_part: 'KNEE', claims: 20 },
  ],
  open_by_age: [
    { bucket: 'DAYS_0_30', claims: 6 },
    { bucket: 'DAYS_31_60', claims: 3 },
    { bucket: 'DAYS_61_90', claims: 0 },
    { bucket: 'DAYS_91_180', claims: 0 },
    { bucket: 'DAYS_181_PLUS', claims: 0 },
  ],
  submission_delay: [
    { bucket: 'SAME_DAY', claims: 10 },
    { bucket: 'DAYS_1_7', claims: 30 },
    { bucket: 'DAYS_8_30', claims: 0 },
    { bucket: 'DAYS_31_90', claims: 0 },
    { bucket: 'DAYS_91_PLUS', claims: 0 },
  ],
  delivery_delay: [
    { bucket: 'UNDER_1_HOUR', claims: 30 },
    { bucket: 'HOURS_1_24', claims: 0 },
    { bucket: 'DAYS_1_7', claims: 0 },
    { bucket: 'DAYS_7_PLUS', claims: 0 },
    { bucket: 'NOT_DELIVERED', claims: 10 },
  ],
  ...changes,
});

const THIS_YEAR = { from: '2026-01-01', to: '2026-12-31' };

const anIncidentReport = (changes: Partial<IncidentReportQuery['incidentReport']> = {}): IncidentReportQuery['incidentReport'] => ({
  total: 8,
  became_claims: 2,
  year: 2026,
  months: Array.from({ length: 12 }, (_, index) => ({ month: index + 1, incidents: index === 8 ? 5 : index === 9 ? 3 : 0, became_claims: index === 8 ? 2 : 0 })),
  by_sport: [
    { activity: 'Football', incidents: 5, became_claims: 2 },
    { activity: null, incidents: 3, became_claims: 0 },
  ],
  by_place: [
    { place: 'Field', incidents: 6, became_claims: 2 },
    { place: 'Hallway', incidents: 2, became_claims: 0 },
  ],
  by_body_part: [{ body_part: 'HEAD', incidents: 4, became_claims: 1 }],
  ...changes,
});

const OPTIONS: GraphqlOperations = {
  SchoolOptions: () => ({ schoolOptions: [{ id: 's1', name: 'Lincoln High', is_active: true }, { id: 's3', name: 'Maple Grove', is_active: false }] }),
  TpasForDropdown: () => ({ tpasForDropdown: [{ id: 't1', code: 'SCS', name: 'Summit Claims Services' }] }),
  Activities: () => ({ activities: [{ id: 'a1', activity: 'Football' }, { id: 'a2', activity: 'Soccer' }] }),
  IncidentReport: () => ({ incidentReport: anIncidentReport() }),
};

const stubReports = (report: Report | (() => Response) = aReport(), rest: Record<string, StubHandler> = {}, incidentReport = anIncidentReport()) => {
  const stub = stubAdminApi(
    { ...OPTIONS, ClaimReport: () => (typeof report === 'function' ? report() : { claimReport: report }), IncidentReport: () => ({ incidentReport }) },
    rest,
  );
  return { ...stub, filters: () => variablesOf(stub.calls, 'ClaimReport').map((variables) => variables.filter) };
};

const stubSchoolUser = (session: TestSession, report = aReport()) => {
  storeSession(session);
  const stub = stubApi({
    '/v1/auth/me': meHandler(session),
    '/v1/graphql': graphqlRoute({
      ...OPTIONS,
      SchoolTpas: ({ schoolId }) => ({
        schoolTpas: [
          {
            id: `link-${schoolId}`,
            third_party_administrator_id: 't1',
            tpa_code: 'SCS',
            tpa_name: 'Summit Claims Services',
            policy_number: 'POL-1',
            tpa_identifier: null,
            effective_date: '2025-08-01',
            activities: [],
            is_active: true,
            is_default: true,
            notice_days: null,
            treatment_days: null,
            filing_days: null,
            absolute_days: null,
          },
        ],
      }),
      ClaimReport: () => ({ claimReport: report }),
    }),
  });
  return { ...stub, filters: () => variablesOf(stub.calls, 'ClaimReport').map((variables) => variables.filter) };
};

const chart = (title: string) => screen.getByRole('region', { name: title });

// The rows of a chart's table: each row's header and counts.
const tableOf = async (title: string, user: { click: (element: Element) => Promise<void> }) => {
  await user.click(within(chart(title)).getByRole('switch', { name: 'Show table' }));
  const table = within(chart(title)).getByRole('table', { name: title });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
};

const lossRunButton = (format: string) => within(screen.getByRole('group', { name: 'Download the loss run' })).getByRole('button', { name: `Download ${format}` });

beforeEach(() => {
  // only the clock: "this year" is 2026, and the page's timers run as they do
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T12:00:00'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Reports page', () => {
  it("shows an admin this year's figures and charts, each with a summary, for every school", async () => {
    const { filters } = stubReports();
    renderApp({ path: paths.reports() });

    await screen.findByRole('heading', { name: 'Summary' });
    await screen.findByRole('region', { name: 'Incidents per month' });
    expect(screen.getByText('Claims injured from 01/01/2026 to 12/31/2026')).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Claims', '40'],
      ['Open claims', '9'],
      ['Average days from injury to submission', '2.3'],
      ['Average hours from submission to TPA receipt', '0.5'],
      ['Claims without a coded body part', '4'],
      ['Incidents', '8'],
      ['Became claims', '2'],
      ['Share that became claims', '25%'],
    ]);
    expect(filters()).toEqual([THIS_YEAR]);

    expect(within(chart('By sport')).getByText('Most claims: Football (28 of 40)')).toBeInTheDocument();
    expect(within(chart('By sport')).getByRole('img', { name: 'Bar chart. Most claims: Football (28 of 40)' })).toBeInTheDocument();
    expect(within(chart('Claims per month')).getByText('2026: 34 claims, most in March (12). 2025: 34.')).toBeInTheDocument();
    expect(within(chart('By body part')).getByText('Named most: Knee (20 claims)')).toBeInTheDocument();
    expect(within(chart('Open claims by age')).getByText('Most open claims: 0–30 days (6 of 9)')).toBeInTheDocument();
    expect(within(chart('By school')).getByText('Most claims: Lincoln High (30 of 40)')).toBeInTheDocument();
    expect(within(chart('By activity level')).getByText('Most claims: Intercollegiate (25 of 40)')).toBeInTheDocument();
    expect(within(chart('Time from submission to TPA receipt')).getByText('Most claims: Under an hour (30 of 40)')).toBeInTheDocument();
  });

  it('shows the numbers of a chart as a table', async () => {
    stubReports();
    const { user } = renderApp({ path: paths.reports() });
    await screen.findByRole('heading', { name: 'Summary' });

    expect(await tableOf('By sport', user)).toEqual([
      ['Sport', 'Claims'],
      ['Football', '28'],
      ['Soccer', '12'],
    ]);
    expect(within(chart('By sport')).queryByRole('img')).not.toBeInTheDocument();
    expect((await tableOf('Claims per month', user)).slice(0, 4)).toEqual([
      ['Month', '2026', '2025'],
      ['January', '2', '3'],
      ['February', '2', '3'],
      ['March', '12', '1'],
    ]);
    expect(await tableOf('By activity type', user)).toEqual([
      ['Activity type', 'Claims'],
      ['Practice', '10'],
      ['Game', '30'],
      ['Travel', '0'],
      ['Other', '0'],
    ]);
    expect(await tableOf('Time from submission to TPA receipt', user)).toEqual([
      ['Time', 'Claims'],
      ['Under an hour', '30'],
      ['1–24 hours', '0'],
      ['1–7 days', '0'],
      ['Over 7 days', '0'],
      ['Not received yet', '10'],
    ]);
    expect(await tableOf('By nature of injury', user)).toEqual([
      ['Nature of injury', 'Claims'],
      ['Sprain or strain', '20'],
      ['Fracture', '16'],
      ['Not coded yet', '4'],
    ]);
    expect(await tableOf('By status', user)).toEqual([
      ['Status', 'Claims'],
      ['Sent', '30'],
      ['Pending', '6'],
      ['Failed', '4'],
    ]);
    expect(await tableOf('Claims by the TPA’s status', user)).toEqual([
      ['TPA’s status', 'Claims'],
      ['Received by TPA', '6'],
      ['Information requested', '0'],
      ['Closed, paid', '9'],
      ['Closed, denied', '0'],
      ['Not reported yet', '25'],
    ]);
  });

  it('shows the incidents beside the claims: by month, sport, place and body part, with those that became claims', async () => {
    const { calls } = stubReports();
    const { user } = renderApp({ path: paths.reports() });
    await screen.findByRole('region', { name: 'Incidents per month' });

    expect(variablesOf(calls, 'IncidentReport').map((variables) => variables.filter)).toEqual([THIS_YEAR]);
    expect(within(chart('Incidents per month')).getByText('2026: 8 incidents.')).toBeInTheDocument();
    expect(within(chart('Incidents by sport')).getByText('Most incidents: Football (5 of 8)')).toBeInTheDocument();
    expect(within(chart('Incidents by body part')).getByText('Named most: Head (4 incidents)')).toBeInTheDocument();
    expect(await tableOf('Incidents by sport', user)).toEqual([
      ['Sport', 'Incidents', 'Became claims'],
      ['Football', '5', '2'],
      ['No sport named', '3', '0'],
    ]);
    expect(await tableOf('Incidents by place', user)).toEqual([
      ['Place', 'Incidents', 'Became claims'],
      ['Field', '6', '2'],
      ['Hallway', '2', '0'],
    ]);
    expect((await tableOf('Incidents per month', user)).slice(9, 11)).toEqual([
      ['September', '5', '2'],
      ['October', '3', '0'],
    ]);
  });

  it('asks again with the filters chosen, the activity level as GraphQL names it, and keeps them in the address', async () => {
    const { filters } = stubReports();
    const { user, router } = renderApp({ path: paths.reports() });
    await screen.findByRole('heading', { name: 'Summary' });

    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Last 12 months' }));
    await user.click(screen.getByRole('combobox', { name: 'Sport' }));
    await user.click(await screen.findByRole('option', { name: 'Soccer' }));
    await user.click(screen.getByRole('combobox', { name: 'Activity level' }));
    await user.click(await screen.findByRole('option', { name: '24 Hour Accident' }));
    await user.click(screen.getByRole('combobox', { name: 'Body part' }));
    await user.click(await screen.findByRole('option', { name: 'Knee' }));
    await user.click(screen.getByRole('combobox', { name: 'TPA’s status' }));
    await user.click(await screen.findByRole('option', { name: 'Closed, paid' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const chosen = { from: '2025-11-28', to: '2026-11-27', activity: 'Soccer', activityLevel: '24_HOUR_ACCIDENT', bodyPart: 'KNEE', tpaStatus: 'CLOSED_PAID' };
    await waitFor(() => expect(filters().at(-1)).toEqual(chosen));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      period: 'last12Months',
      activity: 'Soccer',
      activityLevel: '24_HOUR_ACCIDENT',
      tpaStatus: 'CLOSED_PAID',
      bodyPart: 'KNEE',
    });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(filters().at(-1)).toEqual(THIS_YEAR);
  });

  it('refuses a custom period that ends before it starts, at its field, and sends a good one', async () => {
    const { filters } = stubReports();
    const { user } = renderApp({ path: paths.reports() });
    await screen.findByRole('heading', { name: 'Summary' });

    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Custom' }));
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('01/01/2026');
    await user.clear(screen.getByRole('textbox', { name: 'To' }));
    await user.type(screen.getByRole('textbox', { name: 'To' }), '12/31/2025');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The period must end on or after its start and span at most 10 years.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveAttribute('aria-invalid', 'true');
    expect(filters()).toEqual([THIS_YEAR]);

    await user.clear(screen.getByRole('textbox', { name: 'To' }));
    await user.type(screen.getByRole('textbox', { name: 'To' }), '06/30/2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(filters().at(-1)).toEqual({ from: '2026-01-01', to: '2026-06-30' }));
  });

  it('says why the server refused a report, in words', async () => {
    stubReports(() =>
      jsonResponse({ data: null, errors: [{ message: 'VALIDATION_FAILED', extensions: { code: 'VALIDATION_FAILED', fields: { to: 'REPORT_PERIOD_INVALID' } } }] }),
    );
    renderApp({ path: paths.reports() });

    expect(await screen.findByText('The report could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The period must end on or after its start and span at most 10 years.')).toBeInTheDocument();
  });

  it('says so when no claim and no incident matches, without charts', async () => {
    const noIncidents = anIncidentReport({ total: 0, became_claims: 0, months: anIncidentReport().months.map((row) => ({ ...row, incidents: 0, became_claims: 0 })), by_sport: [], by_place: [], by_body_part: [] });
    stubReports(aReport({ total: 0, open: 0, without_body_part: 0, by_sport: [], by_school: [], by_status: [], by_tpa_status: [], by_nature: [], by_body_part: [], by_activity: [] }), {}, noIncidents);
    renderApp({ path: paths.reports() });

    expect(await screen.findByRole('heading', { name: 'No claims match these filters' })).toBeInTheDocument();
    expect(await screen.findByText('No incidents were reported in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Incidents by place' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'By sport' })).not.toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('offers the loss run once a school is chosen, and downloads it with the filters as stored', async () => {
    const url = '/v1/reports/loss-run.xlsx?from=2026-01-01&to=2026-12-31&schoolId=s1&activityLevel=24_HOUR_ACCIDENT';
    const { callsTo } = stubReports(aReport(), { [url]: () => new Response('PK', { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }) });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:loss-run'), revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    const { user } = renderApp({ path: `${paths.reports()}?activityLevel=24_HOUR_ACCIDENT` });
    await screen.findByRole('heading', { name: 'Summary' });

    for (const format of ['XLSX', 'CSV', 'PDF']) expect(lossRunButton(format)).toBeDisabled();
    expect(lossRunButton('XLSX')).toHaveAccessibleDescription('Choose a school in the filters to download its loss run.');

    await user.click(screen.getByRole('combobox', { name: 'School' }));
    await user.click(await screen.findByRole('option', { name: 'Lincoln High' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lossRunButton('XLSX')).toBeEnabled());
    expect(screen.queryByText('Choose a school in the filters to download its loss run.')).not.toBeInTheDocument();
    // an admin's report keeps its chart of schools, even of one
    expect(chart('By school')).toBeInTheDocument();

    await user.click(lossRunButton('XLSX'));
    await waitFor(() => expect(downloads).toEqual(['loss-run-2026-01-01-to-2026-12-31.xlsx blob:loss-run']));
    expect(callsTo(url)).toHaveLength(1);
    expect(new Headers(callsTo(url)[0]?.init?.headers).get('Authorization')).toBe(`Bearer ${ADMIN_SESSION.token}`);
  });

  it('says so when the loss run cannot be downloaded', async () => {
    const url = '/v1/reports/loss-run.pdf?from=2026-01-01&to=2026-12-31&schoolId=s1';
    stubReports(aReport(), { [url]: () => jsonResponse({ error: 'SCHOOL_NOT_SELECTED' }, 400) });
    const { user } = renderApp({ path: `${paths.reports()}?schoolId=s1` });
    await screen.findByRole('heading', { name: 'Summary' });

    await user.click(lossRunButton('PDF'));
    expect(await screen.findByText('The loss run could not be downloaded.')).toBeInTheDocument();
    expect(screen.getByText('Choose a school first.')).toBeInTheDocument();
  });

  it("gives a school user with one school that school's report and loss run, and no chart of schools", async () => {
    const { filters } = stubSchoolUser({ ...SCHOOL_USER_SESSION, schools: [SCHOOL_USER_SESSION.schools[0]!] });
    const { user } = renderApp({ path: paths.reports() });
    await screen.findByRole('heading', { name: 'Summary' });

    expect(filters()).toEqual([{ ...THIS_YEAR, schoolId: 's1' }]);
    expect(screen.getByRole('combobox', { name: 'School' })).toHaveValue('Lincoln High');
    expect(lossRunButton('CSV')).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'By school' })).not.toBeInTheDocument();
    // failed deliveries read as pending to school staff
    expect(await tableOf('By status', user)).toEqual([
      ['Status', 'Claims'],
      ['Sent', '30'],
      ['Pending', '10'],
    ]);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Awaiting parent', 'Pending', 'Sent']);
  });

  it('gives a school user with two schools both, their TPAs and a chart of schools', async () => {
    const { filters } = stubSchoolUser(SCHOOL_USER_SESSION);
    const { user } = renderApp({ path: paths.reports() });
    await screen.findByRole('heading', { name: 'Summary' });

    expect(filters()).toEqual([THIS_YEAR]);
    expect(chart('By school')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'School' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Lincoln High', 'Roosevelt Middle']);
    await user.click(screen.getByRole('combobox', { name: 'TPA' }));
    await waitFor(async () => expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['SCS - Summit Claims Services']));
  });
});
