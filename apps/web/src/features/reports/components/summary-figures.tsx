import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/use-language';
import { FigureTiles, type Figure } from '../../../components/figure-tiles';
import type { ClaimReport } from '../api/get-claim-report';
import { decimalText } from '../report-texts';

export type SummaryFiguresProps = {
  report: ClaimReport;
};

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
