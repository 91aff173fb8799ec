import type { ReactNode } from 'react';
import { ActionIcon, Anchor, Tooltip } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BirthDateCell } from '../../../components/students/birth-date-cell';
import { DataTable, type DataTableColumn, type DataTableSort } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import type { StudentListItem, StudentSortColumn } from '../../../entities/students';

export type StudentsTableProps = {
  schoolId: string;
  rows: readonly StudentListItem[] | undefined;
  loading: boolean;
  sort: DataTableSort<StudentSortColumn>;
  onSortChange: (sort: DataTableSort<StudentSortColumn>) => void;
  footer: ReactNode;
};

const NONE = '-';

export const StudentsTable = ({ schoolId, rows, loading, sort, onSortChange, footer }: StudentsTableProps) => {
  const { t } = useTranslation();
  const columns: Array<DataTableColumn<StudentListItem, StudentSortColumn>> = [
    {
      key: 'lastName',
      header: t('students.column.lastName'),
      sortKey: 'last_name',
      render: (student) => (
        <Anchor component={Link} to={paths.dashboard.editStudent(schoolId, student.id)}>
          {student.last_name}
        </Anchor>
      ),
    },
    { key: 'firstName', header: t('students.column.firstName'), sortKey: 'first_name', render: (student) => student.first_name },
    {
      key: 'academicId',
      header: t('students.column.academicId'),
      sortKey: 'academic_id',
      render: (student) => student.academic_id || NONE,
    },
    {
      key: 'dob',
      header: t('students.column.dob'),
      sortKey: 'date_of_birth',
      render: (student) => <BirthDateCell date={student.date_of_birth} />,
    },
    {
      key: 'location',
      header: t('students.column.location'),
      render: (student) => [student.city, student.state_prov].filter(Boolean).join(', ') || NONE,
    },
    {
      key: 'actions',
      header: t('students.column.actions'),
      hideHeader: true,
      align: 'right',
      render: (student) => (
        <Tooltip label={t('common.edit')}>
          <ActionIcon
            variant="subtle"
            component={Link}
            to={paths.dashboard.editStudent(schoolId, student.id)}
            aria-label={t('students.editStudent', { name: `${student.first_name} ${student.last_name}` })}
          >
            <IconEdit size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];
  return (
    <DataTable
      label={t('students.title')}
      columns={columns}
      rows={rows}
      rowKey={(student) => student.id}
      loading={loading}
      loadingLabel={t('students.loading')}
      emptyMessage={t('students.empty')}
      sort={sort}
      onSortChange={onSortChange}
      footer={footer}
    />
  );
};
