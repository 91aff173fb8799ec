import { SimpleGrid } from '@mantine/core';
import {
  ACTIVITY_LEVELS,
  ACTIVITY_TYPE_OPTIONS,
  BODY_PART_OPTIONS,
  choiceLabel,
  DELIVERY_DELAY_BUCKETS,
  INJURY_NATURE_OPTIONS,
  NOT_DELIVERED,
  NOT_DELIVERED_LABEL,
  OPEN_AGE_BUCKETS,
  schoolShownStatus,
  SUBMISSION_DELAY_BUCKETS,
  TPA_STATUS_LABELS,
  TPA_STATUSES,
  type Choice,
  type Language,
} from '@claims/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import type { ClaimReport } from '../api/get-claim-report';
import { activityLevelText, monthText } from '../report-texts';
import { ChartCard, SERIES_COLORS, type ChartRow } from './chart-card';

export type ReportChartsProps = {
  report: ClaimReport;
  isAdmin: boolean;
  // the report counts more than one school's claims
  manySchools: boolean;
};

export type Counted = { key: string; label: string; claims: number };

const rowsOf = (counted: readonly Counted[]): ChartRow[] => counted.map(({ key, label, claims }) => ({ key, label, counts: [claims] }));

// Each key's claims summed, in the order of `keys` (a claim status school staff see as another sums
// into it).
const summed = <K extends string>(keys: readonly K[], items: readonly { key: K; claims: number }[]) =>
  keys.map((key) => ({ key, claims: items.filter((item) => item.key === key).reduce((total, item) => total + item.claims, 0) }));

type Summary = 'most' | 'mostOpen' | 'mostNamed' | 'mostIncidents' | 'mostIncidentsNamed';

// "Most claims: Football (12 of 40)", or that there are none.
export const summaryOf = (t: TFunction, counted: readonly Counted[], kind: Summary = 'most', none = t('reports.chart.none')) => {
  const total = counted.reduce((sum, row) => sum + row.claims, 0);
  const top = counted.reduce<Counted | undefined>((best, row) => (best === undefined || row.claims > best.claims ? row : best), undefined);
  if (!top || total === 0) return none;
  return t(`reports.chart.${kind}`, { label: top.label, count: top.claims, total });
};

// Every bucket in its order, an empty one as 0.
const bucketRows = (buckets: readonly Choice[], counts: readonly { bucket: string; claims: number }[], language: Language): Counted[] =>
  buckets.map(({ value, label }) => ({ key: value, label: label[language], claims: counts.find((count) => count.bucket === value)?.claims ?? 0 }));

// Every chart of the report, each with its summary and its table.
export const ReportCharts = ({ report, isAdmin, manySchools }: ReportChartsProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const single = [{ label: t('reports.chart.claims'), color: SERIES_COLORS[0] }];
  const previousYear = report.year - 1;

  const monthRows: ChartRow[] = report.months.map((row) => ({ key: String(row.month), label: monthText(row.month, language, 'long'), counts: [row.claims, row.previous_year_claims] }));
  const yearTotal = report.months.reduce((total, row) => total + row.claims, 0);
  const busiest = report.months.reduce((best, row) => (row.claims > best.claims ? row : best), report.months[0]!);
  const monthValues = { year: report.year, previousYear, previous: report.months.reduce((total, row) => total + row.previous_year_claims, 0) };
  const monthSummary =
    yearTotal === 0
      ? t('reports.charts.months.summaryNone', monthValues)
      : t('reports.charts.months.summary', { ...monthValues, count: yearTotal, month: monthText(busiest.month, language, 'long'), most: busiest.claims });

  const sports = report.by_sport.map(({ activity, claims }) => ({ key: activity, label: activity, claims }));
  const types = summed(
    ACTIVITY_TYPE_OPTIONS.map((option) => option.value),
    report.by_activity.map((row) => ({ key: row.activity_type, claims: row.claims })),
  ).map(({ key, claims }) => ({ key, label: choiceLabel(ACTIVITY_TYPE_OPTIONS, key, language) ?? key, claims }));
  const levels = summed(
    ACTIVITY_LEVELS,
    report.by_activity.map((row) => ({ key: row.activity_level, claims: row.claims })),
  ).map(({ key, claims }) => ({ key, label: activityLevelText(key, language), claims }));
  const bodyParts = report.by_body_part.map(({ body_part, claims }) => ({ key: body_part, label: choiceLabel(BODY_PART_OPTIONS, body_part, language) ?? body_part, claims }));
  const natures = report.by_nature.map(({ nature, claims }) => ({
    key: nature ?? 'none',
    label: nature ? (choiceLabel(INJURY_NATURE_OPTIONS, nature, language) ?? nature) : t('reports.charts.nature.notCoded'),
    claims,
  }));
  const schools = report.by_school.map(({ school_id, name, claims }) => ({ key: school_id, label: name, claims }));
  // school staff see a failed delivery as pending, as their claims list shows it
  const shownStatus = isAdmin ? (status: (typeof report.by_status)[number]['status']) => status : schoolShownStatus;
  const statusKeys = [...new Set(report.by_status.map((row) => shownStatus(row.status)))];
  const statuses = summed(statusKeys, report.by_status.map((row) => ({ key: shownStatus(row.status), claims: row.claims })))
    .sort((a, b) => b.claims - a.claims)
    .map(({ key, claims }) => ({ key, label: t(`reports.statuses.${key}`), claims }));
  // every status the TPA can report, in its order, then the claims it has reported nothing of yet
  const tpaStatuses = [...TPA_STATUSES, null].map((status) => ({
    key: status ?? 'none',
    label: status ? TPA_STATUS_LABELS[status][language] : t('reports.charts.tpaStatus.notReported'),
    claims: report.by_tpa_status.find((row) => row.tpa_status === status)?.claims ?? 0,
  }));
  const openAges = bucketRows(OPEN_AGE_BUCKETS, report.open_by_age, language);
  const submissionDelays = bucketRows(SUBMISSION_DELAY_BUCKETS, report.submission_delay, language);
  const deliveryDelays = bucketRows([...DELIVERY_DELAY_BUCKETS, { value: NOT_DELIVERED, label: NOT_DELIVERED_LABEL }], report.delivery_delay, language);

  const categorical = (name: 'sport' | 'activityType' | 'activityLevel' | 'school' | 'status' | 'tpaStatus' | 'submissionDelay' | 'deliveryDelay', counted: Counted[]) => (
    <ChartCard
      title={t(`reports.charts.${name}.title`)}
      category={t(`reports.charts.${name}.category`)}
      summary={summaryOf(t, counted)}
      series={single}
      rows={rowsOf(counted)}
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartCard
        title={t('reports.charts.months.title')}
        category={t('reports.charts.months.month')}
        summary={monthSummary}
        note={t('reports.charts.months.note')}
        series={[
          { label: String(report.year), color: SERIES_COLORS[0] },
          { label: String(previousYear), color: SERIES_COLORS[1] },
        ]}
        rows={monthRows}
        tick={(row) => monthText(Number(row.key), language, 'short')}
        columns
      />
      {categorical('sport', sports)}
      {categorical('activityType', types)}
      {categorical('activityLevel', levels)}
      <ChartCard
        title={t('reports.charts.bodyPart.title')}
        category={t('reports.charts.bodyPart.category')}
        summary={summaryOf(t, bodyParts, 'mostNamed')}
        note={t('reports.charts.bodyPart.note')}
        series={single}
        rows={rowsOf(bodyParts)}
      />
      <ChartCard
        title={t('reports.charts.nature.title')}
        category={t('reports.charts.nature.category')}
        summary={summaryOf(t, natures)}
        series={single}
        rows={rowsOf(natures)}
      />
      {isAdmin || manySchools ? categorical('school', schools) : null}
      <ChartCard
        title={t('reports.charts.openAge.title')}
        category={t('reports.charts.openAge.category')}
        summary={summaryOf(t, openAges, 'mostOpen', t('reports.charts.openAge.none'))}
        series={single}
        rows={rowsOf(openAges)}
      />
      {categorical('submissionDelay', submissionDelays)}
      {categorical('deliveryDelay', deliveryDelays)}
      {categorical('status', statuses)}
      {categorical('tpaStatus', tpaStatuses)}
    </SimpleGrid>
  );
};
