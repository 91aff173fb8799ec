import { screen, within } from '@testing-library/react';
import type { CoachStatus } from '@claims/shared';
import { describe, expect, it } from 'vitest';
import { stubAdminApi, variablesOf } from '../../../testing/admin-api';
import { renderWithProviders } from '../../../testing/render';
import { SchoolCoaches } from './school-coaches';

// the invitation's school is checked as the server checks it: an id
const SCHOOL_ID = '8f0c5a0e-4a7b-4c1e-9d2a-3b6f1e2d4c5a';
const row = (name: RegExp) => screen.getByRole('row', { name });

describe('SchoolCoaches', () => {
  it('shows an invitation not yet accepted as pending, beside the coaches who report', async () => {
    const coaches: { id: string; first_name: string; last_name: string; email_address: string; status: CoachStatus }[] = [
      { id: 'c1', first_name: 'Riley', last_name: 'Stone', email_address: 'riley@own.test', status: 'ACTIVE' },
      { id: 'i1', first_name: 'Casey', last_name: 'Cole', email_address: 'casey@own.test', status: 'INVITED' },
      { id: 'c2', first_name: 'Dana', last_name: 'Fox', email_address: 'dana@own.test', status: 'INACTIVE' },
    ];
    const { calls } = stubAdminApi({
      SchoolCoaches: () => ({ schoolCoaches: coaches }),
      InviteCoach: ({ input }) => {
        const typed = input as { email: string; first_name: string; last_name: string };
        coaches.push({ id: 'i2', first_name: typed.first_name, last_name: typed.last_name, email_address: typed.email, status: 'INVITED' });
        return { inviteCoach: { id: 'i2', status: 'INVITED' } };
      },
    });
    const { user } = renderWithProviders(<SchoolCoaches schoolId={SCHOOL_ID} />);
    const table = await screen.findByRole('table', { name: 'Coaches' });
    expect(await within(table).findByRole('row', { name: /Casey Cole/ })).toHaveTextContent('Invitation pending');
    expect(row(/Riley Stone/)).toHaveTextContent('Active');
    expect(row(/Dana Fox/)).toHaveTextContent('Inactive');

    await user.click(screen.getByRole('button', { name: 'Invite a coach' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a coach' });
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Sam');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Ruiz');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'sam@own.test');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('row', { name: /Sam Ruiz/ })).toHaveTextContent('Invitation pending');
    expect(variablesOf(calls, 'InviteCoach')).toEqual([{ input: { school_id: SCHOOL_ID, first_name: 'Sam', last_name: 'Ruiz', email: 'sam@own.test' } }]);
  });
});
