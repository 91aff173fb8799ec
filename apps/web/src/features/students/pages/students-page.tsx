import { useState } from 'react';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { isAllowedPageSize, PAGE_SIZES, SORT_DIRECTIONS, type SortDirection } from '@claims/shared';
import { IconAlertCircle, IconFileImport, IconPlus, IconRefresh, IconSend, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { PageTitle } from '../../../components/page-title';
import { PaginationFooter } from '../../../components/pagination-footer';
import { paths } from '../../../config/paths';
import { useUrlState, type UrlStateFields } from '../../../lib/use-url-state';
import { STUDENT_SORT_COLUMNS, useStudents, type StudentSortColumn } from '../../../entities/students';
import { useStudentsImportAllowed } from '../api/get-students-access';
import { ResetStudentsModal } from '../components/reset-students-modal';
import { STUDENTS_FILTER_DEFAULTS, StudentsFilter, type StudentsFilterValues } from '../components/students-filter';
import { StudentsTable } from '../components/students-table';

type StudentsListState = StudentsFilterValues & {
  sort: StudentSortColumn;
  dir: SortDirection;
  page: number;
  size: number;
};

// The list's state lives in the URL (?name=&academicId=&sort=&dir=&page=&size=).
const LIST_FIELDS: UrlStateFields<StudentsListState> = {
  name: z.string(),
  academicId: z.string(),
  sort: z.enum(STUDENT_SORT_COLUMNS),
  dir: z.enum(SORT_DIRECTIONS),
  page: z.coerce.number().int().min(1),
  size: z.coerce.number().int().refine((size) => isAllowedPageSize('students', size)),
};

const LIST_DEFAULTS: StudentsListState = {
  ...STUDENTS_FILTER_DEFAULTS,
  sort: 'last_name',
  dir: 'asc',
  page: 1,
  size: PAGE_SIZES.students.default,
};

export const StudentsPage = () => {
  const { t } = useTranslation();
  const schoolId = useParams().schoolId ?? '';
  const [list, setList] = useUrlState(LIST_FIELDS, LIST_DEFAULTS);
  const [resetOpened, setResetOpened] = useState(false);
  const importAllowed = useStudentsImportAllowed(schoolId);
  const students = useStudents({
    schoolId,
    name: list.name || undefined,
    academicId: list.academicId || undefined,
    sort: list.sort,
    direction: list.dir,
    offset: (list.page - 1) * list.size,
    limit: list.size,
  });
  const applied: StudentsFilterValues = { name: list.name, academicId: list.academicId };

  return (
    <Stack gap="md">
      <PageTitle title={t('students.title')} />
      <Group justify="space-between">
        <Title order={1}>{t('students.title')}</Title>
        <Group gap="sm">
          {importAllowed ? (
            <>
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={() => setResetOpened(true)}
              >
                {t('students.resetStudents')}
              </Button>
              <Button
                variant="light"
                component={Link}
                to={paths.dashboard.importStudents(schoolId)}
                leftSection={<IconFileImport size={16} aria-hidden="true" />}
              >
                {t('students.importStudents')}
              </Button>
            </>
          ) : null}
          <Button variant="light" component={Link} to={paths.dashboard.seasonCampaigns(schoolId)} leftSection={<IconSend size={16} aria-hidden="true" />}>
            {t('students.seasonCampaigns.title')}
          </Button>
          <Button
            component={Link}
            to={paths.dashboard.newStudent(schoolId)}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
          >
            {t('students.addStudent')}
          </Button>
        </Group>
      </Group>
      <StudentsFilter key={JSON.stringify(applied)} applied={applied} onSearch={(filters) => setList({ ...filters, page: 1 })} />
      {students.isError && !students.data ? (
        <Alert color="red" title={t('students.loadError')} icon={<IconAlertCircle aria-hidden="true" />}>
          <Button
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            loading={students.isFetching}
            onClick={() => void students.refetch()}
          >
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <StudentsTable
          schoolId={schoolId}
          rows={students.data?.items}
          loading={students.isFetching}
          sort={{ column: list.sort, direction: list.dir }}
          onSortChange={(sort) => setList({ sort: sort.column, dir: sort.direction, page: 1 })}
          footer={
            students.data && students.data.total > 0 ? (
              <PaginationFooter
                page={list.page}
                pageSize={list.size}
                total={students.data.total}
                pageSizes={PAGE_SIZES.students.options}
                onPageChange={(page) => setList({ page })}
                onPageSizeChange={(size) => setList({ size, page: 1 })}
              />
            ) : null
          }
        />
      )}
      <ResetStudentsModal
        schoolId={schoolId}
        opened={resetOpened}
        onClose={() => {
          setResetOpened(false);
          if (list.page > 1) setList({ page: 1 });
        }}
      />
    </Stack>
  );
};
