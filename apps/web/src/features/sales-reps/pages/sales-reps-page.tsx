import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { isAllowedPageSize, PAGE_SIZES, SORT_DIRECTIONS, type SortDirection } from '@claims/shared';
import { IconAlertCircle, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { PageTitle } from '../../../components/page-title';
import { PaginationFooter } from '../../../components/pagination-footer';
import { paths } from '../../../config/paths';
import { useUrlState, type UrlStateFields } from '../../../lib/use-url-state';
import {
  SALES_REP_SORT_COLUMNS,
  SALES_REP_STATUS_FILTERS,
  useSalesReps,
  type SalesRepSortColumn,
} from '../api/get-sales-reps';
import { SALES_REPS_FILTER_DEFAULTS, SalesRepsFilter, type SalesRepsFilterValues } from '../components/sales-reps-filter';
import { SalesRepsTable } from '../components/sales-reps-table';

type SalesRepsListState = SalesRepsFilterValues & {
  sort: SalesRepSortColumn;
  dir: SortDirection;
  page: number;
  size: number;
};

// The list's state lives in the URL (?name=&status=&sort=&dir=&page=&size=).
const LIST_FIELDS: UrlStateFields<SalesRepsListState> = {
  name: z.string(),
  status: z.enum(SALES_REP_STATUS_FILTERS),
  sort: z.enum(SALES_REP_SORT_COLUMNS),
  dir: z.enum(SORT_DIRECTIONS),
  page: z.coerce.number().int().min(1),
  size: z.coerce.number().int().refine((size) => isAllowedPageSize('salesReps', size)),
};

// SPEC §9: first name (then last name, on the server) ascending, 20 a page.
const LIST_DEFAULTS: SalesRepsListState = {
  ...SALES_REPS_FILTER_DEFAULTS,
  sort: 'first_name',
  dir: 'asc',
  page: 1,
  size: PAGE_SIZES.salesReps.default,
};

export const SalesRepsPage = () => {
  const { t } = useTranslation();
  const [list, setList] = useUrlState(LIST_FIELDS, LIST_DEFAULTS);
  const salesReps = useSalesReps({
    name: list.name || undefined,
    status: list.status,
    sort: list.sort,
    direction: list.dir,
    offset: (list.page - 1) * list.size,
    limit: list.size,
  });

  const applied: SalesRepsFilterValues = { name: list.name, status: list.status };

  return (
    <Stack gap="md">
      <PageTitle title={t('salesReps.title')} />
      <Group justify="space-between">
        <Title order={1}>{t('salesReps.title')}</Title>
        <Button component={Link} to={paths.salesReps.new()} leftSection={<IconPlus size={16} aria-hidden="true" />}>
          {t('salesReps.newSalesRep')}
        </Button>
      </Group>
      <SalesRepsFilter
        // a new draft whenever the applied filters change (Back, Clear)
        key={JSON.stringify(applied)}
        applied={applied}
        onSearch={(filters) => setList({ ...filters, page: 1 })}
      />
      {salesReps.isError && !salesReps.data ? (
        <Alert color="red" title={t('salesReps.loadError')} icon={<IconAlertCircle aria-hidden="true" />}>
          <Button
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            loading={salesReps.isFetching}
            onClick={() => void salesReps.refetch()}
          >
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <SalesRepsTable
          rows={salesReps.data?.items}
          loading={salesReps.isFetching}
          sort={{ column: list.sort, direction: list.dir }}
          onSortChange={(sort) => setList({ sort: sort.column, dir: sort.direction, page: 1 })}
          footer={
            salesReps.data && salesReps.data.total > 0 ? (
              <PaginationFooter
                page={list.page}
                pageSize={list.size}
                total={salesReps.data.total}
                pageSizes={PAGE_SIZES.salesReps.options}
                onPageChange={(page) => setList({ page })}
                onPageSizeChange={(size) => setList({ size, page: 1 })}
              />
            ) : null
          }
        />
      )}
    </Stack>
  );
};
