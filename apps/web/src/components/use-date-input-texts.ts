// Spanish month and weekday names for the calendars (DatesProvider in the signed-in shell picks the
// language); here, with the date inputs' code, so that it loads with the date library it extends.
import 'dayjs/locale/es';
import { useTranslation } from 'react-i18next';

// What every date input shows in the reader's language: the MM/DD/YYYY placeholder (MM/DD/AAAA in
// Spanish) and names for the calendar's arrows and month/year buttons, which Mantine draws as bare icons
// or dates (WCAG 4.1.2). Texts of the signed-in screens (shell.json), where all date inputs are.
export const useDateInputTexts = () => {
  const { t } = useTranslation();
  return {
    placeholder: t('common.datePlaceholder'),
    ariaLabels: {
      monthLevelControl: t('common.calendar.monthLevel'),
      yearLevelControl: t('common.calendar.yearLevel'),
      nextMonth: t('common.calendar.nextMonth'),
      previousMonth: t('common.calendar.previousMonth'),
      nextYear: t('common.calendar.nextYear'),
      previousYear: t('common.calendar.previousYear'),
      nextDecade: t('common.calendar.nextDecade'),
      previousDecade: t('common.calendar.previousDecade'),
    },
  };
};
