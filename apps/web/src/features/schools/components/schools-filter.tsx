import { useState } from 'react';
import { Select, TextInput } from '@mantine/core';
import { SCHOOL_STATUS_FILTERS, type SchoolStatusFilter } from '@claims/shared';
import { useTranslation } from 'react-i18next';
import { FilterCard } from '../../../components/filter-card';
import { toSalesRepSelectData, useSalesRepOptions } from '../../../entities/sales-rep-options';
import { useTpaOptions } from '../../../entities/tpa-options';

export type SchoolsFilterValues = {
  name: string;
  salesRep: string;
  tpa: string;
  status: SchoolStatusFilter;
};

export const SCHOOLS_FILTER_DEFAULTS: SchoolsFilterValues = { name: '', salesRep: '', tpa: '', status: 'ACTIVE' };

export type SchoolsFilterProps = {
  // the filters the list shows now; the card edits a draft of them until Search
  applied: SchoolsFilterValues;
  onSearch: (values: SchoolsFilterValues) => void;
};

// School name (Enter searches), sales rep, TPA by code and status; Clear resets (status Active) and searches.
export const SchoolsFilter = ({ applied, onSearch }: SchoolsFilterProps) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SchoolsFilterValues>(applied);
  const salesReps = useSalesRepOptions();
  const tpas = useTpaOptions();
  const set = (changes: Partial<SchoolsFilterValues>) => setDraft((current) => ({ ...current, ...changes }));

  const statusLabels: Record<SchoolStatusFilter, string> = { ACTIVE: t('common.active'), INACTIVE: t('common.inactive') };

  return (
    <FilterCard
      onSearch={() => onSearch({ ...draft, name: draft.name.trim() })}
      onClear={() => {
        setDraft(SCHOOLS_FILTER_DEFAULTS);
        onSearch(SCHOOLS_FILTER_DEFAULTS);
      }}
    >
      <TextInput
        label={t('schools.filter.name')}
        placeholder={t('schools.filter.namePlaceholder')}
        value={draft.name}
        onChange={(event) => set({ name: event.currentTarget.value })}
      />
      <Select
        label={t('schools.filter.salesRep')}
        placeholder={t('schools.filter.any')}
        data={toSalesRepSelectData(salesReps.data)}
        value={draft.salesRep || null}
        onChange={(value) => set({ salesRep: value ?? '' })}
        searchable
        clearable
      />
      <Select
        label={t('schools.filter.tpa')}
        placeholder={t('schools.filter.any')}
        data={(tpas.data ?? []).map((tpa) => ({ value: tpa.id, label: tpa.code }))}
        value={draft.tpa || null}
        onChange={(value) => set({ tpa: value ?? '' })}
        searchable
        clearable
      />
      <Select
        label={t('schools.filter.status')}
        data={SCHOOL_STATUS_FILTERS.map((status) => ({ value: status, label: statusLabels[status] }))}
        value={draft.status}
        allowDeselect={false}
        onChange={(value) => {
          if (value === 'ACTIVE' || value === 'INACTIVE') set({ status: value });
        }}
      />
    </FilterCard>
  );
};
