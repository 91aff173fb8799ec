import { useState } from 'react';
import { Select, type ComboboxItem } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import {
  ACTIVITY_LEVELS,
  ACTIVITY_TYPE_OPTIONS,
  BODY_PART_OPTIONS,
  CLAIM_STATUSES,
  choiceOptions,
  INJURY_NATURE_OPTIONS,
  isWireDate,
  parseTypedDate,
  TPA_STATUS_LABELS,
  TPA_STATUSES,
} from '@claims/shared';
import { useTranslation } from 'react-i18next';
import { FilterCard } from '../../../components/filter-card';
import { useDateInputTexts } from '../../../components/use-date-input-texts';
import { useLanguage } from '../../../lib/use-language';
import { useReportSchoolOptions, useReportTpaOptions, useSportOptions } from '../api/get-report-filter-options';
import { PERIODS, periodErrors, periodOf, type Period, type ReportFilterValues } from '../report-filter';
import { activityLevelText, useReportsErrorText } from '../report-texts';

export type ReportFiltersProps = {
  // the filters the report shows now; the card edits a draft of them until Search
  applied: ReportFilterValues;
  // what Clear goes back to
  defaults: ReportFilterValues;
  onSearch: (values: ReportFilterValues) => void;
  isAdmin: boolean;
};

// School staff are not told about failed deliveries (support resends them), so they get no Failed choice.
const statusesFor = (isAdmin: boolean) => (isAdmin ? CLAIM_STATUSES : CLAIM_STATUSES.filter((status) => status !== 'ERROR'));

// The period and what to count. A custom period is checked as the server checks it before Search sends
// it; its errors show once both dates are there, or when Search is pressed.
export const ReportFilters = ({ applied, defaults, onSearch, isAdmin }: ReportFiltersProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useReportsErrorText();
  const dateInputTexts = useDateInputTexts();
  const [draft, setDraft] = useState<ReportFilterValues>(applied);
  const [searched, setSearched] = useState(false);
  const schools = useReportSchoolOptions(isAdmin);
  const tpas = useReportTpaOptions(isAdmin, draft.schoolId ? [draft.schoolId] : schools.map((school) => school.value));
  const sports = useSportOptions();
  const set = (changes: Partial<ReportFilterValues>) => setDraft((current) => ({ ...current, ...changes }));

  const custom = draft.period === 'custom';
  const errors = custom && (searched || (isWireDate(draft.from) && isWireDate(draft.to))) ? periodErrors(periodOf(draft)) : {};

  const choose = (key: Exclude<keyof ReportFilterValues, 'period' | 'from' | 'to'>, label: string, data: ComboboxItem[], placeholder = t('reports.filter.any')) => (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      searchable={data.length > 8}
      clearable
      value={draft[key] || null}
      onChange={(value) => set({ [key]: value ?? '' })}
    />
  );
  const dateInput = (key: 'from' | 'to', label: string) => (
    <DateInput
      label={label}
      {...dateInputTexts}
      valueFormat="MM/DD/YYYY"
      dateParser={parseTypedDate}
      value={draft[key] || null}
      onChange={(value) => set({ [key]: value ?? '' })}
      error={errors[key] ? errorText(errors[key]) : undefined}
    />
  );

  return (
    <FilterCard
      columns={4}
      onSearch={() => {
        setSearched(true);
        if (!custom || Object.keys(periodErrors(periodOf(draft))).length === 0) onSearch(draft);
      }}
      onClear={() => {
        setDraft(defaults);
        setSearched(false);
        onSearch(defaults);
      }}
    >
      <Select
        label={t('reports.filter.period')}
        data={PERIODS.map((period) => ({ value: period, label: t(`reports.filter.periods.${period}`) }))}
        allowDeselect={false}
        value={draft.period}
        // a custom period starts from the one shown, to be changed
        onChange={(value) => {
          const period = (value ?? 'thisYear') as Period;
          set({ period, ...(period === 'custom' ? periodOf(draft) : { from: '', to: '' }) });
        }}
      />
      {custom ? dateInput('from', t('reports.filter.from')) : null}
      {custom ? dateInput('to', t('reports.filter.to')) : null}
      {choose('schoolId', t('reports.filter.school'), schools, t('reports.filter.allSchools'))}
      {choose('tpaId', t('reports.filter.tpa'), tpas)}
      {choose('activity', t('reports.filter.sport'), sports)}
      {choose('activityType', t('reports.filter.activityType'), choiceOptions(ACTIVITY_TYPE_OPTIONS, language))}
      {choose(
        'activityLevel',
        t('reports.filter.activityLevel'),
        ACTIVITY_LEVELS.map((level) => ({ value: level, label: activityLevelText(level, language) })),
      )}
      {choose(
        'status',
        t('reports.filter.status'),
        statusesFor(isAdmin).map((status) => ({ value: status, label: t(`reports.statuses.${status}`) })),
      )}
      {choose(
        'tpaStatus',
        t('reports.filter.tpaStatus'),
        TPA_STATUSES.map((status) => ({ value: status, label: TPA_STATUS_LABELS[status][language] })),
      )}
      {choose('bodyPart', t('reports.filter.bodyPart'), choiceOptions(BODY_PART_OPTIONS, language))}
      {choose('nature', t('reports.filter.nature'), choiceOptions(INJURY_NATURE_OPTIONS, language))}
    </FilterCard>
  );
};
