import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { graphqlError, stubAdminApi, variablesOf } from '../../../testing/admin-api';
import { jsonResponse, type StubHandler } from '../../../testing/fetch';
import { renderApp } from '../../../testing/render';
import type { ClaimEmailLogItem } from '../emails/get-claim-email-logs';
import { aClaimRecord, anEmailLog, RECORD_CLAIM_ID, RECORD_EMAIL_ID, RECORD_SCHOOL_ID } from '../view/fixtures';

const EMAIL_URL = `/v1/claims/email/${RECORD_EMAIL_ID}`;
const RESEND_URL = `/v1/claims/${RECORD_CLAIM_ID}/resend-email`;

const stubEmails = (pages: Array<{ items: ClaimEmailLogItem[]; total?: number }>, rest: Record<string, StubHandler> = {}) => {
  let served = 0;
  const stub = stubAdminApi(
    {
      ClaimRecord: () => ({ claim: aClaimRecord() }),
      ClaimEmailLogs: () => {
        const page = pages[Math.min(served, pages.length - 1)]!;
        served += 1;
        return { claimEmailLogs: { total: page.total ?? page.items.length, items: page.items } };
      },
    },
    rest,
  );
  return { ...stub, logsArgs: () => variablesOf(stub.calls, 'ClaimEmailLogs') };
};

const bodyRows = async () => {
  const table = await screen.findByRole('table', { name: 'Claim emails' });
  return within(table).getAllByRole('row').slice(1);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Claim email log', () => {
  it('lists the claim’s emails with delivery labels, paged 25/100/200, under breadcrumbs', async () => {
    const { logsArgs } = stubEmails([
      { items: [anEmailLog(), anEmailLog({ id: 'e2', status: 'ERROR', sent_at: null, attempts: 3 })], total: 40 },
    ]);
    const { user } = renderApp({ path: paths.dashboard.claimEmails(RECORD_SCHOOL_ID, RECORD_CLAIM_ID) });
    const rows = await bodyRows();

    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      [expect.stringMatching(/^03\/04\/2026 /), 'claims@summit.test', 'Sent', expect.stringMatching(/^03\/04\/2026 /), '-', '1', ''],
      [expect.stringMatching(/^03\/04\/2026 /), 'claims@summit.test', 'Failed', '-', '-', '3', ''],
    ]);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Claims' })).toHaveAttribute('href', paths.dashboard.claims(RECORD_SCHOOL_ID));
    expect(await within(breadcrumb).findByRole('link', { name: 'Claim #1042' })).toHaveAttribute(
      'href',
      paths.dashboard.claim(RECORD_SCHOOL_ID, RECORD_CLAIM_ID),
    );
    expect(within(breadcrumb).getByText('Emails')).toBeInTheDocument();
    expect(logsArgs()[0]).toEqual({ claimId: RECORD_CLAIM_ID, offset: 0, limit: 25 });

    expect(screen.getByText('1–25 of 40')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Items per page' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['25', '100', '200']);
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(logsArgs().at(-1)).toEqual({ claimId: RECORD_CLAIM_ID, offset: 25, limit: 25 }));
  });

  it('shows an email in the viewer, records it viewed and refreshes the log', async () => {
    const viewed = anEmailLog({ viewed_at: '2026-03-06T10:00:00.000Z' });
    const { callsTo, logsArgs } = stubEmails([{ items: [anEmailLog()] }, { items: [viewed] }], {
      [EMAIL_URL]: ({ init }) =>
        init?.method === 'POST'
          ? jsonResponse({ success: true, viewed_at: '2026-03-06T10:00:00.000Z' })
          : jsonResponse({
              email: {
                kind: 'CLAIM',
                subject: 'Claim 1042 - Maya Lopez',
                to: 'claims@summit.test',
                text: 'A claim was reported for Maya Lopez.',
                attachment: 'claim-1042.pdf',
                documents: [],
                status: 'DELIVERED',
                sent_at: '2026-03-04T15:01:00.000Z',
                viewed_at: null,
              },
            }),
    });
    const { user } = renderApp({ path: paths.claims.emails(RECORD_CLAIM_ID) });
    const [row] = await bodyRows();

    await user.click(within(row!).getByRole('button', { name: /^View the email of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim email' });
    expect(await within(dialog).findByText('A claim was reported for Maya Lopez.')).toBeInTheDocument();
    expect(within(dialog).getByText('Claim 1042 - Maya Lopez')).toBeInTheDocument();
    expect(within(dialog).getByText('Sent')).toBeInTheDocument();
    expect(callsTo(EMAIL_URL).map((call) => call.init?.method)).toEqual(['GET', 'POST']);
    await waitFor(() => expect(logsArgs()).toHaveLength(2));
    const [refreshed] = await bodyRows();
    expect(within(refreshed!).getAllByRole('cell')[4]).toHaveTextContent(/^03\/06\/2026 /);
  });

  it('opens the email PDF with its signed token', async () => {
    stubEmails([{ items: [anEmailLog()] }], {
      [`${EMAIL_URL}/jwt-pdf`]: () => jsonResponse({ success: true, token: 'email.jwt' }),
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderApp({ path: paths.claims.emails(RECORD_CLAIM_ID) });
    const [row] = await bodyRows();

    await user.click(within(row!).getByRole('button', { name: /^PDF of the email of/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/v1/pdf/email?jwt=email.jwt', '_blank', 'noopener'));
  });

  it('resends after confirmation, then follows the new email until it is sent', async () => {
    const { callsTo, logsArgs } = stubEmails(
      [
        { items: [anEmailLog({ status: 'ERROR' })] },
        { items: [anEmailLog({ id: 'e2', status: 'PENDING', sent_at: null }), anEmailLog({ status: 'ERROR' })] },
        { items: [anEmailLog({ id: 'e2', status: 'DELIVERED' }), anEmailLog({ status: 'ERROR' })] },
      ],
      { [RESEND_URL]: () => jsonResponse({ success: true }) },
    );
    const { user } = renderApp({ path: paths.claims.emails(RECORD_CLAIM_ID) });
    await bodyRows();

    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend the claim email?' });
    await user.click(within(dialog).getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('The claim email was sent again.')).toBeInTheDocument();
    expect(callsTo(RESEND_URL)).toHaveLength(1);

    await waitFor(async () => expect((await bodyRows()).map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['Pending', 'Failed']));
    // the Pending row makes the log ask again on its own
    await waitFor(
      async () => expect((await bodyRows()).map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['Sent', 'Failed']),
    );
    expect(logsArgs()).toHaveLength(3);
  });

  it('asks first, sends nothing when cancelled, and says when the resend fails', async () => {
    const { callsTo } = stubEmails([{ items: [anEmailLog()] }], {
      [RESEND_URL]: () => jsonResponse({ success: false }),
    });
    const { user } = renderApp({ path: paths.claims.emails(RECORD_CLAIM_ID) });
    await bodyRows();

    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Resend the claim email?' })).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(RESEND_URL)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Resend the claim email?' })).getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('The claim email could not be resent.')).toBeInTheDocument();
    expect(callsTo(RESEND_URL)).toHaveLength(1);
  });

  it("offers no resend and no retry when the claim's emails are refused", async () => {
    const { callsTo } = stubAdminApi({ ClaimRecord: () => graphqlError('FORBIDDEN'), ClaimEmailLogs: () => graphqlError('FORBIDDEN') });
    renderApp({ path: paths.dashboard.claimEmails(RECORD_SCHOOL_ID, RECORD_CLAIM_ID) });
    expect(await screen.findByText('You do not have access to this page.', {})).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Claim emails' })).not.toBeInTheDocument();
    expect(callsTo(RESEND_URL)).toHaveLength(0);
  });
});
