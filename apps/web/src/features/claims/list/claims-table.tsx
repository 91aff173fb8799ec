import { useMemo, type ReactNode } from 'react';
import { CHECKLIST_ITEMS, CLAIM_STATUSES, daysBetweenWire, schoolShownStatus, toDisplayDate, todayWire, TPA_STATUSES, type ClaimSortColumn, type ClaimStatus, type Language, type TpaStatus } from '@claims/shared';
import { IconEdit, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, type DataTableSort } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../lib/use-language';
import { dueCountdown } from '../view/due-countdown';
import { ClaimStatusPill, claimStatusText, TpaStatusPill, tpaStatusText } from './claim-status-pill';
import { CompletenessBadge, completenessText } from './completeness-badge';
import classes from './claims-table.module.css';
import type { ClaimListItem } from './get-claims';

export type ClaimsTableProps = {
  // the school of the school list; undefined on the global list
  schoolId: string | undefined;
  rows: readonly ClaimListItem[] | undefined;
  loading: boolean;
  sort: DataTableSort<ClaimSortColumn>;
  onSortChange: (sort: DataTableSort<ClaimSortColumn>) => void;
  footer: ReactNode;
};

const claimantOf = (claim: ClaimListItem) => `${claim.student_first_name} ${claim.student_last_name}`;

export const ClaimsTable = ({ schoolId, rows, loading, sort, onSortChange, footer }: ClaimsTableProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  // the same columns from render to render, so that a row whose claim did not change is not drawn again
  const columns = useMemo(() => claimColumns(t, language, schoolId), [t, language, schoolId]);

  return (
    <DataTable
      label={t('claimRecords.listLabel')}
      columns={columns}
      rows={rows}
      rowKey={rowKeyOf}
      loading={loading}
      loadingLabel={t('claimRecords.loading')}
      emptyMessage={t('claimRecords.empty')}
      sort={sort}
      onSortChange={onSortChange}
      footer={footer}
      // claim number, claimant, student id, status and the TPA's; the rest behind "Show details"
      mobileSummaryColumns={5}
    />
  );
};

const rowKeyOf = (claim: ClaimListItem) => claim.id;

// A title on each row's icons rather than a Tooltip: 200 rows of floating elements made a sort take seconds;
// and plain links rather than Mantine's Anchor and ActionIcon, which were most of a sort's rendering.
const claimColumns = (t: TFunction, language: Language, schoolId: string | undefined): Array<DataTableColumn<ClaimListItem, ClaimSortColumn>> => {
  const none = t('common.none');
  const isGlobal = schoolId === undefined;
  const statusText = Object.fromEntries(CLAIM_STATUSES.map((status) => [status, claimStatusText(t, status)])) as Record<ClaimStatus, string>;
  const today = todayWire();
  const tpaText = Object.fromEntries(TPA_STATUSES.map((status) => [status, tpaStatusText(status, language)])) as Record<TpaStatus, string>;
  // "Complete", "1 missing" ... up to every item missing
  const completeness = Array.from({ length: CHECKLIST_ITEMS.length + 1 }, (_, missing) => completenessText(t, missing));
  const viewPath = (claim: ClaimListItem) =>
    isGlobal ? paths.claims.view(claim.id) : paths.dashboard.claim(schoolId, claim.id);
  // both lists edit through the school's wizard route
  const editPath = (claim: ClaimListItem) => paths.dashboard.editClaim(schoolId ?? claim.school_id, claim.id);

  return [
    {
      key: 'claimNumber',
      header: t('claimRecords.column.claimNumber'),
      render: (claim) => (
        <Link className={classes.link} to={viewPath(claim)}>
          {String(claim.claim_number)}
        </Link>
      ),
    },
    { key: 'claimant', header: t('claimRecords.column.claimant'), sortKey: 'claimant_name', render: claimantOf },
    {
      key: 'studentId',
      header: t('claimRecords.column.studentId'),
      sortKey: 'student_id',
      render: (claim) => claim.academic_id || none,
    },
    {
      key: 'status',
      header: t('claimRecords.column.status'),
      sortKey: 'status',
      render: (claim) => {
        const shown = isGlobal ? claim.status : schoolShownStatus(claim.status);
        return <ClaimStatusPill status={shown} label={statusText[shown]} />;
      },
    },
    {
      key: 'tpaStatus',
      header: t('claimRecords.column.tpaStatus'),
      render: (claim) =>
        claim.tpa_status || claim.tpa_claim_number ? (
          <div className={classes.tpaReport}>
            {claim.tpa_status ? <TpaStatusPill status={claim.tpa_status} label={tpaText[claim.tpa_status]} /> : null}
            {claim.tpa_claim_number ? <span className={classes.tpaNumber}>{claim.tpa_claim_number}</span> : null}
          </div>
        ) : (
          none
        ),
    },
    {
      key: 'nextDeadline',
      header: t('claimRecords.column.nextDeadline'),
      render: (claim) => {
        if (!claim.nearest_due_on) return none;
        const countdown = dueCountdown(t, daysBetweenWire(today, claim.nearest_due_on));
        return (
          <div className={classes.deadline}>
            <span>{toDisplayDate(claim.nearest_due_on)}</span>
            <span className={classes[countdown.tone]}>{countdown.text}</span>
          </div>
        );
      },
    },
    {
      key: 'documents',
      header: t('claimRecords.column.documents'),
      render: (claim) => (
        <CompletenessBadge missingItems={claim.missing_items} label={completeness[claim.missing_items] ?? completenessText(t, claim.missing_items)} />
      ),
    },
    {
      key: 'submittedBy',
      header: t('claimRecords.column.submittedBy'),
      sortKey: 'submitted_by',
      render: (claim) => claim.submitted_by_name || none,
    },
    {
      key: 'dateOfAccident',
      header: t('claimRecords.column.dateOfAccident'),
      sortKey: 'date_of_accident',
      render: (claim) => toDisplayDate(claim.injury_date) || none,
    },
    {
      key: 'dateSubmitted',
      header: t('claimRecords.column.dateSubmitted'),
      sortKey: 'date_submitted',
      render: (claim) => toDisplayDate(claim.submitted_to_tpa_at) || none,
    },
    ...(isGlobal
      ? ([
          { key: 'school', header: t('claimRecords.column.school'), sortKey: 'school', render: (claim) => claim.school_name || none },
          { key: 'tpa', header: t('claimRecords.column.tpa'), sortKey: 'tpa', render: (claim) => claim.tpa_name || claim.tpa_code || none },
        ] satisfies Array<DataTableColumn<ClaimListItem, ClaimSortColumn>>)
      : []),
    {
      key: 'actions',
      header: t('claimRecords.column.actions'),
      hideHeader: true,
      align: 'right',
      render: (claim) => <ClaimRowActions t={t} claim={claim} viewPath={viewPath(claim)} editPath={editPath(claim)} />,
    },
  ];
};

// View and Edit, each naming its claim for screen readers.
const ClaimRowActions = ({ t, claim, viewPath, editPath }: { t: TFunction; claim: ClaimListItem; viewPath: string; editPath: string }) => (
  <div className={classes.actions}>
    <RowAction
      to={viewPath}
      title={t('claimRecords.viewAction')}
      label={t('claimRecords.viewClaim', { number: claim.claim_number, name: claimantOf(claim) })}
      icon={<IconEye size={18} aria-hidden="true" />}
    />
    <RowAction
      to={editPath}
      title={t('common.edit')}
      label={t('claimRecords.editClaim', { number: claim.claim_number, name: claimantOf(claim) })}
      icon={<IconEdit size={18} aria-hidden="true" />}
    />
  </div>
);

// A row's link as an icon: `title` shows on hover, `label` names the claim for screen readers.
const RowAction = ({ to, title, label, icon }: { to: string; title: string; label: string; icon: ReactNode }) => (
  <Link className={classes.action} to={to} title={title} aria-label={label}>
    {icon}
  </Link>
);
