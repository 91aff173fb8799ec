import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { fieldErrors, stubAdminApi, variablesOf, type GraphqlOperations } from '../../../testing/admin-api';
import { renderApp } from '../../../testing/render';
import { aStudentListItem, SCHOOL_ID } from '../testing/fixtures';

const ANA_ID = '44444444-4444-4444-8444-444444444444';
const CAMPAIGN_ID = '33333333-3333-4333-8333-333333333333';
const standing = (values: Partial<Record<'guardians' | 'queued' | 'completed' | 'pending' | 'opted_out' | 'bounced', number>> = {}) => ({
  guardians: 3,
  queued: 3,
  completed: 1,
  pending: 1,
  opted_out: 0,
  bounced: 1,
  ...values,
});
const GUARDIANS = [
  { id: 'r1', email: 'ana.parent@family.test', first_name: 'Gloria', last_name: 'Rivera', state: 'PENDING' as const, students: 2, opened_at: null, reminders_sent: 1 },
  { id: 'r2', email: 'luis.parent@family.test', first_name: null, last_name: null, state: 'COMPLETED' as const, students: 1, opened_at: '2026-12-01T10:00:00.000Z', reminders_sent: 0 },
];

const stubCampaigns = (operations: GraphqlOperations = {}) =>
  stubAdminApi({
    SeasonCampaigns: () => ({ seasonCampaigns: { total: 1, items: [{ id: CAMPAIGN_ID, activity: 'Soccer', created_at: '2026-12-01T09:00:00.000Z', standing: standing({ queued: 2 }) }] } }),
    SeasonCampaign: () => ({ seasonCampaign: { id: CAMPAIGN_ID, activity: 'Soccer', created_at: '2026-12-01T09:00:00.000Z', standing: standing(), guardians: { total: GUARDIANS.length, items: GUARDIANS } } }),
    Activities: () => ({ activities: [{ id: 'a1', activity: 'Soccer', is_active: true }] as never }),
    Students: ({ name }) => ({ students: { total: 1, items: name ? [aStudentListItem({ id: ANA_ID, first_name: 'Ana', last_name: 'Rivera', academic_id: 'A-7' })] : [] } }),
    CreateSeasonCampaign: () => ({ createSeasonCampaign: { id: CAMPAIGN_ID, guardians: 1, students: 1 } }),
    ResendSeasonLink: () => ({ resendSeasonLink: true }),
    ...operations,
  });

describe('Season campaigns', () => {
  it('lists the campaigns with how far their e-mails are written, and sends a new one for a sport and chosen students', async () => {
    const { calls } = stubCampaigns();
    const { user } = renderApp({ path: paths.dashboard.seasonCampaigns(SCHOOL_ID) });
    const table = await screen.findByRole('table', { name: 'Season campaigns' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row!).getByText('2 of 3')).toBeInTheDocument();
    expect(within(row!).getByRole('progressbar', { name: '2 of 3' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Sport or activity' }));
    await user.click(await screen.findByRole('option', { name: 'Soccer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send campaign' }));
    expect(await within(dialog).findByText('Choose at least one student, or every student with a guardian e-mail.')).toBeInTheDocument();
    expect(variablesOf(calls, 'CreateSeasonCampaign')).toEqual([]);

    await user.type(within(dialog).getByPlaceholderText('Search by name'), 'Ana');
    await user.click(await screen.findByRole('option', { name: 'Rivera, Ana (A-7)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send campaign' }));
    await waitFor(() => expect(variablesOf(calls, 'CreateSeasonCampaign')).toEqual([{ schoolId: SCHOOL_ID, activity: 'Soccer', allWithGuardian: false, studentIds: [ANA_ID] }]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Season campaign: Soccer' })).toBeInTheDocument();
  });

  it('shows on the address why the server refused to send a link to it', async () => {
    const { calls } = stubCampaigns({ ResendSeasonLink: () => fieldErrors('VALIDATION_FAILED', { email: 'CAMPAIGN_GUARDIAN_EXISTS' }) });
    const { user } = renderApp({ path: paths.dashboard.seasonCampaign(SCHOOL_ID, CAMPAIGN_ID) });
    const table = await screen.findByRole('table', { name: 'Guardians' });
    const resend = within(table).getByRole('button', { name: 'Send again to ana.parent@family.test' });
    // its name begins with the words it shows, so a reader who says them reaches it (WCAG 2.5.3)
    expect(resend).toHaveTextContent('Send again');
    await user.click(resend);
    const dialog = await screen.findByRole('dialog', { name: 'Send the link again' });
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await within(dialog).findByText('Another guardian of this campaign has this address.')).toBeInTheDocument();
    expect(variablesOf(calls, 'ResendSeasonLink')).toHaveLength(1);
  });

  it("says why the server refused a campaign, in the dialog", async () => {
    stubCampaigns({ CreateSeasonCampaign: () => fieldErrors('VALIDATION_FAILED', { student_ids: 'CAMPAIGN_NO_GUARDIANS' }) });
    const { user } = renderApp({ path: paths.dashboard.seasonCampaigns(SCHOOL_ID) });
    await user.click(await screen.findByRole('button', { name: 'New campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    await user.click(within(dialog).getByRole('radio', { name: 'Every student with a guardian e-mail' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send campaign' }));
    expect(await within(dialog).findByText(/None of these students has a guardian e-mail/)).toBeInTheDocument();
  });

  it('shows where the guardians stand, filters them, and sends a link again', async () => {
    const { calls } = stubCampaigns();
    const { user } = renderApp({ path: paths.dashboard.seasonCampaign(SCHOOL_ID, CAMPAIGN_ID) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Season campaign: Soccer' })).toBeInTheDocument();
    const figures = screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(figures).toEqual(['Guardians: 3', 'Completed: 1', 'Pending: 1', 'Opted out: 0', 'Bounced: 1']);
    const table = screen.getByRole('table', { name: 'Guardians' });
    expect(within(table).getAllByRole('button', { name: /^Send again to / })).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: 'Send again to ana.parent@family.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the link again' });
    const email = within(dialog).getByRole('textbox', { name: /Guardian email/ });
    expect(email).toHaveValue('ana.parent@family.test');
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'ana.rivera@family.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(variablesOf(calls, 'ResendSeasonLink')).toEqual([{ requestId: 'r1', email: 'ana.rivera@family.test' }]));
    expect(await screen.findByText('The link was sent again to ana.rivera@family.test.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Bounced' }));
    await waitFor(() => expect(variablesOf(calls, 'SeasonCampaign').at(-1)).toMatchObject({ id: CAMPAIGN_ID, state: 'BOUNCED', offset: 0 }));
  });
});
