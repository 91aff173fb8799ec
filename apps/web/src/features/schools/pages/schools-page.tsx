import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import {
  isAllowedPageSize,
  PAGE_SIZES,
  SCHOOL_SORT_COLUMNS,
  SCHOOL_STATUS_FILTERS,
  SORT_DIRECTIONS,
  type SchoolSortColumn,
  type SortDirection,
} from '@claims/shared';
import { IconAlertCircle, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { PageTitle } from '../../../components/page-title';
import { PaginationFooter } from '../../../components/pagination-footer';
import { paths } from '../../../config/paths';
import { useUrlState, type UrlStateFields } from '../../../lib/use-url-state';
import { useSchools } from '../api/get-schools';
import { SCHOOLS_FILTER_DEFAULTS, SchoolsFilter, type SchoolsFilterValues } from '../components/schools-filter';
import { SchoolsTable } from '../components/schools-table';

type SchoolsListState = SchoolsFilterValues & {
  sort: SchoolSortColumn;
  dir: SortDirection;
  page: number;
  size: number;
};

// The list's state lives in the URL (?name=&salesRep=&tpa=&status=&sort=&dir=&page=&size=).
const LIST_FIELDS: UrlStateFields<SchoolsListState> = {
  name: z.string(),
  salesRep: z.string(),
  tpa: z.string(),
  status: z.enum(SCHOOL_STATUS_FILTERS),
  sort: z.enum(SCHOOL_SORT_COLUMNS),
  dir: z.enum(SORT_DIRECTIONS),
  page: z.coerce.number().int().min(1),
  size: z.coerce.number().int().refine((size) => isAllowedPageSize('schools', size)),
};

const LIST_DEFAULTS: SchoolsListState = {
  ...SCHOOLS_FILTER_DEFAULTS,
  sort: 'name',
  dir: 'asc',
  page: 1,
  size: PAGE_SIZES.schools.default,
};

export const SchoolsPage = () => {
  const { t } = useTranslation();
  const [list, setList] = useUrlState(LIST_FIELDS, LIST_DEFAULTS);
  const schools = useSchools({
    name: list.name || undefined,
    salesRepId: list.salesRep || undefined,
    tpaId: list.tpa || undefined,
    status: list.status,
    sort: list.sort,
    direction: list.dir,
    offset: (list.page - 1) * list.size,
    limit: list.size,
  });

  const applied: SchoolsFilterValues = { name: list.name, salesRep: list.salesRep, tpa: list.tpa, status: list.status };

  return (
    <Stack gap="md">
      <PageTitle title={t('schools.title')} />
      <Group justify="space-between">
        <Title order={1}>{t('schools.title')}</Title>
        <Button component={Link} to={paths.schools.new()} leftSection={<IconPlus size={16} aria-hidden="true" />}>
          {t('schools.addSchool')}
        </Button>
      </Group>
      <SchoolsFilter
        // a new draft whenever the applied filters change (Back, Clear)
        key={JSON.stringify(applied)}
        applied={applied}
        onSearch={(filters) => setList({ ...filters, page: 1 })}
      />
      {schools.isError && !schools.data ? (
        <Alert color="red" title={t('schools.loadError')} icon={<IconAlertCircle aria-hidden="true" />}>
          <Button
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            loading={schools.isFetching}
            onClick={() => void schools.refetch()}
          >
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <SchoolsTable
          rows={schools.data?.items}
          loading={schools.isFetching}
          sort={{ column: list.sort, direction: list.dir }}
          onSortChange={(sort) => setList({ sort: sort.column, dir: sort.direction, page: 1 })}
          onDeleted={() => {
            // the last row of a later page went: show the page before
            if (schools.data?.items.length === 1 && list.page > 1) setList({ page: list.page - 1 });
          }}
          footer={
            schools.data && schools.data.total > 0 ? (
              <PaginationFooter
                page={list.page}
                pageSize={list.size}
                total={schools.data.total}
                pageSizes={PAGE_SIZES.schools.options}
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
