import { memo, useId, useState, type ReactNode } from 'react';
import { Box, Button, Center, Group, Loader, LoadingOverlay, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SortDirection } from '@claims/shared';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MOBILE_MEDIA_QUERY } from './media';
import classes from './data-table.module.css';

export type DataTableSort<TKey extends string = string> = { column: TKey; direction: SortDirection };

export type DataTableColumn<TRow, TSortKey extends string = string> = {
  key: string;
  // translated header text
  header: string;
  render: (row: TRow) => ReactNode;
  // set when the column can be sorted: the key sent to the server
  sortKey?: TSortKey;
  // hide the header text visually (icon or action columns); it stays for screen readers
  hideHeader?: boolean;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
};

export type DataTableProps<TRow, TSortKey extends string = string> = {
  // accessible name of the table
  label: string;
  columns: ReadonlyArray<DataTableColumn<TRow, TSortKey>>;
  // undefined while the first page loads
  rows: readonly TRow[] | undefined;
  rowKey: (row: TRow) => string;
  // shown with a spinner while `rows` is undefined, and over the rows while a new page loads
  loading?: boolean;
  loadingLabel: string;
  emptyMessage: ReactNode;
  sort?: DataTableSort<TSortKey>;
  onSortChange?: (sort: DataTableSort<TSortKey>) => void;
  // under the rows, e.g. a PaginationFooter
  footer?: ReactNode;
  // Collapsible mobile cards: each shows only this many leading columns (plus the header-less action
  // columns) until expanded. Unset: cards show every column.
  mobileSummaryColumns?: number;
};

const nextSort = <TKey extends string>(current: DataTableSort<TKey> | undefined, column: TKey): DataTableSort<TKey> =>
  current?.column === column
    ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { column, direction: 'asc' };

const SortIcon = ({ direction }: { direction: SortDirection | undefined }) => {
  if (direction === 'asc') return <IconArrowUp size={14} aria-hidden="true" />;
  if (direction === 'desc') return <IconArrowDown size={14} aria-hidden="true" />;
  return <IconArrowsSort size={14} aria-hidden="true" opacity={0.5} />;
};

type MobileCardProps<TRow, TSortKey extends string> = {
  row: TRow;
  columns: ReadonlyArray<DataTableColumn<TRow, TSortKey>>;
  summaryColumns: number | undefined;
};

const MobileCard = <TRow, TSortKey extends string>({ row, columns, summaryColumns }: MobileCardProps<TRow, TSortKey>) => {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const collapsible = summaryColumns !== undefined && summaryColumns < columns.length;
  const shown =
    collapsible && !expanded
      ? columns.filter((column, index) => index < summaryColumns || column.hideHeader)
      : columns;
  return (
    <Paper withBorder radius="md" p="sm" role="listitem">
      <dl className={classes.card} id={detailsId}>
        {shown.map((column) => (
          <div key={column.key} className={column.hideHeader ? classes.cardRowFull : classes.cardRow}>
            <dt className={column.hideHeader ? classes.visuallyHidden : classes.cardLabel}>{column.header}</dt>
            <dd className={classes.cardValue}>{column.render(row)}</dd>
          </div>
        ))}
      </dl>
      {collapsible ? (
        <Button
          variant="subtle"
          size="compact-sm"
          mt={4}
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((current) => !current)}
        >
          {expanded ? t('common.showLess') : t('common.showMore')}
        </Button>
      ) : null}
    </Paper>
  );
};

// Drawn again only when its record or the columns change: a new page or a loading overlay leaves the
// rows that stay as they are. Plain cells with Mantine's table classes and the attributes that the table
// below (`striped highlightOnHover`, row borders) gives its rows: 2,000 Table.Td components, each
// resolving its theme props and styles, were much of the time a 200-row page took to draw.
const TableRow = memo(function TableRow<TRow, TSortKey extends string>({ row, columns }: { row: TRow; columns: ReadonlyArray<DataTableColumn<TRow, TSortKey>> }) {
  return (
    <tr className={Table.classes.tr} data-with-row-border data-striped="odd" data-hover>
      {columns.map((column) => (
        <td key={column.key} className={Table.classes.td} style={column.align ? { textAlign: column.align } : undefined}>
          {column.render(row)}
        </td>
      ))}
    </tr>
  );
}) as <TRow, TSortKey extends string>(props: { row: TRow; columns: ReadonlyArray<DataTableColumn<TRow, TSortKey>> }) => ReactNode;

const sortDirectionOf = <TRow, TSortKey extends string>(column: DataTableColumn<TRow, TSortKey>, sort: DataTableSort<TSortKey> | undefined) =>
  column.sortKey !== undefined && sort?.column === column.sortKey ? sort.direction : undefined;

type MobileSortButtonsProps<TRow, TSortKey extends string> = {
  columns: ReadonlyArray<DataTableColumn<TRow, TSortKey>>;
  sort: DataTableSort<TSortKey> | undefined;
  onSortChange: (sort: DataTableSort<TSortKey>) => void;
};

// Cards have no headers to click: the sortable columns become a row of toggle buttons above them.
const MobileSortButtons = <TRow, TSortKey extends string>({ columns, sort, onSortChange }: MobileSortButtonsProps<TRow, TSortKey>) => {
  const { t } = useTranslation();
  return (
    <Group gap="xs" aria-label={t('common.sortBy')} role="group">
      <Text size="sm" c="dimmed">
        {t('common.sortBy')}
      </Text>
      {columns.map((column) => {
        const direction = sortDirectionOf(column, sort);
        return (
          <Button
            key={column.key}
            size="compact-sm"
            variant={direction ? 'light' : 'subtle'}
            rightSection={<SortIcon direction={direction} />}
            aria-pressed={direction !== undefined}
            onClick={() => column.sortKey && onSortChange(nextSort(sort, column.sortKey))}
          >
            {column.header}
          </Button>
        );
      })}
    </Group>
  );
};

// A list of records: a table with sortable headers (click toggles asc/desc; aria-sort on the header) on
// wide screens, one card per record below 768px (collapsible with mobileSummaryColumns). Loading and
// empty states are built in.
export const DataTable = <TRow, TSortKey extends string = string>({
  label,
  columns,
  rows,
  rowKey,
  loading = false,
  loadingLabel,
  emptyMessage,
  sort,
  onSortChange,
  footer,
  mobileSummaryColumns,
}: DataTableProps<TRow, TSortKey>) => {
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY) ?? false;

  if (rows === undefined) {
    return (
      <Paper withBorder radius="md">
        <Center py="xl" role="status" aria-label={loadingLabel}>
          <Loader />
        </Center>
      </Paper>
    );
  }

  if (rows.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed" ta="center">
          {emptyMessage}
        </Text>
      </Paper>
    );
  }

  const overlay = (
    <LoadingOverlay visible={loading} zIndex={1} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': loadingLabel }} />
  );

  if (isMobile) {
    const sortable = columns.filter((column) => column.sortKey !== undefined);
    return (
      <Stack gap="sm">
        {sortable.length > 0 && onSortChange ? <MobileSortButtons columns={sortable} sort={sort} onSortChange={onSortChange} /> : null}
        <Box pos="relative">
          {overlay}
          <Stack gap="sm" role="list" aria-label={label}>
            {rows.map((row) => (
              <MobileCard key={rowKey(row)} row={row} columns={columns} summaryColumns={mobileSummaryColumns} />
            ))}
          </Stack>
        </Box>
        {footer}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" pos="relative">
      {overlay}
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={label} aria-busy={loading || undefined}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const direction = sortDirectionOf(column, sort);
                const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : column.sortKey ? 'none' : undefined;
                const headerText = column.hideHeader ? <span className={classes.visuallyHidden}>{column.header}</span> : column.header;
                return (
                  <Table.Th key={column.key} scope="col" aria-sort={ariaSort} ta={column.align} w={column.width}>
                    {column.sortKey !== undefined && onSortChange ? (
                      <UnstyledButton
                        className={classes.sortButton}
                        onClick={() => column.sortKey && onSortChange(nextSort(sort, column.sortKey))}
                      >
                        <span>{column.header}</span>
                        <SortIcon direction={direction} />
                      </UnstyledButton>
                    ) : (
                      headerText
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} row={row} columns={columns} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {footer ? <Box p="sm">{footer}</Box> : null}
    </Paper>
  );
};
