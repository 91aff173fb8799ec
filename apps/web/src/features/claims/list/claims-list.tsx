import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  CLAIM_COMPLETENESS,
  CLAIM_LIST_WINDOW,
  CLAIM_STATUSES,
  DEADLINE_AT_RISK_DAYS,
  DEFAULT_CLAIM_SORT,
  GLOBAL_CLAIM_SORT_COLUMNS,
  isAllowedPageSize,
  isClaimCompleteness,
  isClaimStatus,
  PAGE_SIZES,
  SCHOOL_CLAIM_SORT_COLUMNS,
  schoolClaimStatuses,
  SORT_DIRECTIONS,
  isTpaStatus,
  TPA_STATUSES,
  type ClaimSortColumn,
  type SortDirection,
} from '@claims/shared';
import { IconAlertCircle, IconFileExport, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { PageTitle } from '../../../components/page-title';
import { PaginationFooter } from '../../../components/pagination-footer';
import { paths } from '../../../config/paths';
import { useDirectoryNotify } from '../../../lib/directory-messages';
import { useUrlState, type UrlStateFields } from '../../../lib/use-url-state';
import { ClaimsFilter, CLAIMS_FILTER_DEFAULTS, type ClaimsFilterValues } from './claims-filter';
import { ClaimsTable } from './claims-table';
import { useExportClaims } from './export-claims';
import { useClaimCount, useClaims, usePrefetchClaims, type ClaimsArgs, type ClaimsFilterArgs } from './get-claims';

type ClaimsListState = ClaimsFilterValues & {
  sort: ClaimSortColumn;
  dir: SortDirection;
  page: number;
  size: number;
};

const wireDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const fieldsFor = (sortColumns: readonly ClaimSortColumn[]): UrlStateFields<ClaimsListState> => ({
  name: z.string(),
  studentId: z.string(),
  submittedBy: z.string(),
  status: z.enum(CLAIM_STATUSES),
  submittedFrom: wireDate,
  submittedTo: wireDate,
  completeness: z.enum(CLAIM_COMPLETENESS),
  tpaStatus: z.enum(TPA_STATUSES),
  due: z.literal(String(DEADLINE_AT_RISK_DAYS)),
  schoolId: z.string(),
  tpaId: z.string(),
  sort: z.enum(sortColumns as [ClaimSortColumn, ...ClaimSortColumn[]]),
  dir: z.enum(SORT_DIRECTIONS),
  page: z.coerce.number().int().min(1),
  size: z.coerce.number().int().refine((size) => isAllowedPageSize('claims', size)),
});

// The list's state lives in the URL; the school list ignores the global list's school, TPA and sorts.
const SCHOOL_FIELDS = fieldsFor(SCHOOL_CLAIM_SORT_COLUMNS);
const GLOBAL_FIELDS = fieldsFor(GLOBAL_CLAIM_SORT_COLUMNS);

const LIST_DEFAULTS: ClaimsListState = {
  ...CLAIMS_FILTER_DEFAULTS,
  sort: DEFAULT_CLAIM_SORT.column,
  dir: DEFAULT_CLAIM_SORT.direction,
  page: 1,
  size: PAGE_SIZES.claims.default,
};

const filterArgsOf = (list: ClaimsListState, schoolId: string | undefined): ClaimsFilterArgs => ({
  schoolId: schoolId ?? list.schoolId,
  name: list.name,
  studentId: list.studentId,
  submittedBy: list.submittedBy,
  // the school list's Pending also finds failed deliveries, which it shows as pending
  ...(isClaimStatus(list.status) ? (schoolId === undefined ? { status: list.status } : { statuses: schoolClaimStatuses(list.status) }) : {}),
  tpaId: schoolId === undefined ? list.tpaId : undefined,
  submittedFrom: list.submittedFrom,
  submittedTo: list.submittedTo,
  ...(isClaimCompleteness(list.completeness) ? { completeness: list.completeness } : {}),
  ...(isTpaStatus(list.tpaStatus) ? { tpaStatus: list.tpaStatus } : {}),
  ...(list.due ? { dueWithinDays: Number(list.due) } : {}),
});

const listArgsOf = (list: ClaimsListState, schoolId: string | undefined): ClaimsArgs => ({
  ...filterArgsOf(list, schoolId),
  sort: list.sort,
  direction: list.dir,
  // a page past the counting window (an old link) asks for the window's last page
  offset: (Math.min(list.page, Math.ceil(CLAIM_LIST_WINDOW / list.size)) - 1) * list.size,
  limit: list.size,
});

export type ClaimsListProps = {
  // the school list's school; undefined for the global list (admin, every school)
  schoolId?: string;
};

// A list that stopped counting at CLAIM_LIST_WINDOW offers the exact number, counted on request (ADR 016).
const ClaimCount = ({ args }: { args: ClaimsArgs }) => {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const count = useClaimCount(args, asked);
  if (count.data !== undefined) {
    return (
      <Text size="sm" role="status">
        {t('claimRecords.counted', { count: count.data, window: CLAIM_LIST_WINDOW })}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="compact-sm" variant="subtle" aria-label={t('claimRecords.countAllLabel')} loading={count.isFetching} onClick={() => setAsked(true)}>
        {t('claimRecords.countAll')}
      </Button>
      {count.isError ? (
        <Text size="sm" c="red" role="alert">
          {t('claimRecords.countFailed')}
        </Text>
      ) : null}
    </Group>
  );
};

// SPEC §2 claim lists: filter card, sortable paged table (23/100/200), CSV export and "Report a claim".
export const ClaimsList = ({ schoolId }: ClaimsListProps) => {
  const { t } = useTranslation();
  const notify = useDirectoryNotify();
  const isGlobal = schoolId === undefined;
  const [list, setList] = useUrlState(isGlobal ? GLOBAL_FIELDS : SCHOOL_FIELDS, LIST_DEFAULTS);
  const filterArgs = filterArgsOf(list, schoolId);
  const listArgs = listArgsOf(list, schoolId);
  const claims = useClaims(listArgs);
  // A page number past the last one (an old link, a list that got shorter) becomes the last page.
  const lastPage = claims.data ? Math.max(1, Math.ceil(claims.data.total / list.size)) : undefined;
  useEffect(() => {
    if (lastPage !== undefined && list.page > lastPage) setList({ page: lastPage }, { replace: true });
  }, [lastPage, list.page, setList]);
  const prefetch = usePrefetchClaims();
  // a page, sort or size chosen in the table: its claims are asked for at once
  const turnTo = (changes: Pick<Partial<ClaimsListState>, 'sort' | 'dir' | 'page' | 'size'>) => {
    prefetch(listArgsOf({ ...list, ...changes }, schoolId));
    setList(changes);
  };
  const exportCsv = useExportClaims();
  const applied: ClaimsFilterValues = {
    name: list.name,
    studentId: list.studentId,
    submittedBy: list.submittedBy,
    status: list.status,
    submittedFrom: list.submittedFrom,
    submittedTo: list.submittedTo,
    completeness: list.completeness,
    tpaStatus: list.tpaStatus,
    due: list.due,
    schoolId: isGlobal ? list.schoolId : '',
    tpaId: isGlobal ? list.tpaId : '',
  };
  const title = t(isGlobal ? 'pages.claims' : 'pages.schoolClaims');

  return (
    <Stack gap="md">
      <PageTitle title={title} />
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconFileExport size={16} aria-hidden="true" />}
            loading={exportCsv.isPending}
            onClick={() =>
              exportCsv.mutate(
                { ...filterArgs, sort: list.sort, direction: list.dir },
                { onError: (error) => notify.errorText(t('claimRecords.exportFailed'), error) },
              )
            }
          >
            {t('claimRecords.exportCsv')}
          </Button>
          <Button
            component={Link}
            to={isGlobal ? paths.claims.new() : paths.dashboard.newClaim(schoolId)}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
          >
            {t('claimRecords.reportClaim')}
          </Button>
        </Group>
      </Group>
      <ClaimsFilter
        key={JSON.stringify(applied)}
        applied={applied}
        global={isGlobal}
        onSearch={(filters) => setList({ ...filters, page: 1 })}
      />
      {claims.isError && !claims.data ? (
        <Alert color="red" title={t('claimRecords.loadError')} icon={<IconAlertCircle aria-hidden="true" />}>
          <Button
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            loading={claims.isFetching}
            onClick={() => void claims.refetch()}
          >
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <ClaimsTable
          schoolId={schoolId}
          rows={claims.data?.items}
          loading={claims.isFetching}
          sort={{ column: list.sort, direction: list.dir }}
          onSortChange={(sort) => turnTo({ sort: sort.column, dir: sort.direction, page: 1 })}
          footer={
            claims.data && claims.data.total > 0 ? (
              <PaginationFooter
                page={list.page}
                pageSize={list.size}
                total={claims.data.total}
                capped={claims.data.capped}
                extra={claims.data.capped ? <ClaimCount key={JSON.stringify(filterArgs)} args={{ ...listArgs, offset: 0 }} /> : null}
                pageSizes={PAGE_SIZES.claims.options}
                onPageChange={(page) => turnTo({ page })}
                onPageSizeChange={(size) => turnTo({ size, page: 1 })}
              />
            ) : null
          }
        />
      )}
    </Stack>
  );
};
