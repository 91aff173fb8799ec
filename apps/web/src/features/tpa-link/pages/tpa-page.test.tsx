import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, networkFailure, stubApi } from '../../../testing/fetch';
import { renderApp } from '../../../testing/render';

const TOKEN = 'T'.repeat(43);
const at = (rest: string) => `/v1/tpa/${TOKEN}${rest}`;

const CLAIM = {
  claim_number: 100234,
  school_name: 'Lincoln High',
  student_name: 'Maya Rivera',
  injury_date: '2026-09-01',
  activity: 'Soccer',
  policy_number: 'POL-1',
  submitted_on: '2026-09-02',
  tpa_name: 'Acme Claims',
  tpa_status: null,
  tpa_claim_number: null,
  tpa_note: null,
  tpa_reported_at: null,
  link_expires_at: '2027-09-02T10:00:00.000Z',
  reports: [],
};

const REQUESTED = {
  tpa_status: 'INFORMATION_REQUESTED',
  tpa_claim_number: 'AX-778',
  tpa_note: 'Itemized bill',
  tpa_reported_at: '2026-09-10T15:00:00.000Z',
  reports: [{ at: '2026-09-10T15:00:00.000Z', by: 'Dana', changes: { tpa_status: { from: null, to: 'INFORMATION_REQUESTED' }, tpa_claim_number: { from: null, to: 'AX-778' } } }],
};

const openPage = () => renderApp({ path: `/tpa/${TOKEN}` });

describe('the TPA page', () => {
  it('shows the claim and sends the TPA claim number and an information request with what is missing', async () => {
    const api = stubApi({ [at('/open')]: () => jsonResponse({ claim: CLAIM }), [at('/report')]: () => jsonResponse({ report: REQUESTED }) });
    const { user } = openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim 100234 from Lincoln High' })).toBeInTheDocument();
    expect(screen.getByText('Maya Rivera')).toBeInTheDocument();
    expect(screen.getByText('You have not reported on this claim yet.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Your claim number' }), 'AX-778');
    // no status is chosen for the TPA
    await user.click(screen.getByRole('button', { name: 'Send to the school' }));
    expect(await screen.findByText('Choose a status.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Information requested' }));
    await user.click(screen.getByRole('button', { name: 'Send to the school' }));
    // what is missing is asked before anything goes
    expect(await screen.findByText('Say what is missing.')).toBeInTheDocument();
    expect(api.callsTo(at('/report'))).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /What is missing/ }), 'Itemized bill');
    await user.type(screen.getByRole('textbox', { name: 'Your name (optional)' }), 'Dana');
    await user.click(screen.getByRole('button', { name: 'Send to the school' }));
    expect(await screen.findByText('Sent. The school sees it now.')).toBeInTheDocument();
    expect(api.callsTo(at('/report'))[0]!.body).toEqual({ status: 'INFORMATION_REQUESTED', tpa_claim_number: 'AX-778', note: 'Itemized bill', reporter_name: 'Dana' });
    expect(screen.getByText('Status: Information requested')).toBeInTheDocument();
    expect(screen.getByText(/, by Dana$/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'What the school sees now' })).toHaveTextContent('Information requested');
    // the words of the request are not a closing note
    await user.click(screen.getByRole('radio', { name: 'Closed, paid' }));
    expect(screen.getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('');
    await user.click(screen.getByRole('radio', { name: 'Information requested' }));
    expect(screen.getByRole('textbox', { name: /What is missing/ })).toHaveValue('Itemized bill');
    // opened once: each opening is a disclosure the server records
    expect(api.callsTo(at('/open'))).toHaveLength(1);
  });

  it('asks the reason of a denial and shows what the server refuses on its field', async () => {
    stubApi({
      [at('/open')]: () => jsonResponse({ claim: CLAIM }),
      [at('/report')]: () => jsonResponse({ error: 'VALIDATION_FAILED', fields: { tpa_claim_number: 'TPA_CLAIM_NUMBER_MAX' } }, 400),
    });
    const { user } = openPage();
    await user.click(await screen.findByRole('radio', { name: 'Closed, denied' }));
    await user.click(screen.getByRole('button', { name: 'Send to the school' }));
    expect(await screen.findByText('Give the reason for the denial.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Reason for the denial/ }), 'Not a school activity');
    await user.click(screen.getByRole('button', { name: 'Send to the school' }));
    expect(await screen.findByText('Use at most 50 characters.')).toBeInTheDocument();
  });

  it('says what to do with a link that does not work, expired or mistyped alike', async () => {
    stubApi({ [at('/open')]: () => jsonResponse({ error: 'NOT_FOUND' }, 404) });
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByText(/It may have expired/)).toBeInTheDocument();
  });

  it('asks to wait when its network tried too many links', async () => {
    stubApi({ [at('/open')]: () => jsonResponse({ error: 'TOO_MANY_REQUESTS' }, 429) });
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Too many tries' })).toBeInTheDocument();
  });

  it('says why a second information request waits for the school', async () => {
    stubApi({ [at('/open')]: () => jsonResponse({ claim: CLAIM }), [at('/report')]: () => jsonResponse({ error: 'TPA_REQUEST_PENDING' }, 409) });
    const { user } = openPage();
    await user.click(await screen.findByRole('radio', { name: 'Information requested' }));
    await user.type(screen.getByRole('textbox', { name: /What is missing/ }), 'The EOB');
    await user.click(screen.getByRole('button', { name: 'Send to the school' }));
    expect(await screen.findByText(/Your last request is still waiting for the school/)).toBeInTheDocument();
  });

  it('offers to try again when the server cannot be reached', async () => {
    stubApi({ [at('/open')]: [() => networkFailure(), () => jsonResponse({ claim: CLAIM })] });
    const { user } = openPage();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim 100234 from Lincoln High' })).toBeInTheDocument();
  });
});
