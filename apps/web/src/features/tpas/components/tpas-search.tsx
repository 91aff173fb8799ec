import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterCard } from '../../../components/filter-card';

export type TpasSearchProps = {
  // the search the list shows now; the card edits a draft of it until Search (or Enter)
  applied: string;
  onSearch: (search: string) => void;
};

// One box searching TPA names and codes (any case, contains); Clear empties it and lists every TPA.
export const TpasSearch = ({ applied, onSearch }: TpasSearchProps) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(applied);
  return (
    <FilterCard
      title={t('tpas.search')}
      columns={2}
      onSearch={() => onSearch(draft.trim())}
      onClear={() => {
        setDraft('');
        onSearch('');
      }}
    >
      <TextInput
        label={t('tpas.searchLabel')}
        placeholder={t('tpas.searchPlaceholder')}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
      />
    </FilterCard>
  );
};
