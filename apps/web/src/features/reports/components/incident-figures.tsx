import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BODY_PART_OPTIONS, choiceLabel } from '@claims/shared';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/use-language';
import type { IncidentReport } from '../api/get-incident-report';
import { monthText } from '../report-texts';
import { ChartCard, SERIES_COLORS, type ChartRow } from './chart-card';
import { summaryOf } from './report-charts';
import { FigureTiles } from '../../../components/figure-tiles';

export type IncidentFiguresProps = {
  report: IncidentReport;
};

type IncidentRow = { key: string; label: string; incidents: number; became_claims: number };

// Every injury on record beside the claims (issue 42): how many, how many became claims, and where
// they happen; each chart counts the incidents and, beside them, those a claim was started from.
export const IncidentFigures = ({ report }: IncidentFiguresProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const number = new Intl.NumberFormat(intlLocale(language));
  const percent = new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 0 });
  const series = [
    { label: t('reports.incidents.series.incidents'), color: SERIES_COLORS[0] },
    { label: t('reports.incidents.series.becameClaims'), color: SERIES_COLORS[1] },
  ];
  const rowsOf = (rows: readonly IncidentRow[]): ChartRow[] => rows.map(({ key, label, incidents, became_claims }) => ({ key, label, counts: [incidents, became_claims] }));
  const summary = (rows: readonly IncidentRow[], named = false) =>
    summaryOf(
      t,
      rows.map(({ key, label, incidents }) => ({ key, label, claims: incidents })),
      named ? 'mostIncidentsNamed' : 'mostIncidents',
      t('reports.incidents.none'),
    );

  const sports = report.by_sport.map((row) => ({ ...row, key: row.activity ?? '', label: row.activity ?? t('reports.incidents.noSport') }));
  const places = report.by_place.map((row) => ({ ...row, key: row.place, label: row.place }));
  const bodyParts = report.by_body_part.map((row) => ({ ...row, key: row.body_part, label: choiceLabel(BODY_PART_OPTIONS, row.body_part, language) ?? row.body_part }));
  const months = report.months.map((row) => ({ ...row, key: String(row.month), label: monthText(row.month, language, 'long') }));
  const yearTotal = report.months.reduce((total, row) => total + row.incidents, 0);

  const categorical = (name: 'sport' | 'place' | 'bodyPart', rows: IncidentRow[]) => (
    <ChartCard
      title={t(`reports.incidents.charts.${name}.title`)}
      category={t(`reports.incidents.charts.${name}.category`)}
      summary={summary(rows, name === 'bodyPart')}
      note={name === 'bodyPart' ? t('reports.incidents.charts.bodyPart.note') : undefined}
      series={series}
      rows={rowsOf(rows)}
    />
  );

  return (
    <Stack gap="md" component="section" aria-labelledby="incident-figures-title">
      <Title order={2} size="h4" id="incident-figures-title">
        {t('reports.incidents.title')}
      </Title>
      <Text size="sm">{t('reports.incidents.intro')}</Text>
      {report.total === 0 && yearTotal === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text>{t('reports.incidents.empty')}</Text>
        </Paper>
      ) : (
        <>
          <FigureTiles
            figures={[
              { label: t('reports.incidents.figures.total'), value: number.format(report.total) },
              { label: t('reports.incidents.figures.becameClaims'), value: number.format(report.became_claims) },
              {
                label: t('reports.incidents.figures.share'),
                value: report.total === 0 ? t('reports.figures.none') : percent.format(report.became_claims / report.total),
                hint: t('reports.incidents.figures.shareHint'),
              },
            ]}
          />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <ChartCard
              title={t('reports.incidents.charts.months.title')}
              category={t('reports.charts.months.month')}
              summary={t('reports.incidents.charts.months.summary', { year: report.year, count: yearTotal })}
              note={t('reports.charts.months.note')}
              series={series}
              rows={rowsOf(months)}
              tick={(row) => monthText(Number(row.key), language, 'short')}
              columns
            />
            {categorical('sport', sports)}
            {categorical('place', places)}
            {categorical('bodyPart', bodyParts)}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
};
