import {
  ACTIVITY_LEVEL_OPTIONS,
  ACTIVITY_TYPE_OPTIONS,
  BODY_PART_OPTIONS,
  choiceLabel,
  claimStatusLabel,
  INJURY_NATURE_OPTIONS,
  toDisplayDate,
  TPA_STATUS_LABELS,
  TPA_STATUSES,
  type Choice,
  type ClaimStatus,
  type Language,
  type Translated,
  type TpaStatus,
} from '@claims/shared';
import type { LossRunRow } from './loss-run.repo.ts';
import type { ReportScope } from './reports.repo.ts';
import { LOSS_RUN_TEXTS as T } from './loss-run.texts.ts';

// A loss run as every format writes it: its heading, the claim table and the totals, each text already in
// the reader's language. A date cell holds a wire date, for the spreadsheet to keep as a date.
type Cell = string | number | null;
type LossRunColumn = { title: string; width: number; date: boolean; inPrint: boolean };
export type TotalsTable = { title: string; label: string; rows: { label: string; claims: number }[]; total: number };
export type LossRun = {
  language: Language;
  school: string;
  heading: { label: string; value: string }[];
  columns: LossRunColumn[];
  rows: Cell[][];
  totals: { status: TotalsTable; tpaStatus: TotalsTable; sport: TotalsTable };
};

// The files are written on the server's thread: a long run gives other requests a turn every so many rows.
export const ROWS_PER_TURN = 200;

type Column = { title: Translated; width: number; date?: true; inPrint?: false; value: (row: LossRunRow, language: Language) => Cell };

const labelOf = (choices: readonly Choice[], value: string | null, language: Language) => (value === null ? null : (choiceLabel(choices, value, language) ?? value));

// Widths are in characters, as a spreadsheet counts them; print shares the page in the same proportions.
const COLUMNS: readonly Column[] = [
  { title: T.claimNumber, width: 12, value: (row) => row.claim_number },
  // one school per loss run: the printed heading names it
  { title: T.school, width: 28, inPrint: false, value: (row) => row.school_name },
  { title: T.student, width: 24, value: (row) => `${row.student_last_name}, ${row.student_first_name}` },
  { title: T.studentId, width: 12, value: (row) => row.academic_id },
  { title: T.dateOfAccident, width: 15, date: true, value: (row) => row.injury_date },
  { title: T.firstSubmitted, width: 15, date: true, value: (row) => row.submitted_on },
  { title: T.sport, width: 16, value: (row) => row.activity },
  { title: T.activityType, width: 11, value: (row, language) => labelOf(ACTIVITY_TYPE_OPTIONS, row.activity_type, language) },
  { title: T.activityLevel, width: 16, value: (row, language) => labelOf(ACTIVITY_LEVEL_OPTIONS, row.activity_level, language) },
  // a part named for both sides (left and right knee) once
  {
    title: T.bodyParts,
    width: 22,
    value: (row, language) => [...new Set(row.injury_body_parts)].map((part) => labelOf(BODY_PART_OPTIONS, part, language)).join(', ') || null,
  },
  { title: T.nature, width: 20, value: (row, language) => labelOf(INJURY_NATURE_OPTIONS, row.injury_nature, language) },
  { title: T.deliveryStatus, width: 14, value: (row, language) => claimStatusLabel(row.status, language) },
  { title: T.tpa, width: 20, value: (row) => row.tpa_name },
  { title: T.tpaStatus, width: 18, value: (row, language) => (row.tpa_status ? TPA_STATUS_LABELS[row.tpa_status][language] : null) },
  { title: T.tpaClaimNumber, width: 16, value: (row) => row.tpa_claim_number },
];

export const cellText = (value: Cell, column: LossRunColumn) => (column.date ? toDisplayDate(value as string | null) : String(value ?? ''));

const countBy = <K>(rows: readonly LossRunRow[], key: (row: LossRunRow) => K) => {
  const counts = new Map<K, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
};

// What the run was narrowed to beyond its school and period, so that its totals are read for what they are.
function filtersText(scope: ReportScope, tpaName: string | undefined, language: Language): string {
  const filters: [Translated, string | null | undefined][] = [
    [T.tpa, scope.tpaId ? (tpaName ?? scope.tpaId) : undefined],
    [T.sport, scope.activity],
    [T.activityType, scope.activityType && labelOf(ACTIVITY_TYPE_OPTIONS, scope.activityType, language)],
    [T.activityLevel, scope.activityLevel && labelOf(ACTIVITY_LEVEL_OPTIONS, scope.activityLevel, language)],
    // the status asked for comes first (a school user's Pending also finds ERROR)
    [T.deliveryStatus, scope.statuses && claimStatusLabel(scope.statuses[0]!, language)],
    [T.tpaStatus, scope.tpaStatus && TPA_STATUS_LABELS[scope.tpaStatus][language]],
    [T.bodyParts, scope.bodyPart && labelOf(BODY_PART_OPTIONS, scope.bodyPart, language)],
    [T.nature, scope.natureOfInjury && labelOf(INJURY_NATURE_OPTIONS, scope.natureOfInjury, language)],
  ];
  return filters
    .filter(([, value]) => value)
    .map(([label, value]) => `${label[language]}: ${value}`)
    .join('; ');
}

// `statuses` are the delivery statuses the reader tells apart (a school's staff see a failure as pending),
// and the rows' statuses are already the ones they see.
export function lossRunOf(input: {
  school: string;
  scope: ReportScope;
  tpaName: string | undefined;
  rows: readonly LossRunRow[];
  statuses: readonly ClaimStatus[];
  language: Language;
  now: Date;
}): LossRun {
  const { school, scope, rows, statuses, language } = input;
  const generated = input.now.toISOString();
  const filters = filtersText(scope, input.tpaName, language);
  const byStatus = countBy(rows, (row) => row.status);
  const byTpaStatus = countBy<TpaStatus | null>(rows, (row) => row.tpa_status);
  const bySport = countBy(rows, (row) => row.activity);
  const table = (title: Translated, label: Translated, counts: { label: string; claims: number }[]): TotalsTable => ({
    title: title[language],
    label: label[language],
    rows: counts,
    total: rows.length,
  });
  return {
    language,
    school,
    heading: [
      { label: T.school[language], value: school },
      { label: T.period[language], value: T.periodValue[language](toDisplayDate(scope.from), toDisplayDate(scope.to)) },
      ...(filters ? [{ label: T.filters[language], value: filters }] : []),
      { label: T.generated[language], value: `${toDisplayDate(generated.slice(0, 10))} ${generated.slice(11, 16)} UTC` },
    ],
    columns: COLUMNS.map((column) => ({ title: column.title[language], width: column.width, date: column.date ?? false, inPrint: column.inPrint ?? true })),
    rows: rows.map((row) => COLUMNS.map((column) => column.value(row, language))),
    totals: {
      status: table(T.totalsByStatus, T.deliveryStatus, statuses.map((status) => ({ label: claimStatusLabel(status, language), claims: byStatus.get(status) ?? 0 }))),
      tpaStatus: table(
        T.totalsByTpaStatus,
        T.tpaStatus,
        [...TPA_STATUSES, null].map((status) => ({ label: status ? TPA_STATUS_LABELS[status][language] : T.notReported[language], claims: byTpaStatus.get(status) ?? 0 })),
      ),
      sport: table(
        T.totalsBySport,
        T.sport,
        [...bySport].map(([sport, claims]) => ({ label: sport, claims })).sort((a, b) => a.label.localeCompare(b.label, language)),
      ),
    },
  };
}
