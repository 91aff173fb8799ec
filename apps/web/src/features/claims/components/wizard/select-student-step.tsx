import { useState, type ReactNode } from 'react';
import { Button, Grid, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PAGE_SIZES,
  parentInfoSchema,
  studentFormSchema,
  EMPTY_PARENT_INFO,
  type ParentInfoValues,
  type StudentFormValues,
} from '@claims/shared';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DataTable, type DataTableColumn } from '../../../../components/data-table';
import { BirthDateCell } from '../../../../components/students/birth-date-cell';
import { PaginationFooter } from '../../../../components/pagination-footer';
import { StudentFields } from '../../../../components/students/student-fields';
import { studentQueryOptions, useStudents, type Student, type StudentListItem } from '../../../../entities/students';
import { EMPTY_STUDENT_FORM } from '../../../../components/students/student-form-values';
import { fieldErrorsOf } from '../../../../lib/request-error';
import { useSaveStudent } from '../../../../entities/students';
import { useClaimsNotify } from './claims-messages';

const newStudentSchema = z.object({ student: studentFormSchema, parent: parentInfoSchema });
type NewStudentInput = { student: StudentFormValues; parent: ParentInfoValues };
type NewStudentValues = z.output<typeof newStudentSchema>;

// A server field path the add-student form has an input for.
const SERVER_FIELD_PATH = /^student\.\w+$/;

// How long typing pauses before the results follow it: a name is asked for once, not at each letter.
const SEARCH_DEBOUNCE_MS = 250;

export type SelectStudentStepProps = {
  schoolId: string;
  onChosen: (student: Student) => void;
};

// The search card sits beside `beside` (the add-student card) on desktop with the results below both; on a
// phone (and for screen readers) the results come right after the search, before the add-student card.
const StudentSearch = ({ schoolId, onChosen, beside }: SelectStudentStepProps & { beside: ReactNode }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notify = useClaimsNotify();
  const [name, setName] = useState('');
  const [search, setSearch] = useState<{ name: string; page: number; pageSize: number }>({
    name: '',
    page: 1,
    pageSize: PAGE_SIZES.students.default,
  });
  // The results follow what is typed; Enter or Search asks at once.
  const searchFor = useDebouncedCallback((typed: string) => setSearch((current) => ({ ...current, name: typed, page: 1 })), SEARCH_DEBOUNCE_MS);
  const [choosingId, setChoosingId] = useState<string | null>(null);
  const students = useStudents({
    schoolId,
    name: search.name.trim(),
    offset: (search.page - 1) * search.pageSize,
    limit: search.pageSize,
  });

  const choose = async (match: StudentListItem) => {
    setChoosingId(match.id);
    try {
      onChosen(await queryClient.fetchQuery(studentQueryOptions(match.id)));
    } catch (error) {
      notify.error('STUDENT_LOAD_FAILED', error);
      setChoosingId(null);
    }
  };

  const columns: DataTableColumn<StudentListItem>[] = [
    { key: 'lastName', header: t('claims.wizard.selectStudent.column.lastName'), render: (row) => row.last_name },
    { key: 'firstName', header: t('claims.wizard.selectStudent.column.firstName'), render: (row) => row.first_name },
    { key: 'academicId', header: t('claims.wizard.selectStudent.column.academicId'), render: (row) => row.academic_id ?? t('common.none') },
    { key: 'dob', header: t('claims.wizard.selectStudent.column.dob'), render: (row) => <BirthDateCell date={row.date_of_birth} /> },
    {
      key: 'actions',
      header: t('claims.wizard.selectStudent.column.actions'),
      hideHeader: true,
      align: 'right',
      render: (row) => (
        <Button
          size="xs"
          aria-label={t('claims.wizard.selectStudent.selectStudent', { name: `${row.first_name} ${row.last_name}` })}
          loading={choosingId === row.id}
          disabled={choosingId !== null && choosingId !== row.id}
          onClick={() => void choose(row)}
        >
          {t('claims.wizard.selectStudent.select')}
        </Button>
      ),
    },
  ];

  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Paper withBorder radius="md" p="md" component="section" aria-label={t('claims.wizard.selectStudent.searchTitle')}>
          <Title order={3} size="h4" mb="md">
            {t('claims.wizard.selectStudent.searchTitle')}
          </Title>
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              searchFor(name);
              searchFor.flush();
            }}
          >
            <Group align="flex-end">
              <TextInput
                style={{ flex: 1 }}
                label={t('claims.wizard.selectStudent.name')}
                placeholder={t('claims.wizard.selectStudent.namePlaceholder')}
                value={name}
                onChange={(event) => {
                  setName(event.currentTarget.value);
                  searchFor(event.currentTarget.value);
                }}
              />
              <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
                {t('claims.wizard.selectStudent.search')}
              </Button>
            </Group>
          </form>
        </Paper>
      </Grid.Col>
      <Grid.Col span={12} order={{ sm: 3 }}>
        <DataTable
          label={t('claims.wizard.selectStudent.results')}
          columns={columns}
          rows={students.data?.items}
          rowKey={(row) => row.id}
          loading={students.isFetching}
          loadingLabel={t('claims.wizard.selectStudent.loading')}
          emptyMessage={t('claims.wizard.selectStudent.empty')}
          footer={
            students.data && students.data.total > 0 ? (
              <PaginationFooter
                page={search.page}
                pageSize={search.pageSize}
                total={students.data.total}
                pageSizes={PAGE_SIZES.students.options}
                onPageChange={(page) => setSearch((current) => ({ ...current, page }))}
                onPageSizeChange={(pageSize) => setSearch((current) => ({ ...current, pageSize, page: 1 }))}
              />
            ) : null
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }} order={{ sm: 2 }}>
        {beside}
      </Grid.Col>
    </Grid>
  );
};

const AddStudentForm = ({ schoolId, onChosen }: SelectStudentStepProps) => {
  const { t } = useTranslation();
  const notify = useClaimsNotify();
  const create = useSaveStudent(schoolId, undefined);
  const form = useForm<NewStudentInput, unknown, NewStudentValues>({
    resolver: zodResolver(newStudentSchema),
    defaultValues: { student: EMPTY_STUDENT_FORM, parent: EMPTY_PARENT_INFO },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const student = await create.mutateAsync({ ...values, providers: [] });
      notify.success('STUDENT_CREATED');
      onChosen(student);
    } catch (error) {
      const fields = Object.entries(fieldErrorsOf(error)).filter(([path]) => SERVER_FIELD_PATH.test(path));
      for (const [path, key] of fields) {
        form.setError(path as FieldPath<NewStudentInput>, { type: 'server', message: key });
      }
      notify.error('STUDENT_CREATION_FAILED', fields.length > 0 ? undefined : error);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <StudentFields />
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={create.isPending}>
            {t('claims.wizard.selectStudent.add')}
          </Button>
        </Group>
      </form>
    </FormProvider>
  );
};

// Most claims are for a student already on the roster, so the long add-student form stays folded until
// asked for.
const AddStudentCard = (props: SelectStudentStepProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const title = t('claims.wizard.selectStudent.addTitle');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      {open ? (
        <>
          <Title order={3} size="h4" mb="md">
            {title}
          </Title>
          <AddStudentForm {...props} />
        </>
      ) : (
        <Group justify="space-between">
          <Text>{t('claims.wizard.selectStudent.notListed')}</Text>
          <Button variant="light" onClick={() => setOpen(true)}>
            {title}
          </Button>
        </Group>
      )}
    </Paper>
  );
};

// Search the school's students or add one; either way the wizard moves on to view student. The search
// and add-student cards sit side by side on desktop, stacked on mobile (SPEC §2).
export const SelectStudentStep = (props: SelectStudentStepProps) => (
  <StudentSearch {...props} beside={<AddStudentCard {...props} />} />
);
