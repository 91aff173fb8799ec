import { Badge } from '@mantine/core';
import { toDisplayDate } from '@claims/shared';
import { useTranslation } from 'react-i18next';

// A roster's birth date, or the flag of a student imported without one (OneRoster without
// demographics): a claim for them asks for it.
export const BirthDateCell = ({ date }: { date: string | null }) => {
  const { t } = useTranslation();
  return date ? (
    toDisplayDate(date)
  ) : (
    <Badge color="orange" variant="light">
      {t('students.column.needsBirthDate')}
    </Badge>
  );
};
