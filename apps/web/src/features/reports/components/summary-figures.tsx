import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/use-language';
import type { ClaimReport } from '../api/get-claim-report';
import { decimalText } from '../report-texts';

export type SummaryFiguresProps = {
  report: ClaimReport;
};

export type Figure = { label: string; value: string; hint?: string };

// The report's headline numbers, as a list of terms and values.
export const SummaryFigures = ({ report }: SummaryFiguresProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const count = (value: number) => new Intl.NumberFormat(intlLocale(language)).format(value);
  const average = (value: number | null) => (value === null ? t('reports.figures.none') : decimalText(value, language));
  const figures: Figure[] = [
    { label: t('reports.figures.total'), value: count(report.total) },
    { label: t('reports.figures.open'), value: count(report.open), hint: t('reports.figures.openHint') },
    { label: t('reports.figures.submissionDays'), value: average(report.average_submission_days) },
    { label: t('reports.figures.deliveryHours'), value: average(report.average_delivery_hours) },
    { label: t('reports.figures.withoutBodyPart'), value: count(report.without_body_part), hint: t('reports.figures.withoutBodyPartHint') },
  ];
  return <FigureTiles figures={figures} />;
};

// Headline numbers as a list of terms and values, one tile each.
export const FigureTiles = ({ figures }: { figures: readonly Figure[] }) => (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: figures.length }} spacing="sm" m={0}>
      {figures.map(({ label, value, hint }) => (
        <Paper key={label} withBorder radius="md" p="md">
          <Text component="dt" size="sm">
            {label}
          </Text>
          <Text component="dd" m={0} fz={28} fw={700} lh={1.3}>
            {value}
          </Text>
          {hint ? (
            <Text component="dd" m={0} size="xs" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
);
