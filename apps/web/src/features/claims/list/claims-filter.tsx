import { useState } from 'react';
import { Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { CLAIM_COMPLETENESS, CLAIM_STATUS_OPTIONS, DEADLINE_AT_RISK_DAYS, isWireDate, parseDisplayDate, SCHOOL_CLAIM_STATUS_OPTIONS, TPA_STATUSES } from '@claims/shared';
import { useTranslation } from 'react-i18next';
import { FilterCard } from '../../../components/filter-card';
import { useDateInputTexts } from '../../../components/use-date-input-texts';
import { useSchoolOptions, useSubmitterOptions, useTpaFilterOptions } from './get-claim-filter-options';
import { useLanguage } from '../../../lib/use-language';
import { claimStatusText, tpaStatusText } from './claim-status-pill';

export type ClaimsFilterValues = {
  name: string;
  studentId: string;
  submittedBy: string;
  status: string;
  // YYYY-MM-DD
  submittedFrom: string;
  submittedTo: string;
  // COMPLETE or INCOMPLETE against the TPA's required documents
  completeness: string;
  // what the TPA reported
  tpaStatus: string;
  // the days within which the nearest deadline falls (DEADLINE_AT_RISK_DAYS), as the dashboard links it
  due: string;
  // global list only
  schoolId: string;
  tpaId: string;
};

export const CLAIMS_FILTER_DEFAULTS: ClaimsFilterValues = {
  name: '',
  studentId: '',
  submittedBy: '',
  status: '',
  submittedFrom: '',
  submittedTo: '',
  completeness: '',
  tpaStatus: '',
  due: '',
  schoolId: '',
  tpaId: '',
};

export type ClaimsFilterProps = {
  // the filters the list shows now; the card edits a draft of them until Search
  applied: ClaimsFilterValues;
  onSearch: (values: ClaimsFilterValues) => void;
  // the global list adds school and TPA
  global: boolean;
};


const parseDate = (value: string): string | null => (isWireDate(value.trim()) ? value.trim() : parseDisplayDate(value));

const trimmed = (values: ClaimsFilterValues): ClaimsFilterValues => ({
  ...values,
  name: values.name.trim(),
  studentId: values.studentId.trim(),
});

// SPEC §5 claim filter: Search stays disabled while every filter is empty; Enter searches; Clear resets.
export const ClaimsFilter = ({ applied, onSearch, global }: ClaimsFilterProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const [draft, setDraft] = useState<ClaimsFilterValues>(applied);
  const submitters = useSubmitterOptions();
  const schools = useSchoolOptions(global);
  const tpas = useTpaFilterOptions(global);
  const set = (changes: Partial<ClaimsFilterValues>) => setDraft((current) => ({ ...current, ...changes }));
  const allEmpty = Object.values(trimmed(draft)).every((value) => value === '');

  const dateInputTexts = useDateInputTexts();
  const dateInput = (key: 'submittedFrom' | 'submittedTo', label: string) => (
    <DateInput
      label={label}
      {...dateInputTexts}
      valueFormat="MM/DD/YYYY"
      dateParser={parseDate}
      clearable
      value={draft[key] || null}
      onChange={(value) => set({ [key]: value ?? '' })}
    />
  );

  return (
    <FilterCard
      columns={4}
      searchDisabled={allEmpty}
      onSearch={() => onSearch(trimmed(draft))}
      onClear={() => {
        setDraft(CLAIMS_FILTER_DEFAULTS);
        onSearch(CLAIMS_FILTER_DEFAULTS);
      }}
    >
      <TextInput
        label={t('claimRecords.filter.name')}
        placeholder={t('claimRecords.filter.namePlaceholder')}
        value={draft.name}
        onChange={(event) => set({ name: event.currentTarget.value })}
      />
      <TextInput
        label={t('claimRecords.filter.studentId')}
        placeholder={t('claimRecords.filter.studentIdPlaceholder')}
        value={draft.studentId}
        onChange={(event) => set({ studentId: event.currentTarget.value })}
      />
      <Select
        label={t('claimRecords.filter.submittedBy')}
        placeholder={t('claimRecords.filter.any')}
        data={submitters.data ?? []}
        searchable
        clearable
        value={draft.submittedBy || null}
        onChange={(value) => set({ submittedBy: value ?? '' })}
      />
      <Select
        label={t('claimRecords.filter.status')}
        placeholder={t('claimRecords.filter.any')}
        data={(global ? CLAIM_STATUS_OPTIONS : SCHOOL_CLAIM_STATUS_OPTIONS).map((option) => ({ value: option.value, label: claimStatusText(t, option.value) }))}
        clearable
        value={draft.status || null}
        onChange={(value) => set({ status: value ?? '' })}
      />
      <Select
        label={t('claimRecords.filter.documents')}
        placeholder={t('claimRecords.filter.any')}
        data={CLAIM_COMPLETENESS.map((completeness) => ({ value: completeness, label: t(`claimRecords.completeness.filter.${completeness}`) }))}
        clearable
        value={draft.completeness || null}
        onChange={(value) => set({ completeness: value ?? '' })}
      />
      <Select
        label={t('claimRecords.filter.tpaStatus')}
        placeholder={t('claimRecords.filter.any')}
        data={TPA_STATUSES.map((status) => ({ value: status, label: tpaStatusText(status, language) }))}
        clearable
        value={draft.tpaStatus || null}
        onChange={(value) => set({ tpaStatus: value ?? '' })}
      />
      <Select
        label={t('claimRecords.filter.deadline')}
        placeholder={t('claimRecords.filter.any')}
        data={[{ value: String(DEADLINE_AT_RISK_DAYS), label: t('claimRecords.filter.dueWithin', { count: DEADLINE_AT_RISK_DAYS }) }]}
        clearable
        value={draft.due || null}
        onChange={(value) => set({ due: value ?? '' })}
      />
      {global ? (
        <Select
          label={t('claimRecords.filter.school')}
          placeholder={t('claimRecords.filter.any')}
          data={schools.data ?? []}
          searchable
          clearable
          value={draft.schoolId || null}
          onChange={(value) => set({ schoolId: value ?? '' })}
        />
      ) : null}
      {global ? (
        <Select
          label={t('claimRecords.filter.tpa')}
          placeholder={t('claimRecords.filter.any')}
          data={tpas.data ?? []}
          searchable
          clearable
          value={draft.tpaId || null}
          onChange={(value) => set({ tpaId: value ?? '' })}
        />
      ) : null}
      {dateInput('submittedFrom', t('claimRecords.filter.submittedFrom'))}
      {dateInput('submittedTo', t('claimRecords.filter.submittedTo'))}
    </FilterCard>
  );
};
