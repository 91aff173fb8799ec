import { TIMINGS } from '@claims/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { jsonResponse, type StubHandler } from '../../../testing/fetch';
import { renderApp } from '../../../testing/render';
import {
  aSchool,
  aUser,
  graphqlCalls,
  SCHOOL_ID,
  stubSchoolsApi,
  validationFailed,
} from '../testing/fixtures';

const NORA = aUser({ last_activity_at: '2026-03-01T08:00:00.000Z' });
const OWEN = aUser({
  id: 'd0000000-0000-4000-8000-000000000002',
  first_name: 'Owen',
  last_name: 'Office',
  email_address: 'owen@lincoln.test',
  is_active: false,
});

const USERS_PATH = `${paths.schools.edit(SCHOOL_ID)}?tab=TAB_USERS`;

const stubUsers = (
  overrides: Record<string, (variables: unknown) => object | Response> = {},
  createUser: StubHandler = () => jsonResponse({ success: true, id: 'd0000000-0000-4000-8000-0000000000aa' }),
) => {
  const stub = stubSchoolsApi(
    {
      School: () => ({ school: aSchool() }),
      SchoolUsers: () => ({ schoolUsers: { total: 2, items: [NORA, OWEN] } }),
      UpdateUser: () => ({ updateUser: { id: NORA.id } }),
      DeleteUser: () => ({ deleteUser: true }),
      ...overrides,
    },
    { '/v1/user': createUser },
  );
  const sent = (name: string) => graphqlCalls(stub.calls).filter((call) => call.name === name);
  return { ...stub, sent };
};

const openUsers = async () => {
  const rendered = renderApp({ path: USERS_PATH });
  await screen.findByRole('table', { name: 'School users' });
  return rendered;
};

describe('Users tab', () => {
  it("lists the school's users with initials, dates and status", async () => {
    stubUsers();
    await openUsers();

    const rows = within(screen.getByRole('table', { name: 'School users' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 7).map((cell) => cell.textContent))).toEqual([
      ['NN', 'Nora', 'Nurse', 'nora@lincoln.test', '02/01/2026', '03/01/2026', 'Active'],
      ['OO', 'Owen', 'Office', 'owen@lincoln.test', '02/01/2026', '-', 'Inactive'],
    ]);
  });

  it('searches 500 ms after the last keystroke', async () => {
    const { sent } = stubUsers();
    await openUsers();
    const searches = () => sent('SchoolUsers').filter((call) => 'search' in call.variables);

    // Keystrokes and the debounce run on a fake clock, so a slow machine's gaps cannot split the word.
    const searchbox = screen.getByRole('searchbox', { name: 'Search users' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (const typed of ['n', 'no', 'nor']) {
        fireEvent.change(searchbox, { target: { value: typed } });
        act(() => vi.advanceTimersByTime(TIMINGS.USER_SEARCH_DEBOUNCE_MS - 1));
      }
      expect(searches()).toHaveLength(0);
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }

    await waitFor(() => expect(sent('SchoolUsers').at(-1)?.variables).toEqual({ schoolId: SCHOOL_ID, search: 'nor', offset: 0, limit: 25 }));
    // one request for the whole word, not one per letter
    expect(searches()).toHaveLength(1);
  });

  it('checks the user modal fields and sends nothing while they are wrong', async () => {
    const { callsTo } = stubUsers();
    const { user } = await openUsers();

    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByText('Enter the first name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the last name.')).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the user's email.")).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'x'.repeat(76));
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Lee');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'lee@');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByText('Use at most 75 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Enter the last name.')).not.toBeInTheDocument();
    expect(callsTo('/v1/user')).toHaveLength(0);
  });

  it('creates a school user through POST /v1/user', async () => {
    const { callsTo, sent } = stubUsers();
    const { user } = await openUsers();

    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Lee');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Coach');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'lee@lincoln.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('User created. They will get an email to set their password.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('/v1/user').map((call) => call.body)).toEqual([
      { email: 'lee@lincoln.test', first_name: 'Lee', last_name: 'Coach', school_id: SCHOOL_ID, type: 'user' },
    ]);
    // active by default: no follow-up update
    expect(sent('UpdateUser')).toHaveLength(0);
    await waitFor(() => expect(sent('SchoolUsers')).toHaveLength(2));
  });

  it('shows EMAIL_ALREADY_USED on the email field', async () => {
    stubUsers({}, () => jsonResponse({ error: 'EMAIL_ALREADY_USED', fields: { email_address: 'EMAIL_ALREADY_USED' } }, 409));
    const { user } = await openUsers();

    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Lee');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Coach');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'nora@lincoln.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findAllByText('This email is already used by another account.')).not.toHaveLength(0);
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The user could not be created.')).toBeInTheDocument();
  });

  it('edits a user, showing server field errors, and deletes from the modal after confirmation', async () => {
    let refuse = true;
    const { sent } = stubUsers({
      UpdateUser: () => {
        if (!refuse) return { updateUser: { id: NORA.id } };
        refuse = false;
        return validationFailed({ last_name: 'LAST_NAME_MAX' });
      },
    });
    const { user } = await openUsers();

    await user.click(screen.getByRole('button', { name: 'Edit Nora Nurse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('nora@lincoln.test');
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await within(dialog).findByText('Use at most 75 characters.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User updated.')).toBeInTheDocument();
    expect(sent('UpdateUser').at(-1)?.variables).toEqual({
      id: NORA.id,
      input: { first_name: 'Nora', last_name: 'Nurse', email_address: 'nora@lincoln.test', is_active: false },
    });

    await user.click(screen.getByRole('button', { name: 'Edit Nora Nurse' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Edit user' })).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete user' })).getByRole('button', { name: 'Yes, delete' }));

    expect(await screen.findByText('User deleted.')).toBeInTheDocument();
    expect(sent('DeleteUser').map((call) => call.variables)).toEqual([{ id: NORA.id }]);
  });

  it("opens a user's access report: every record they looked at, newest first", async () => {
    const event = { id: 'e1', at: '2026-09-02T15:00:00.000Z', user_id: NORA.id, user_name: 'Nora Nurse', link: null, action: 'EXPORT', resource: 'LOSS_RUN', student_count: 40, claim_count: 40, claim_numbers: [100001, 100002, 100003, 100004, 100005], incident_count: 0, incident_numbers: [], document_count: 0, ip: '10.0.0.7', user_agent: 'Firefox/140' };
    const { sent } = stubUsers({ UserAccessReport: () => ({ userAccessReport: { total: 1, items: [event] } }) });
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: `Access report of ${NORA.first_name} ${NORA.last_name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Access report of ${NORA.first_name} ${NORA.last_name}` });
    const table = await within(dialog).findByRole('table', { name: 'Access report' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Nora NurseExportedLoss run · 40 claims: 100001, 100002, 100003, 100004, 100005… · 40 students/);
    expect(sent('UserAccessReport').map((call) => call.variables)).toEqual([{ userId: NORA.id, filter: {}, offset: 0, limit: 25 }]);
    expect(within(dialog).queryByRole('combobox', { name: 'Person' })).not.toBeInTheDocument();
  });
});
