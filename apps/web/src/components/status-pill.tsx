import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type StatusPillProps = {
  active: boolean;
};

// Active (green) or Inactive (grey), as lists show a record's status.
export const StatusPill = ({ active }: StatusPillProps) => {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light" radius="xl">
      {active ? t('common.active') : t('common.inactive')}
    </Badge>
  );
};
