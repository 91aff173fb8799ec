import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { stubAdminApi, variablesOf } from '../../../testing/admin-api';
import type { StubHandler } from '../../../testing/fetch';
import { renderApp } from '../../../testing/render';
import { ADMIN_SESSION } from '../../../testing/session';
import type { ClaimListItem } from '../list/get-claims';
import { aClaimListItem, RECORD_CLAIM_ID, RECORD_SCHOOL_ID } from '../view/fixtures';

const stubList = (
  items: ClaimListItem[] = [aClaimListItem()],
  total = items.length,
  rest: Record<string, StubHandler> = {},
) => {
  const stub = stubAdminApi(
    {
      Claims: () => ({ claims: { total, capped: false, items } }),
      ClaimFilterUsers: () => ({ users: [{ id: 'u1', first_name: 'Sam', last_name: 'Staff' }] }),
      SchoolOptions: () => ({ schoolOptions: [{ id: RECORD_SCHOOL_ID, name: 'Lincoln High', is_active: true }] }),
      TpasForDropdown: () => ({ tpasForDropdown: [{ id: 't1', code: 'SCS', name: 'Summit Claims Services' }] }),
    },
    rest,
  );
  return { ...stub, claimsArgs: () => variablesOf(stub.calls, 'Claims') };
};

const bodyRows = async () => {
  const table = await screen.findByRole('table', { name: 'Claims' });
  return within(table).getAllByRole('row').slice(1);
};

const DEFAULT_ARGS = { sort: 'date_submitted', direction: 'desc', offset: 0, limit: 23 };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Global claims list', () => {
  it('lists every school’s claims with school and TPA, failed deliveries in red, and school edit links', async () => {
    const { claimsArgs } = stubList([aClaimListItem({ status: 'ERROR', missing_items: 2 })]);
    renderApp({ path: paths.claims.list() });
    const [row] = await bodyRows();

    expect(within(row!).getAllByRole('cell').slice(0, 12).map((cell) => cell.textContent)).toEqual([
      '1042',
      'Maya Lopez',
      'A-100',
      'Failed',
      '-',
      '-',
      '2 missing',
      'Sam Staff',
      '03/02/2026',
      '03/04/2026',
      'Lincoln High',
      'Summit Claims Services',
    ]);
    expect(within(row!).getByRole('link', { name: 'View claim 1042 of Maya Lopez' })).toHaveAttribute(
      'href',
      paths.claims.view(RECORD_CLAIM_ID),
    );
    expect(within(row!).getByRole('link', { name: 'Edit claim 1042 of Maya Lopez' })).toHaveAttribute(
      'href',
      paths.dashboard.editClaim(RECORD_SCHOOL_ID, RECORD_CLAIM_ID),
    );
    expect(screen.getByRole('link', { name: 'Report a claim' })).toHaveAttribute('href', paths.claims.new());
    expect(claimsArgs()[0]).toEqual(DEFAULT_ARGS);
  });

  it('filters by school, TPA and submission dates, and sorts by school and TPA', async () => {
    const { claimsArgs } = stubList();
    const { user } = renderApp({ path: paths.claims.list() });
    await bodyRows();

    await user.click(screen.getByRole('combobox', { name: 'School' }));
    await user.click(await screen.findByRole('option', { name: 'Lincoln High' }));
    await user.click(screen.getByRole('combobox', { name: 'TPA' }));
    await user.click(await screen.findByRole('option', { name: 'SCS - Summit Claims Services' }));
    await user.click(screen.getByRole('textbox', { name: 'Date submitted from' }));
    await user.paste('03/01/2026');
    await user.click(screen.getByRole('textbox', { name: 'Date submitted to' }));
    await user.paste('03/31/2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(claimsArgs().at(-1)).toEqual({
        ...DEFAULT_ARGS,
        schoolId: RECORD_SCHOOL_ID,
        tpaId: 't1',
        submittedFrom: '2026-03-01',
        submittedTo: '2026-03-31',
      }),
    );

    await user.click(within(screen.getByRole('columnheader', { name: /School/ })).getByRole('button'));
    await waitFor(() => expect(claimsArgs().at(-1)).toMatchObject({ sort: 'school', direction: 'asc' }));
    await user.click(within(screen.getByRole('columnheader', { name: /^TPA(?!')/ })).getByRole('button'));
    await waitFor(() => expect(claimsArgs().at(-1)).toMatchObject({ sort: 'tpa', direction: 'asc' }));
  });

  it('filters complete or incomplete claims, keeps the choice in the link, and exports with it', async () => {
    const exportUrl = '/v1/claims/export.csv?completeness=INCOMPLETE&sort=date_submitted&direction=desc';
    const { claimsArgs, callsTo } = stubList([aClaimListItem({ missing_items: 1 })], 1, {
      [exportUrl]: () => new Response('Claim number\n1042\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:claims'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, router } = renderApp({ path: paths.claims.list() });
    await bodyRows();

    await user.click(screen.getByRole('combobox', { name: 'Documents' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Complete', 'Incomplete']);
    await user.click(screen.getByRole('option', { name: 'Incomplete' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(claimsArgs().at(-1)).toEqual({ ...DEFAULT_ARGS, completeness: 'INCOMPLETE' }));
    expect(router.state.location.search).toBe('?completeness=INCOMPLETE');
    expect(within((await bodyRows())[0]!).getByText('1 missing')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(callsTo(exportUrl)).toHaveLength(1));
  });

  it('asks once for a new order, on the click, and shows it', async () => {
    const maya = aClaimListItem();
    const ada = aClaimListItem({ id: 'c2', claim_number: 1043, student_first_name: 'Ada', student_last_name: 'Baker' });
    // where the page was when each list was asked for
    const askedAt: string[] = [];
    const stub = stubAdminApi({
      Claims: (variables) => {
        askedAt.push(`${(variables as { sort: string }).sort} at ${router.state.location.search}`);
        return { claims: { total: 2, capped: false, items: (variables as { sort: string }).sort === 'claimant_name' ? [ada, maya] : [maya, ada] } };
      },
      ClaimFilterUsers: () => ({ users: [] }),
      SchoolOptions: () => ({ schoolOptions: [] }),
      TpasForDropdown: () => ({ tpasForDropdown: [] }),
    });
    const { user, router } = renderApp({ path: paths.claims.list() });
    expect(within((await bodyRows())[0]!).getAllByRole('cell')[1]).toHaveTextContent('Maya Lopez');

    await user.click(within(screen.getByRole('columnheader', { name: /Claimant/ })).getByRole('button'));
    await waitFor(async () => expect(within((await bodyRows())[0]!).getAllByRole('cell')[1]).toHaveTextContent('Ada Baker'));
    expect(router.state.location.search).toBe('?sort=claimant_name&dir=asc');
    // fetched on the click, before the address changed, and not asked again once it had
    expect(askedAt).toEqual(['date_submitted at ', 'claimant_name at ']);
    expect(variablesOf(stub.calls, 'Claims')).toHaveLength(2);
  });

  it('exports the filtered list as CSV with the bearer token', async () => {
    const exportUrl = '/v1/claims/export.csv?status=DELIVERED&sort=date_submitted&direction=desc';
    const { callsTo } = stubList([aClaimListItem()], 1, {
      [exportUrl]: () => new Response('Claim #,Claimant\n1042,Maya Lopez\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:claims');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    const { user } = renderApp({ path: `${paths.claims.list()}?status=DELIVERED` });
    await bodyRows();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toEqual(['claims.csv blob:claims']));
    const [request] = callsTo(exportUrl);
    expect(request?.init?.method).toBe('GET');
    expect(new Headers(request?.init?.headers).get('Authorization')).toBe(`Bearer ${ADMIN_SESSION.token}`);
    expect(await createObjectURL.mock.calls[0]![0].text()).toContain('1042,Maya Lopez');
  });

  it('says so when the export fails', async () => {
    const exportUrl = '/v1/claims/export.csv?sort=date_submitted&direction=desc';
    stubList([aClaimListItem()], 1, {
      [exportUrl]: () => new Response(JSON.stringify({ error: 'INTERNAL' }), { status: 500 }),
    });
    const { user } = renderApp({ path: paths.claims.list() });
    await bodyRows();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The claims could not be exported.')).toBeInTheDocument();
  });

  it('says "10,000+" when more claims match than the list counts, and counts them all when asked', async () => {
    const { calls } = stubAdminApi({
      Claims: (variables) => ({ claims: { total: 10_000, capped: true, items: [aClaimListItem()], ...(variables.countAll ? { exact_total: 1_000_790 } : {}) } }),
      ClaimFilterUsers: () => ({ users: [] }),
      SchoolOptions: () => ({ schoolOptions: [] }),
      TpasForDropdown: () => ({ tpasForDropdown: [] }),
    });
    const { user } = renderApp({ path: paths.claims.list() });
    expect(await screen.findByText('1–23 of 10,000+')).toBeInTheDocument();
    expect(variablesOf(calls, 'Claims')).toEqual([DEFAULT_ARGS]);
    await user.click(screen.getByRole('button', { name: 'Count every matching claim' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1,000,790 match; pages show the first 10,000.');
    expect(variablesOf(calls, 'Claims')).toEqual([DEFAULT_ARGS, { ...DEFAULT_ARGS, countAll: true }]);
  });

  it('asks for the window’s last page when a link names a page past it, and moves the link there', async () => {
    const { calls } = stubAdminApi({
      Claims: () => ({ claims: { total: 10_000, capped: true, items: [aClaimListItem()] } }),
      ClaimFilterUsers: () => ({ users: [] }),
      SchoolOptions: () => ({ schoolOptions: [] }),
      TpasForDropdown: () => ({ tpasForDropdown: [] }),
    });
    const { router } = renderApp({ path: `${paths.claims.list()}?page=900` });
    expect(await screen.findByText('9,983–10,000 of 10,000+')).toBeInTheDocument();
    expect(variablesOf(calls, 'Claims')[0]).toEqual({ ...DEFAULT_ARGS, offset: 434 * 23 });
    await waitFor(() => expect(router.state.location.search).toBe('?page=435'));
  });

  it('shows the last page when a link names a page past the end', async () => {
    const { claimsArgs } = stubList([aClaimListItem()], 30);
    const { router } = renderApp({ path: `${paths.claims.list()}?page=7` });
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(claimsArgs().at(-1)).toEqual({ ...DEFAULT_ARGS, offset: 23 }));
    expect(await screen.findByText('24–30 of 30')).toBeInTheDocument();
  });
});
