import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { SORT_DIRECTIONS, type SortDirection } from '@claims/shared';
import { IconAlertCircle, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { PageTitle } from '../../../components/page-title';
import { PaginationFooter } from '../../../components/pagination-footer';
import { paths } from '../../../config/paths';
import { useUrlState, type UrlStateFields } from '../../../lib/use-url-state';
import { TPA_PAGE_SIZES, TPA_SORT_COLUMNS, useTpas, type TpaSortColumn } from '../api/get-tpas';
import { TpasSearch } from '../components/tpas-search';
import { TpasTable } from '../components/tpas-table';

type TpasListState = {
  search: string;
  sort: TpaSortColumn;
  dir: SortDirection;
  page: number;
  size: number;
};

const PAGE_SIZE_OPTIONS: readonly number[] = TPA_PAGE_SIZES.options;

// The list's state lives in the URL (?search=&sort=&dir=&page=&size=).
const LIST_FIELDS: UrlStateFields<TpasListState> = {
  search: z.string(),
  sort: z.enum(TPA_SORT_COLUMNS),
  dir: z.enum(SORT_DIRECTIONS),
  page: z.coerce.number().int().min(1),
  size: z.coerce.number().int().refine((size) => PAGE_SIZE_OPTIONS.includes(size)),
};

const LIST_DEFAULTS: TpasListState = { search: '', sort: 'name', dir: 'asc', page: 1, size: TPA_PAGE_SIZES.default };

export const TpasPage = () => {
  const { t } = useTranslation();
  const [list, setList] = useUrlState(LIST_FIELDS, LIST_DEFAULTS);
  const tpas = useTpas({
    search: list.search || undefined,
    sort: list.sort,
    direction: list.dir,
    offset: (list.page - 1) * list.size,
    limit: list.size,
  });

  return (
    <Stack gap="md">
      <PageTitle title={t('tpas.title')} />
      <Group justify="space-between">
        <Title order={1}>{t('tpas.title')}</Title>
        <Button component={Link} to={paths.tpas.new()} leftSection={<IconPlus size={16} aria-hidden="true" />}>
          {t('tpas.newTpa')}
        </Button>
      </Group>
      <TpasSearch
        // a new draft whenever the applied search changes (Back, Clear)
        key={list.search}
        applied={list.search}
        onSearch={(search) => setList({ search, page: 1 })}
      />
      {tpas.isError && !tpas.data ? (
        <Alert color="red" title={t('tpas.loadError')} icon={<IconAlertCircle aria-hidden="true" />}>
          <Button
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            loading={tpas.isFetching}
            onClick={() => void tpas.refetch()}
          >
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <TpasTable
          rows={tpas.data?.items}
          loading={tpas.isFetching}
          sort={{ column: list.sort, direction: list.dir }}
          onSortChange={(sort) => setList({ sort: sort.column, dir: sort.direction, page: 1 })}
          onDeleted={() => {
            // the last row of a later page went: show the page before
            if (tpas.data?.items.length === 1 && list.page > 1) setList({ page: list.page - 1 });
          }}
          emptyMessage={list.search ? t('tpas.empty') : t('tpas.none')}
          footer={
            tpas.data && tpas.data.total > 0 ? (
              <PaginationFooter
                page={list.page}
                pageSize={list.size}
                total={tpas.data.total}
                pageSizes={TPA_PAGE_SIZES.options}
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
