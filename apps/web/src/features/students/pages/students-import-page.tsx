import { useState } from 'react';
import { Anchor, Breadcrumbs, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { CsvImport } from '../components/csv-import';
import { ImportTemplateLink } from '../components/import-template-link';
import { OneRosterImport } from '../components/oneroster-import';

type ImportFormat = 'csv' | 'oneroster';

// A student CSV, or a school information system's OneRoster export (ADR 029): the same preview and import.
export const StudentsImportPage = () => {
  const { t } = useTranslation();
  const schoolId = useParams().schoolId ?? '';
  const [format, setFormat] = useState<ImportFormat>('csv');

  return (
    <Stack gap="md">
      <PageTitle title={t('students.import.title')} />
      <Breadcrumbs>
        <Anchor component={Link} to={paths.dashboard.school(schoolId)}>
          {t('students.breadcrumbs.dashboard')}
        </Anchor>
        <Anchor component={Link} to={paths.dashboard.students(schoolId)}>
          {t('students.breadcrumbs.students')}
        </Anchor>
        <Text>{t('students.import.title')}</Text>
      </Breadcrumbs>
      <Group justify="space-between">
        <Title order={1}>{t('students.import.title')}</Title>
        {format === 'csv' ? <ImportTemplateLink /> : null}
      </Group>
      <SegmentedControl
        aria-label={t('students.import.format')}
        value={format}
        onChange={(value) => setFormat(value as ImportFormat)}
        data={[
          { value: 'csv', label: t('students.import.formatCsv') },
          { value: 'oneroster', label: t('students.import.formatOneRoster') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {format === 'csv' ? <CsvImport schoolId={schoolId} /> : <OneRosterImport schoolId={schoolId} />}
    </Stack>
  );
};
