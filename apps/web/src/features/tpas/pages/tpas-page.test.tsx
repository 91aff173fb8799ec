import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { graphqlCalls, stubAdminApi, variablesOf } from '../../../testing/admin-api';
import { renderApp } from '../../../testing/render';
import type { TpaListItem } from '../api/get-tpas';
import { aTpaListItem, OTHER_TPA_ID, TPA_ID } from '../testing/fixtures';

const SUMMIT = aTpaListItem();
const KEYSTONE = aTpaListItem({
  id: OTHER_TPA_ID,
  code: 'KBA',
  name: 'Keystone Benefit Administrators',
  city: null,
  state: 'PA',
  claims_email_address: null,
  delivery_method: 'EMAIL',
  updated_at: '2025-12-31T15:00:00.000Z',
});

const stubList = (items: TpaListItem[] = [SUMMIT, KEYSTONE], total = items.length) => {
  const stub = stubAdminApi({
    Tpas: () => ({ tpas: { total, items } }),
    DeleteTpa: () => ({ deleteTpa: true }),
  });
  return { ...stub, tpasArgs: () => variablesOf(stub.calls, 'Tpas') };
};

const bodyRows = async () => {
  const table = await screen.findByRole('table', { name: 'TPAs' });
  return within(table).getAllByRole('row').slice(1);
};

describe('TPAs list', () => {
  it('shows code, name, city/state, claims email, delivery method and last modified, by name first', async () => {
    const { tpasArgs } = stubList();
    renderApp({ path: paths.tpas.list() });

    expect(await screen.findByRole('heading', { level: 1, name: 'TPAs' })).toBeInTheDocument();
    const [summit, keystone] = await bodyRows();
    expect(within(summit!).getAllByRole('cell').slice(0, 6).map((cell) => cell.textContent)).toEqual([
      'SCS',
      'Summit Claims Services',
      'Denver, CO',
      'claims@summit.test',
      'Electronic email',
      '03/05/2026',
    ]);
    expect(within(keystone!).getAllByRole('cell').slice(0, 6).map((cell) => cell.textContent)).toEqual([
      'KBA',
      'Keystone Benefit Administrators',
      'PA',
      '-',
      'Email',
      '12/31/2025',
    ]);
    expect(within(summit!).getByRole('link', { name: 'Edit Summit Claims Services' })).toHaveAttribute('href', paths.tpas.edit(TPA_ID));
    expect(screen.getByRole('link', { name: 'New TPA' })).toHaveAttribute('href', paths.tpas.new());
    expect(tpasArgs()).toEqual([{ sort: 'name', direction: 'asc', offset: 0, limit: 25 }]);
  });

  it('sorts by name and code, toggling the direction', async () => {
    const { tpasArgs } = stubList();
    const { user, router } = renderApp({ path: paths.tpas.list() });
    await bodyRows();

    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Claims email/ })).not.toHaveAttribute('aria-sort');

    await user.click(within(name).getByRole('button'));
    await waitFor(() => expect(tpasArgs().at(-1)).toMatchObject({ sort: 'name', direction: 'desc' }));

    const code = screen.getByRole('columnheader', { name: /Code/ });
    await user.click(within(code).getByRole('button'));
    await waitFor(() => expect(tpasArgs().at(-1)).toMatchObject({ sort: 'code', direction: 'asc' }));
    expect(code).toHaveAttribute('aria-sort', 'ascending');
    expect(router.state.location.search).toBe('?sort=code');
  });

  it('searches names and codes on Enter, from the first page, and Clear lists every TPA again', async () => {
    const { tpasArgs } = stubList([SUMMIT], 80);
    const { user, router } = renderApp({ path: `${paths.tpas.list()}?page=3` });
    await bodyRows();
    expect(tpasArgs()[0]).toMatchObject({ offset: 50 });

    await user.type(screen.getByRole('textbox', { name: 'Name or code' }), ' sum {Enter}');
    await waitFor(() => expect(tpasArgs().at(-1)).toEqual({ search: 'sum', sort: 'name', direction: 'asc', offset: 0, limit: 25 }));
    expect(router.state.location.search).toBe('?search=sum');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(tpasArgs().at(-1)).toEqual({ sort: 'name', direction: 'asc', offset: 0, limit: 25 }));
    expect(screen.getByRole('textbox', { name: 'Name or code' })).toHaveValue('');
  });

  it('pages with the total and an items-per-page select', async () => {
    const { tpasArgs } = stubList([SUMMIT], 60);
    const { user } = renderApp({ path: paths.tpas.list() });
    await bodyRows();

    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pagination).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(tpasArgs().at(-1)).toMatchObject({ offset: 50, limit: 25 }));

    await user.click(screen.getByRole('combobox', { name: 'Items per page' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(tpasArgs().at(-1)).toMatchObject({ offset: 0, limit: 50 }));
  });

  it('asks for confirmation, saying the TPA is unlinked from its schools, before deleting it', async () => {
    const { calls } = stubList();
    const { user } = renderApp({ path: paths.tpas.list() });
    const [summit] = await bodyRows();

    await user.click(within(summit!).getByRole('button', { name: 'Delete Summit Claims Services' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete TPA' });
    expect(dialog).toHaveTextContent('Delete Summit Claims Services (SCS)? It is also unlinked from every school it is linked to');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(variablesOf(calls, 'DeleteTpa')).toEqual([]);

    await user.click(within(summit!).getByRole('button', { name: 'Delete Summit Claims Services' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));

    expect(await screen.findByText('TPA deleted.')).toBeInTheDocument();
    expect(variablesOf(calls, 'DeleteTpa')).toEqual([{ id: TPA_ID }]);
    await waitFor(() => expect(graphqlCalls(calls).filter((call) => call.name === 'Tpas')).toHaveLength(2));
  });

  it('says when there are no TPAs yet', async () => {
    stubList([], 0);
    renderApp({ path: paths.tpas.list() });
    expect(await screen.findByText('There are no TPAs yet.')).toBeInTheDocument();
  });
});
