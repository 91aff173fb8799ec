import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { stubAdminApi, variablesOf } from '../../../testing/admin-api';
import { renderApp } from '../../../testing/render';
import type { SalesRepListItem } from '../api/get-sales-reps';
import { aSalesRepListItem, OTHER_SALES_REP_ID, SALES_REP_ID } from '../testing/fixtures';

const DANA = aSalesRepListItem();
const MARCUS = aSalesRepListItem({
  id: OTHER_SALES_REP_ID,
  first_name: 'Marcus',
  last_name: 'Ortega',
  email_address: null,
  phone: null,
  state: null,
  see_all_schools: false,
});

const stubList = (items: SalesRepListItem[] = [DANA, MARCUS], total = items.length) => {
  const stub = stubAdminApi({ SalesReps: () => ({ salesReps: { total, items } }) });
  return { ...stub, repsArgs: () => variablesOf(stub.calls, 'SalesReps') };
};

const bodyRows = async () => {
  const table = await screen.findByRole('table', { name: 'Sales reps' });
  return within(table).getAllByRole('row').slice(1);
};

describe('Sales reps list', () => {
  it('lists active reps by first name, 20 a page, with an edit icon per row', async () => {
    const { repsArgs } = stubList();
    renderApp({ path: paths.salesReps.list() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sales reps' })).toBeInTheDocument();
    const [dana, marcus] = await bodyRows();
    expect(within(dana!).getAllByRole('cell').slice(0, 6).map((cell) => cell.textContent)).toEqual([
      'Dana',
      'Whitfield',
      'dana.whitfield@demo.test',
      '916-555-0100',
      'CA',
      'Yes',
    ]);
    expect(within(marcus!).getAllByRole('cell').slice(0, 6).map((cell) => cell.textContent)).toEqual([
      'Marcus',
      'Ortega',
      '-',
      '-',
      '-',
      'No',
    ]);
    expect(within(dana!).getByRole('link', { name: 'Edit Dana Whitfield' })).toHaveAttribute('href', paths.salesReps.edit(SALES_REP_ID));
    expect(screen.getByRole('link', { name: 'New sales rep' })).toHaveAttribute('href', paths.salesReps.new());
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
    expect(repsArgs()).toEqual([{ status: 'ACTIVE', sort: 'first_name', direction: 'asc', offset: 0, limit: 20 }]);
  });

  it('sorts by first name, last name and email', async () => {
    const { repsArgs } = stubList();
    const { user } = renderApp({ path: paths.salesReps.list() });
    await bodyRows();

    const first = screen.getByRole('columnheader', { name: /First name/ });
    expect(first).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Phone/ })).not.toHaveAttribute('aria-sort');
    await user.click(within(first).getByRole('button'));
    await waitFor(() => expect(repsArgs().at(-1)).toMatchObject({ sort: 'first_name', direction: 'desc' }));

    await user.click(within(screen.getByRole('columnheader', { name: /Last name/ })).getByRole('button'));
    await waitFor(() => expect(repsArgs().at(-1)).toMatchObject({ sort: 'last_name', direction: 'asc' }));

    await user.click(within(screen.getByRole('columnheader', { name: /Email/ })).getByRole('button'));
    await waitFor(() => expect(repsArgs().at(-1)).toMatchObject({ sort: 'email_address', direction: 'asc' }));
  });

  it('filters by name and status, and Clear goes back to active reps', async () => {
    const { repsArgs } = stubList();
    const { user, router } = renderApp({ path: paths.salesReps.list() });
    await bodyRows();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'orte{Enter}');
    await waitFor(() =>
      expect(repsArgs().at(-1)).toEqual({ name: 'orte', status: 'INACTIVE', sort: 'first_name', direction: 'asc', offset: 0, limit: 20 }),
    );
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('INACTIVE');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(repsArgs().at(-1)).toEqual({ status: 'ACTIVE', sort: 'first_name', direction: 'asc', offset: 0, limit: 20 }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
  });

  it('offers 20, 50, 100 and 200 a page and pages through the total', async () => {
    const { repsArgs } = stubList([DANA], 450);
    const { user } = renderApp({ path: paths.salesReps.list() });
    await bodyRows();

    expect(screen.getByText('1–20 of 450')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(repsArgs().at(-1)).toMatchObject({ offset: 20, limit: 20 }));

    await user.click(screen.getByRole('combobox', { name: 'Items per page' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['20', '50', '100', '200']);
    await user.click(screen.getByRole('option', { name: '200' }));
    await waitFor(() => expect(repsArgs().at(-1)).toMatchObject({ offset: 0, limit: 200 }));
  });

  it('shows the empty state', async () => {
    stubList([], 0);
    renderApp({ path: paths.salesReps.list() });
    expect(await screen.findByText('No sales reps match these filters.')).toBeInTheDocument();
  });
});
