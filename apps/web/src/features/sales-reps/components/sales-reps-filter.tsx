import { useState } from 'react';
import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterCard } from '../../../components/filter-card';
import { SALES_REP_STATUS_FILTERS, type SalesRepStatusFilter } from '../api/get-sales-reps';

export type SalesRepsFilterValues = {
  name: string;
  status: SalesRepStatusFilter;
};

export const SALES_REPS_FILTER_DEFAULTS: SalesRepsFilterValues = { name: '', status: 'ACTIVE' };

export type SalesRepsFilterProps = {
  // the filters the list shows now; the card edits a draft of them until Search
  applied: SalesRepsFilterValues;
  onSearch: (values: SalesRepsFilterValues) => void;
};

const isStatus = (value: string | null): value is SalesRepStatusFilter =>
  value !== null && (SALES_REP_STATUS_FILTERS as readonly string[]).includes(value);

// Name (first or last, Enter searches) and status; Clear resets (status Active) and searches.
export const SalesRepsFilter = ({ applied, onSearch }: SalesRepsFilterProps) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SalesRepsFilterValues>(applied);
  const statusLabels: Record<SalesRepStatusFilter, string> = { ACTIVE: t('common.active'), INACTIVE: t('common.inactive') };

  return (
    <FilterCard
      columns={2}
      onSearch={() => onSearch({ ...draft, name: draft.name.trim() })}
      onClear={() => {
        setDraft(SALES_REPS_FILTER_DEFAULTS);
        onSearch(SALES_REPS_FILTER_DEFAULTS);
      }}
    >
      <TextInput
        label={t('salesReps.filter.name')}
        placeholder={t('salesReps.filter.namePlaceholder')}
        value={draft.name}
        onChange={(event) => {
          const name = event.currentTarget.value;
          setDraft((current) => ({ ...current, name }));
        }}
      />
      <Select
        label={t('salesReps.filter.status')}
        data={SALES_REP_STATUS_FILTERS.map((status) => ({ value: status, label: statusLabels[status] }))}
        value={draft.status}
        allowDeselect={false}
        onChange={(value) => {
          if (isStatus(value)) setDraft((current) => ({ ...current, status: value }));
        }}
      />
    </FilterCard>
  );
};
