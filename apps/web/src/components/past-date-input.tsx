import { DateInput, type DateInputProps } from '@mantine/dates';
import { isFutureDate, parseTypedDate } from '@claims/shared';
import { useDateInputTexts } from './use-date-input-texts';

export type PastDateInputProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'excludeDate' | 'maxDate'> & {
  // YYYY-MM-DD, or '' when empty
  value: string;
  onChange: (value: string) => void;
};

const isFuture = (date: string) => isFutureDate(date);

// A date shown and typed as MM/DD/YYYY (or picked), kept as YYYY-MM-DD. The calendar offers no future
// day, but a typed one is kept so the form's schema can say why it is refused (FUTURE_DATE): maxDate
// would silently empty the field instead.
export const PastDateInput = ({ value, onChange, ...props }: PastDateInputProps) => (
  <DateInput
    {...useDateInputTexts()}
    {...props}
    valueFormat="MM/DD/YYYY"
    dateParser={parseTypedDate}
    excludeDate={isFuture}
    value={value === '' ? null : value}
    onChange={(date) => onChange(date ?? '')}
  />
);
