import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { renderApp } from '../../../testing/render';
import type { SchoolsArgs } from '../api/get-schools';
import {
  aListItem,
  graphqlCalls,
  SALES_REPS,
  SCHOOL_ID,
  stubSchoolsApi,
  TPAS,
} from '../testing/fixtures';

const LINCOLN = aListItem({ logo_url: '/v1/files/logo-1?exp=1&sig=x' });
const RIVERSIDE = aListItem({
  id: '5c1b0a52-0d9e-4f59-9d7a-6f0f7f3a0002',
  name: 'Riverside Academy',
  is_active: false,
  sales_rep_name: null,
  tpa_codes: [],
  first_note: null,
  updated_at: '2025-12-31T15:00:00.000Z',
});

const stubList = (items = [LINCOLN, RIVERSIDE], total = items.length) => {
  const stub = stubSchoolsApi({
    Schools: () => ({ schools: { total, items } }),
    DeleteSchool: () => ({ deleteSchool: true }),
  });
  const schoolsArgs = () => graphqlCalls(stub.calls).filter((call) => call.name === 'Schools').map((call) => call.variables as Partial<SchoolsArgs>);
  return { ...stub, schoolsArgs };
};

const bodyRows = async () => {
  const table = await screen.findByRole('table', { name: 'Schools' });
  return within(table).getAllByRole('row').slice(1);
};

describe('Schools list', () => {
  it('shows each school with upper-case name, placeholders, status and MM/DD/YYYY date', async () => {
    const { schoolsArgs } = stubList();
    renderApp({ path: paths.schools.list() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Schools' })).toBeInTheDocument();
    const [lincoln, riverside] = await bodyRows();
    if (!lincoln || !riverside) throw new Error('two rows expected');

    const lincolnCells = within(lincoln).getAllByRole('cell');
    expect(within(lincolnCells[0]!).getByRole('img', { name: 'Lincoln High School logo' })).toHaveAttribute('src', LINCOLN.logo_url);
    expect(lincolnCells.slice(1, 7).map((cell) => cell.textContent)).toEqual([
      'LINCOLN HIGH SCHOOL',
      'Dana Whitfield',
      'KBA, SCS',
      'Call before noon.',
      'Active',
      '03/05/2026',
    ]);

    const riversideCells = within(riverside).getAllByRole('cell');
    expect(within(riversideCells[0]!).queryByRole('img')).not.toBeInTheDocument();
    expect(riversideCells.slice(1, 7).map((cell) => cell.textContent)).toEqual([
      'RIVERSIDE ACADEMY',
      '-',
      '-',
      '-',
      'Inactive',
      '12/31/2025',
    ]);
    expect(within(lincoln).getByRole('link', { name: 'Edit Lincoln High School' })).toHaveAttribute(
      'href',
      paths.schools.edit(SCHOOL_ID),
    );

    // default: active schools by name ascending, first page of 25
    expect(schoolsArgs()[0]).toEqual({ status: 'ACTIVE', sort: 'name', direction: 'asc', offset: 0, limit: 25 });
  });

  it('toggles the sort of a column and sends it, with aria-sort on the header', async () => {
    const { schoolsArgs } = stubList();
    const { user, router } = renderApp({ path: paths.schools.list() });
    await bodyRows();

    const nameHeader = screen.getByRole('columnheader', { name: /School name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /TPAs/ })).not.toHaveAttribute('aria-sort');

    await user.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(schoolsArgs().at(-1)).toMatchObject({ sort: 'name', direction: 'desc' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

    const modified = screen.getByRole('columnheader', { name: /Last modified/ });
    await user.click(within(modified).getByRole('button'));
    await waitFor(() => expect(schoolsArgs().at(-1)).toMatchObject({ sort: 'updated_at', direction: 'asc' }));
    expect(modified).toHaveAttribute('aria-sort', 'ascending');
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');

    await user.click(within(screen.getByRole('columnheader', { name: /Sales rep/ })).getByRole('button'));
    await waitFor(() => expect(schoolsArgs().at(-1)).toMatchObject({ sort: 'sales_rep', direction: 'asc' }));
    // the sort is in the URL, so a reload keeps it
    expect(router.state.location.search).toBe('?sort=sales_rep');
  });

  it('searches by name on Enter and by the chosen filters, keeping them in the URL', async () => {
    const { schoolsArgs } = stubList();
    const { user, router } = renderApp({ path: paths.schools.list() });
    await bodyRows();

    await user.click(screen.getByRole('combobox', { name: 'Sales rep' }));
    await user.click(await screen.findByRole('option', { name: 'Marcus Ortega' }));
    await user.click(screen.getByRole('combobox', { name: 'TPA' }));
    await user.click(await screen.findByRole('option', { name: 'SCS' }));
    await user.type(screen.getByRole('textbox', { name: 'School name' }), 'lin{Enter}');

    await waitFor(() =>
      expect(schoolsArgs().at(-1)).toEqual({
        name: 'lin',
        salesRepId: SALES_REPS[1]?.id,
        tpaId: TPAS[1]?.id,
        status: 'ACTIVE',
        sort: 'name',
        direction: 'asc',
        offset: 0,
        limit: 25,
      }),
    );
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('name')).toBe('lin');
    expect(params.get('salesRep')).toBe(SALES_REPS[1]?.id);
    expect(params.get('tpa')).toBe(TPAS[1]?.id);
  });

  it('Clear resets the filters and sets the status back to Active', async () => {
    const { schoolsArgs } = stubList();
    const { user, router } = renderApp({ path: `${paths.schools.list()}?name=lin&status=INACTIVE&page=2` });
    await bodyRows();

    expect(screen.getByRole('textbox', { name: 'School name' })).toHaveValue('lin');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Inactive');
    expect(schoolsArgs()[0]).toMatchObject({ name: 'lin', status: 'INACTIVE', offset: 25 });

    await user.click(screen.getByRole('button', { name: 'Clear' }));

    await waitFor(() => expect(schoolsArgs().at(-1)).toEqual({ status: 'ACTIVE', sort: 'name', direction: 'asc', offset: 0, limit: 25 }));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
    expect(screen.getByRole('textbox', { name: 'School name' })).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('asks for confirmation before deleting a school', async () => {
    const { calls } = stubList();
    const { user } = renderApp({ path: paths.schools.list() });
    const [lincoln] = await bodyRows();

    await user.click(within(lincoln!).getByRole('button', { name: 'Delete Lincoln High School' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete school' });
    expect(dialog).toHaveTextContent('Delete Lincoln High School?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(graphqlCalls(calls).some((call) => call.name === 'DeleteSchool')).toBe(false);

    await user.click(within(lincoln!).getByRole('button', { name: 'Delete Lincoln High School' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));

    expect(await screen.findByText('School deleted.')).toBeInTheDocument();
    expect(graphqlCalls(calls).filter((call) => call.name === 'DeleteSchool')).toEqual([
      { name: 'DeleteSchool', variables: { id: SCHOOL_ID } },
    ]);
    // the list is asked for again
    await waitFor(() => expect(graphqlCalls(calls).filter((call) => call.name === 'Schools')).toHaveLength(2));
  });

  it('pages with a window of page numbers and an items-per-page select', async () => {
    const { schoolsArgs } = stubList([LINCOLN], 260);
    const { user } = renderApp({ path: paths.schools.list() });
    await bodyRows();

    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getAllByRole('button', { name: /^Page / }).map((button) => button.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(screen.getByText('1–25 of 260')).toBeInTheDocument();

    await user.click(within(pagination).getByRole('button', { name: 'Page 4' }));
    await waitFor(() => expect(schoolsArgs().at(-1)).toMatchObject({ offset: 75, limit: 25 }));
    expect(within(pagination).getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(within(pagination).getAllByRole('button', { name: /^Page / }).map((button) => button.textContent)).toEqual([
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);

    await user.click(screen.getByRole('combobox', { name: 'Items per page' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '100' }));
    await waitFor(() => expect(schoolsArgs().at(-1)).toMatchObject({ offset: 0, limit: 100 }));
  });

  it('shows the empty state and links to Add school', async () => {
    stubList([], 0);
    const { user, router } = renderApp({ path: paths.schools.list() });

    expect(await screen.findByText('No schools match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add school' }));
    expect(router.state.location.pathname).toBe(paths.schools.new());
  });
});
