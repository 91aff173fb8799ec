import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterCard } from '../../../components/filter-card';

export type StudentsFilterValues = { name: string; academicId: string };

export const STUDENTS_FILTER_DEFAULTS: StudentsFilterValues = { name: '', academicId: '' };

export type StudentsFilterProps = {
  applied: StudentsFilterValues;
  onSearch: (values: StudentsFilterValues) => void;
};

// Name (first, last or "first last") and academic id, both partial; Enter searches, Clear resets.
export const StudentsFilter = ({ applied, onSearch }: StudentsFilterProps) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<StudentsFilterValues>(applied);
  return (
    <FilterCard
      columns={2}
      onSearch={() => onSearch({ name: draft.name.trim(), academicId: draft.academicId.trim() })}
      onClear={() => {
        setDraft(STUDENTS_FILTER_DEFAULTS);
        onSearch(STUDENTS_FILTER_DEFAULTS);
      }}
    >
      <TextInput
        label={t('students.filter.name')}
        placeholder={t('students.filter.namePlaceholder')}
        value={draft.name}
        onChange={(event) => {
          const name = event.currentTarget.value;
          setDraft((current) => ({ ...current, name }));
        }}
      />
      <TextInput
        label={t('students.filter.academicId')}
        placeholder={t('students.filter.academicIdPlaceholder')}
        value={draft.academicId}
        onChange={(event) => {
          const academicId = event.currentTarget.value;
          setDraft((current) => ({ ...current, academicId }));
        }}
      />
    </FilterCard>
  );
};
