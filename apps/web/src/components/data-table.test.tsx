import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { DataTable, type DataTableColumn, type DataTableSort } from './data-table';

type Row = { id: string; name: string; city: string; note: string };

const ROWS: Row[] = [
  { id: '1', name: 'Adams', city: 'Albany', note: 'first' },
  { id: '2', name: 'Baker', city: 'Boston', note: 'second' },
];

const COLUMNS: Array<DataTableColumn<Row>> = [
  { key: 'name', header: 'Name', sortKey: 'name', render: (row) => row.name },
  { key: 'city', header: 'City', sortKey: 'city', render: (row) => row.city },
  { key: 'note', header: 'Note', render: (row) => row.note },
];

const renderTable = (
  props: {
    rows?: Row[];
    sort?: DataTableSort;
    onSortChange?: (sort: DataTableSort) => void;
    mobileSummaryColumns?: number;
  } = {},
) =>
  renderWithProviders(
    <DataTable
      label="People"
      columns={COLUMNS}
      rows={'rows' in props ? props.rows : ROWS}
      rowKey={(row) => row.id}
      loadingLabel="Loading people"
      emptyMessage="Nobody yet"
      sort={props.sort}
      onSortChange={props.onSortChange}
      mobileSummaryColumns={props.mobileSummaryColumns}
    />,
  );

// Mantine reads the viewport through matchMedia; `matches` answers every query.
const stubViewport = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));

describe('DataTable', () => {
  it('toggles the sort direction of the sorted column and starts another column ascending', async () => {
    const onSortChange = vi.fn();
    const { user } = renderTable({ sort: { column: 'name', direction: 'asc' }, onSortChange });

    const name = screen.getByRole('columnheader', { name: /Name/ });
    const city = screen.getByRole('columnheader', { name: /City/ });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(city).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Note' })).not.toHaveAttribute('aria-sort');

    await user.click(within(name).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'desc' });
    await user.click(within(city).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'city', direction: 'asc' });
  });

  it('shows a loading state before the rows arrive', () => {
    renderTable({ rows: undefined });
    expect(screen.getByRole('status', { name: 'Loading people' })).toBeInTheDocument();
  });

  it('shows the empty message when there are no rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('Nobody yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('turns into labelled cards below 768px, with sort buttons', async () => {
    stubViewport(true);
    const onSortChange = vi.fn();
    const { user } = renderTable({ sort: { column: 'name', direction: 'desc' }, onSortChange });

    expect(await screen.findByRole('list', { name: 'People' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('City').nextSibling).toHaveTextContent('Albany');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'asc' });
  });

  it('collapses each mobile card to its leading columns until that card is expanded', async () => {
    stubViewport(true);
    const { user } = renderTable({ mobileSummaryColumns: 1 });

    const [first, second] = await screen.findAllByRole('listitem');
    expect(within(first!).getByText('Adams')).toBeInTheDocument();
    expect(within(first!).queryByText('Albany')).not.toBeInTheDocument();

    const toggle = within(first!).getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(first!).getByText('Albany')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(second!).queryByText('Boston')).not.toBeInTheDocument();
  });
});
