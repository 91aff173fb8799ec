import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubAdminApi, variablesOf } from '../../../../testing/admin-api';
import { renderWithProviders } from '../../../../testing/render';
import { aStudentListItem } from '../../../../testing/students';
import { SCHOOL_ID } from '../../testing/fixtures';
import { SelectStudentStep } from './select-student-step';

// Adding a student through to view student is covered by the wizard page's tests.
describe('Select student step', () => {
  it('lists the students before the add-student form, which stays folded until asked for', async () => {
    const { calls } = stubAdminApi({ Students: () => ({ students: { total: 1, items: [aStudentListItem()] } }) });
    const { user } = renderWithProviders(<SelectStudentStep schoolId={SCHOOL_ID} onChosen={() => undefined} />);

    const results = await screen.findByRole('table', { name: 'Students' });
    expect(await within(results).findByRole('button', { name: 'Select Maya Lopez' })).toBeInTheDocument();
    const add = screen.getByRole('region', { name: 'Add a new student' });
    // on a phone the cards stack in document order: the results come first
    expect(results.compareDocumentPosition(add) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(add).queryByRole('textbox', { name: /First name/ })).not.toBeInTheDocument();

    await user.click(within(add).getByRole('button', { name: 'Add a new student' }));
    expect(within(add).getByRole('combobox', { name: /Gender/ })).toHaveValue('');
    await user.click(within(add).getByRole('button', { name: 'Add student' }));
    expect(await within(add).findByText('Choose a gender.')).toBeInTheDocument();
    expect(within(add).getByRole('textbox', { name: /Address 1/ })).toHaveAccessibleDescription('Enter the address.');
    expect(variablesOf(calls, 'CreateStudent')).toEqual([]);
  });

  it('finds students as the name is typed, without Search, and Enter asks at once', async () => {
    const { calls } = stubAdminApi({
      Students: ({ name }) => ({ students: name === 'Ortiz' ? { total: 1, items: [aStudentListItem({ first_name: 'Luis', last_name: 'Ortiz' })] } : { total: 1, items: [aStudentListItem()] } }),
    });
    const { user } = renderWithProviders(<SelectStudentStep schoolId={SCHOOL_ID} onChosen={() => undefined} />);
    const results = await screen.findByRole('table', { name: 'Students' });
    await within(results).findByRole('button', { name: 'Select Maya Lopez' });

    await user.type(screen.getByRole('textbox', { name: 'Student name' }), 'Ortiz');
    expect(await within(results).findByRole('button', { name: 'Select Luis Ortiz' })).toBeInTheDocument();
    expect(variablesOf(calls, 'Students').at(-1)).toMatchObject({ name: 'Ortiz' });

    await user.clear(screen.getByRole('textbox', { name: 'Student name' }));
    await user.keyboard('{Enter}');
    expect(await within(results).findByRole('button', { name: 'Select Maya Lopez' })).toBeInTheDocument();
  });
});
