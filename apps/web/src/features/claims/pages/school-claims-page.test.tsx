import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addDaysToWire, todayWire } from '@claims/shared';
import { applyLanguage, DEFAULT_LANGUAGE } from '../../../lib/i18n';
import { STORAGE_KEYS } from '../../../lib/storage';
import { paths } from '../../../config/paths';
import { stubAdminApi, variablesOf } from '../../../testing/admin-api';
import { jsonResponse } from '../../../testing/fetch';
import { renderApp } from '../../../testing/render';
import type { ClaimListItem } from '../list/get-claims';
import { aClaimListItem, RECORD_CLAIM_ID, RECORD_SCHOOL_ID } from '../view/fixtures';

const USERS = [
  { id: 'u1', first_name: 'Sam', last_name: 'Staff' },
  { id: 'u2', first_name: 'Ada', last_name: 'Admin' },
];

const stubList = (items: ClaimListItem[] = [aClaimListItem()], total = items.length) => {
  const stub = stubAdminApi({
    Claims: () => ({ claims: { total, capped: false, items } }),
    ClaimFilterUsers: () => ({ users: USERS }),
  });
  return { ...stub, claimsArgs: () => variablesOf(stub.calls, 'Claims') };
};

const bodyRows = async () => {
  const table = await screen.findByRole('table', { name: 'Claims' });
  return within(table).getAllByRole('row').slice(1);
};

const DEFAULT_ARGS = { schoolId: RECORD_SCHOOL_ID, sort: 'date_submitted', direction: 'desc', offset: 0, limit: 23 };

afterEach(async () => {
  await applyLanguage(DEFAULT_LANGUAGE);
  window.localStorage.removeItem(STORAGE_KEYS.language);
});

describe('School claims list', () => {
  it('lists the school’s claims, newest submission first, with what the TPA reported and view and edit links', async () => {
    const { claimsArgs } = stubList([aClaimListItem({ tpa_status: 'INFORMATION_REQUESTED', tpa_claim_number: 'AX-778' })]);
    renderApp({ path: paths.dashboard.claims(RECORD_SCHOOL_ID) });
    const [row] = await bodyRows();

    expect(within(row!).getAllByRole('cell').slice(0, 10).map((cell) => cell.textContent)).toEqual([
      '1042',
      'Maya Lopez',
      'A-100',
      'Sent',
      'Information requestedAX-778',
      '-',
      'Complete',
      'Sam Staff',
      '03/02/2026',
      '03/04/2026',
    ]);
    expect(screen.queryByRole('columnheader', { name: /School/ })).not.toBeInTheDocument();
    expect(within(row!).getByRole('link', { name: 'View claim 1042 of Maya Lopez' })).toHaveAttribute(
      'href',
      paths.dashboard.claim(RECORD_SCHOOL_ID, RECORD_CLAIM_ID),
    );
    expect(within(row!).getByRole('link', { name: 'Edit claim 1042 of Maya Lopez' })).toHaveAttribute(
      'href',
      paths.dashboard.editClaim(RECORD_SCHOOL_ID, RECORD_CLAIM_ID),
    );
    expect(screen.getByRole('link', { name: 'Report a claim' })).toHaveAttribute('href', paths.dashboard.newClaim(RECORD_SCHOOL_ID));
    expect(claimsArgs()[0]).toEqual(DEFAULT_ARGS);
  });

  it('shows a failed delivery as Pending to the school', async () => {
    stubList([aClaimListItem({ id: 'c2', status: 'ERROR' }), aClaimListItem({ id: 'c3', status: 'PENDING' })]);
    renderApp({ path: paths.dashboard.claims(RECORD_SCHOOL_ID) });
    const rows = await bodyRows();
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]!.textContent)).toEqual(['Pending', 'Pending']);
    expect(within(screen.getByRole('table', { name: 'Claims' })).queryByText('Failed')).not.toBeInTheDocument();
  });

  it("opens from the dashboard's link on the claims due within 7 days, each with its countdown, and filters on what the TPA reported", async () => {
    const inDays = (days: number) => addDaysToWire(todayWire(), days);
    const { claimsArgs } = stubList([aClaimListItem({ nearest_due_on: inDays(-2) }), aClaimListItem({ id: 'c2', claim_number: 1043, nearest_due_on: inDays(5) })]);
    const { user, router } = renderApp({ path: `${paths.dashboard.claims(RECORD_SCHOOL_ID)}?due=7` });
    const rows = await bodyRows();
    expect(claimsArgs()[0]).toEqual({ ...DEFAULT_ARGS, dueWithinDays: 7 });
    expect(screen.getByRole('combobox', { name: 'Deadline' })).toHaveValue('Due within 7 days or past');
    expect(within(rows[0]!).getByText('2 days late')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('in 5 days')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: "TPA's status" }));
    await user.click(await screen.findByRole('option', { name: 'Closed, denied' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(claimsArgs().at(-1)).toEqual({ ...DEFAULT_ARGS, dueWithinDays: 7, tpaStatus: 'CLOSED_DENIED' }));
    expect(router.state.location.search).toBe('?due=7&tpaStatus=CLOSED_DENIED');
  });

  it('keeps Search disabled until a filter is set, searches on Enter from page 1, and Clear resets', async () => {
    const { claimsArgs } = stubList([aClaimListItem()], 60);
    const { user } = renderApp({ path: `${paths.dashboard.claims(RECORD_SCHOOL_ID)}?page=2` });
    await bodyRows();

    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Claimant name' }), '   ');
    expect(search).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Claimant name' }), 'maya');
    expect(search).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'Student ID' }), 'A-1{Enter}');
    await waitFor(() => expect(claimsArgs().at(-1)).toEqual({ ...DEFAULT_ARGS, name: 'maya', studentId: 'A-1' }));

    await user.click(screen.getByRole('combobox', { name: 'Submitted by' }));
    await user.click(await screen.findByRole('option', { name: 'Sam Staff' }));
    await user.click(screen.getByRole('combobox', { name: 'Documents' }));
    await user.click(await screen.findByRole('option', { name: 'Complete' }));
    // the school list reads failed deliveries as pending: no Failed choice, and Pending finds them too
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.queryByRole('option', { name: 'Failed' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(claimsArgs().at(-1)).toEqual({ ...DEFAULT_ARGS, name: 'maya', studentId: 'A-1', submittedBy: 'u1', statuses: ['PENDING', 'ERROR'], completeness: 'COMPLETE' }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(claimsArgs().at(-1)).toEqual(DEFAULT_ARGS));
    expect(screen.getByRole('textbox', { name: 'Claimant name' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  });

  it('sorts by each column the school list offers, and pages 23/100/200', async () => {
    const { claimsArgs } = stubList([aClaimListItem()], 250);
    const { user } = renderApp({ path: paths.dashboard.claims(RECORD_SCHOOL_ID) });
    await bodyRows();

    const sortBy = async (header: RegExp, sort: string, direction = 'asc') => {
      await user.click(within(screen.getByRole('columnheader', { name: header })).getByRole('button'));
      await waitFor(() => expect(claimsArgs().at(-1)).toMatchObject({ sort, direction }));
    };
    await sortBy(/Claimant/, 'claimant_name');
    await sortBy(/Claimant/, 'claimant_name', 'desc');
    await sortBy(/Student ID/, 'student_id');
    await sortBy(/Status/, 'status');
    await sortBy(/Submitted by/, 'submitted_by');
    await sortBy(/Date of accident/, 'date_of_accident');
    await sortBy(/Date submitted/, 'date_submitted');

    expect(screen.getByText('1–23 of 250')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Items per page' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['23', '100', '200']);
    await user.click(screen.getByRole('option', { name: '100' }));
    await waitFor(() => expect(claimsArgs().at(-1)).toMatchObject({ offset: 0, limit: 100 }));
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(claimsArgs().at(-1)).toMatchObject({ offset: 100, limit: 100 }));
  });

  it('says in words how complete each claim is, in English and in Spanish', async () => {
    stubAdminApi(
      {
        Claims: () => ({ claims: { total: 3, capped: false, items: [0, 1, 3].map((missing) => aClaimListItem({ id: `c${missing}`, missing_items: missing })) } }),
        ClaimFilterUsers: () => ({ users: USERS }),
      },
      { '/v1/auth/me/language': () => jsonResponse({ success: true }) },
    );
    const { user } = renderApp({ path: paths.dashboard.claims(RECORD_SCHOOL_ID) });
    // the table's name is translated too
    const documentsOf = (header: string) => {
      const table = screen.getByRole('table');
      const column = within(table).getAllByRole('columnheader').findIndex((cell) => cell.textContent === header);
      return within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[column]!.textContent);
    };
    await bodyRows();
    expect(documentsOf('Documents')).toEqual(['Complete', '1 missing', '3 missing']);

    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('columnheader', { name: 'Documentos' })).toBeInTheDocument();
    expect(documentsOf('Documentos')).toEqual(['Completa', 'Falta 1', 'Faltan 3']);
  });

  it('shows the empty state', async () => {
    stubList([], 0);
    renderApp({ path: paths.dashboard.claims(RECORD_SCHOOL_ID) });
    expect(await screen.findByText('No claims match these filters.')).toBeInTheDocument();
  });
});
