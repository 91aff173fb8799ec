import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { fieldErrors, stubAdminApi, variablesOf } from '../../../testing/admin-api';
import { renderApp } from '../../../testing/render';
import { aStudentListItem, SCHOOL_ID, STUDENT_ID } from '../testing/fixtures';

const stubList = (total = 1, items = [aStudentListItem()]) => {
  const stub = stubAdminApi({
    Students: () => ({ students: { total, items } }),
    StudentsSchool: () => ({ school: { id: SCHOOL_ID, allow_students_import: false } }),
    ResetStudents: (variables) =>
      (variables as { confirmation?: string }).confirmation === 'Delete Students'
        ? { resetStudents: 12 }
        : fieldErrors('RESET_CONFIRMATION_MISMATCH', {}),
  });
  return { ...stub, studentsArgs: () => variablesOf(stub.calls, 'Students') };
};

const bodyRows = async () => {
  const table = await screen.findByRole('table', { name: 'Manage Students' });
  return within(table).getAllByRole('row').slice(1);
};

describe('Students list', () => {
  it('shows last name, first name, academic id, date of birth and city/state, by last then first name', async () => {
    const { studentsArgs, calls } = stubList();
    renderApp({ path: paths.dashboard.students(SCHOOL_ID) });
    const [row] = await bodyRows();
    // the session the app loaded at start is the one the page reads: no second request for it
    expect(calls.filter((call) => call.url.endsWith('/v1/auth/me'))).toHaveLength(1);
    expect(within(row!).getAllByRole('cell').slice(0, 5).map((cell) => cell.textContent)).toEqual([
      'Lopez',
      'Maya',
      'A-100',
      '04/09/2010',
      'Springfield, Illinois',
    ]);
    expect(within(row!).getByRole('link', { name: 'Edit Maya Lopez' })).toHaveAttribute(
      'href',
      paths.dashboard.editStudent(SCHOOL_ID, STUDENT_ID),
    );
    expect(screen.getByRole('link', { name: 'Add student' })).toHaveAttribute('href', paths.dashboard.newStudent(SCHOOL_ID));
    // an admin may import whatever the school allows
    expect(await screen.findByRole('link', { name: 'Import students' })).toHaveAttribute(
      'href',
      paths.dashboard.importStudents(SCHOOL_ID),
    );
    expect(studentsArgs()[0]).toEqual({ schoolId: SCHOOL_ID, sort: 'last_name', direction: 'asc', offset: 0, limit: 25 });
  });

  it('flags a student imported without a birth date', async () => {
    stubList(1, [aStudentListItem({ date_of_birth: null })]);
    renderApp({ path: paths.dashboard.students(SCHOOL_ID) });
    const [row] = await bodyRows();
    expect(within(row!).getAllByRole('cell')[3]).toHaveTextContent('Needs birth date');
  });

  it('searches by name and academic id from the first page', async () => {
    const { studentsArgs } = stubList(80);
    const { user } = renderApp({ path: `${paths.dashboard.students(SCHOOL_ID)}?page=2` });
    await bodyRows();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'maya');
    await user.type(screen.getByRole('textbox', { name: 'Academic ID' }), 'A-1{Enter}');
    await waitFor(() =>
      expect(studentsArgs().at(-1)).toEqual({
        schoolId: SCHOOL_ID,
        name: 'maya',
        academicId: 'A-1',
        sort: 'last_name',
        direction: 'asc',
        offset: 0,
        limit: 25,
      }),
    );
  });

  it('resets students only once "Delete Students" is typed exactly, then lists them again', async () => {
    const { calls, studentsArgs } = stubList();
    const { user } = renderApp({ path: paths.dashboard.students(SCHOOL_ID) });
    await bodyRows();
    await user.click(await screen.findByRole('button', { name: 'Reset students' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset students' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Confirmation' }), 'delete students');
    await user.click(within(dialog).getByRole('button', { name: 'Reset students' }));
    expect(await within(dialog).findByText('Type Delete Students exactly.')).toBeInTheDocument();
    expect(variablesOf(calls, 'ResetStudents')).toEqual([]);

    const input = within(dialog).getByRole('textbox', { name: 'Confirmation' });
    await user.clear(input);
    await user.type(input, 'Delete Students');
    await user.click(within(dialog).getByRole('button', { name: 'Reset students' }));
    expect(await screen.findByText('12 students deleted.')).toBeInTheDocument();
    expect(variablesOf(calls, 'ResetStudents')).toEqual([{ schoolId: SCHOOL_ID, confirmation: 'Delete Students' }]);
    await waitFor(() => expect(studentsArgs()).toHaveLength(2));
  });
});
