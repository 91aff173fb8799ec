import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Title } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type FilterCardProps = {
  // the filter fields; Enter in a text field searches (the card is a form)
  children: ReactNode;
  onSearch: () => void;
  onClear: () => void;
  // translated heading; defaults to "Filters"
  title?: string;
  searchDisabled?: boolean;
  // fields per row on wide screens
  columns?: number;
};

// The card above a list: its filter fields, then Clear and Search.
export const FilterCard = ({ children, onSearch, onClear, title, searchDisabled = false, columns = 4 }: FilterCardProps) => {
  const { t } = useTranslation();
  const heading = title ?? t('common.filters');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!searchDisabled) onSearch();
  };
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} role="search" aria-label={heading}>
        <Title order={2} size="h5" mb="sm">
          {heading}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: columns }} spacing="sm">
          {children}
        </SimpleGrid>
        <Group justify="flex-end" mt="md" gap="sm">
          <Button variant="default" leftSection={<IconX size={16} aria-hidden="true" />} onClick={onClear}>
            {t('common.clear')}
          </Button>
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />} disabled={searchDisabled}>
            {t('common.search')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
};
