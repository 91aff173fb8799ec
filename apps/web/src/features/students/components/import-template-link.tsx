import { Anchor } from '@mantine/core';
import { STUDENT_IMPORT_MANDATORY_COLUMNS, STUDENT_IMPORT_OPTIONAL_COLUMNS } from '@claims/shared';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// The header row of an import file: the mandatory columns, then the optional ones.
export const STUDENT_IMPORT_TEMPLATE = `${[...STUDENT_IMPORT_MANDATORY_COLUMNS, ...STUDENT_IMPORT_OPTIONAL_COLUMNS].join(',')}\n`;

// A CSV template made in the browser (a data URL, so nothing is fetched).
export const ImportTemplateLink = () => {
  const { t } = useTranslation();
  return (
    <Anchor
      href={`data:text/csv;charset=utf-8,${encodeURIComponent(STUDENT_IMPORT_TEMPLATE)}`}
      download="students-template.csv"
      size="sm"
    >
      <IconDownload size={14} aria-hidden="true" style={{ verticalAlign: 'middle', marginRight: 4 }} />
      {t('students.import.template')}
    </Anchor>
  );
};
