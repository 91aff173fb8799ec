import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, DEFAULT_LANGUAGE, i18n } from '../../../lib/i18n';
import { paths } from '../../../config/paths';
import { graphqlError, stubAdminApi, variablesOf } from '../../../testing/admin-api';
import { jsonResponse, type StubHandler } from '../../../testing/fetch';
import { renderApp } from '../../../testing/render';
import { aClaimRecord, NO_PARENT_DETAILS, RECORD_CLAIM_ID, RECORD_SCHOOL_ID } from '../view/fixtures';

const PDF_TOKEN_URL = `/v1/claims/jwt-pdf/${RECORD_CLAIM_ID}`;

// The claim's deadlines come by a query of their own; the policy here sets none.
const NO_DEADLINES = { ClaimDueDates: () => ({ claim: { id: RECORD_CLAIM_ID, due_dates: [] } }) };

const stubClaim = (rest: Record<string, StubHandler> = {}, claim = aClaimRecord()) => {
  const stub = stubAdminApi({ ClaimRecord: () => ({ claim }), ...NO_DEADLINES }, rest);
  return { ...stub, claimArgs: () => variablesOf(stub.calls, 'ClaimRecord') };
};

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
});

describe('Claim view', () => {
  it('shows what was submitted, with option labels, and the change log', async () => {
    const { claimArgs } = stubClaim();
    renderApp({ path: paths.claims.view(RECORD_CLAIM_ID) });

    const claimCard = await screen.findByRole('region', { name: 'Claim' });
    expect(within(claimCard).getByText('Failed')).toBeInTheDocument();
    expect(within(claimCard).getByText('SCS - Summit Claims Services')).toBeInTheDocument();
    expect(within(claimCard).getByText('P-77')).toBeInTheDocument();
    expect(within(claimCard).getByText('Sam Staff (sam@lincoln.test)')).toBeInTheDocument();
    const student = screen.getByRole('region', { name: 'Student' });
    expect(within(student).getByText('Female')).toBeInTheDocument();
    expect(within(student).getByText('04/09/2010')).toBeInTheDocument();
    expect(within(student).getByText(/1 Main St\s+Springfield, Illinois\s+62701 United States/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Parent / guardian' })).getByText('No parent or guardian information was given.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Primary insurance' })).getByText('Acme Health')).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Claim information' });
    expect(within(info).getByText('Game')).toBeInTheDocument();
    expect(within(info).getByText('Club Sport')).toBeInTheDocument();
    expect(within(info).getByText('03/02/2026')).toBeInTheDocument();
    const statement = screen.getByRole('region', { name: "School official's statement" });
    expect(within(statement).getByText('Ankle (Left)')).toBeInTheDocument();
    expect(within(statement).getByText('Dana Brooks, Head coach')).toBeInTheDocument();

    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: 'eob.pdf' })).toHaveAttribute('href', '/v1/files/doc-1?exp=1&sig=s');
    expect(within(documents).getByRole('cell', { name: 'Explanation of benefits (EOB)' })).toBeInTheDocument();
    expect(within(documents).getByText('Sent to the TPA')).toBeInTheDocument();
    expect(within(documents).getByText('2 KB')).toBeInTheDocument();
    expect(within(documents).getByText('A document added now goes to the TPA at once, as a supplement to this claim.')).toBeInTheDocument();

    const checklist = screen.getByRole('region', { name: 'Checklist' });
    expect(within(checklist).getByText('1 missing')).toBeInTheDocument();
    expect(within(checklist).getByText('EOB, or a statement of no other insurance')).toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Injury detail: Bruise → Sprain')).toBeInTheDocument();
    expect(within(history).getByText("School official's statement: Body parts: Ankle, Left → Knee, Both")).toBeInTheDocument();
    expect(within(history).getByText("School official's statement: Supervised: - → Yes")).toBeInTheDocument();
    expect(within(history).getByText('Previous injury: Yes → No')).toBeInTheDocument();
    expect(within(history).getByText('Activity type: Practice → Game')).toBeInTheDocument();
    expect(within(history).getByText('TPA changed')).toBeInTheDocument();
    expect(within(history).getByText('Insurance: M-0 → M-1')).toBeInTheDocument();
    expect(within(history).getByText(/^Ada Admin · 03\/05\/2026/)).toBeInTheDocument();
    expect(within(history).getByText(/^Sam Staff · /)).toBeInTheDocument();
    expect(within(history).getByText('Submitted')).toBeInTheDocument();
    expect(claimArgs()).toEqual([{ id: RECORD_CLAIM_ID }]);

    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', paths.dashboard.editClaim(RECORD_SCHOOL_ID, RECORD_CLAIM_ID));
    // the page's own and, for the failed delivery, the summary's
    for (const link of screen.getAllByRole('link', { name: 'Email log' })) expect(link).toHaveAttribute('href', paths.claims.emails(RECORD_CLAIM_ID));
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Claims' })).toHaveAttribute('href', paths.claims.list());
    expect(within(breadcrumb).getByText('Claim #1042')).toBeInTheDocument();
  });

  it('names the country in Spanish, and the claim form "reclamación" in the checklist', async () => {
    await applyLanguage('es');
    stubClaim({}, aClaimRecord({ checklist: [{ item: 'CLAIM_FORM', required: true, received: true }] }));
    renderApp({ path: paths.claims.view(RECORD_CLAIM_ID) });
    const student = await screen.findByRole('region', { name: 'Estudiante' });
    expect(within(student).getByText(/62701 Estados Unidos/)).toBeInTheDocument();
    expect(within(student).queryByText(/United States/)).not.toBeInTheDocument();
    const checklist = screen.getByRole('region', { name: 'Lista de verificación' });
    expect(within(checklist).getByText('Formulario de reclamación')).toBeInTheDocument();
  });

  it('puts first what needs doing: status, the TPA status and number, the next deadline and the missing items, each with its action', async () => {
    stubAdminApi({
      ClaimRecord: () => ({
        claim: aClaimRecord({ status: 'ERROR', tpa_status: 'INFORMATION_REQUESTED', tpa_claim_number: 'AX-778', tpa_note: 'Itemized bill' }),
      }),
      ClaimDueDates: () => ({
        claim: {
          id: RECORD_CLAIM_ID,
          due_dates: [
            { kind: 'TREATMENT', due_on: '2026-03-10', state: 'MET' },
            { kind: 'ABSOLUTE', due_on: '2099-12-31', state: 'OPEN' },
            { kind: 'FILING', due_on: '2099-06-30', state: 'OPEN' },
          ],
        },
      }),
    });
    renderApp({ path: paths.claims.view(RECORD_CLAIM_ID) });
    const summary = await screen.findByRole('region', { name: 'What needs doing' });
    expect(within(screen.getByRole('main')).getAllByRole('region')[0]).toBe(summary);

    const [status, tpa, deadline, missing] = within(summary).getAllByRole('listitem');
    expect(status).toHaveTextContent(/^Status:\s*Failed\s*The e-mail to the TPA failed: send it again from the Email log$/);
    expect(within(status!).getByRole('link', { name: 'Email log' })).toHaveAttribute('href', paths.claims.emails(RECORD_CLAIM_ID));
    expect(tpa).toHaveTextContent(/^TPA:\s*Information requested\s*TPA's claim number: AX-778\s*The TPA asks for: Itemized bill\. Add it in Documents$/);
    expect(within(tpa!).getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '#claim-documents');
    expect(await within(summary).findByText(/^Filing, due 06\/30\/2099 \(in [\d,]+ days\)$/)).toBeInTheDocument();
    expect(within(deadline!).getByRole('link', { name: 'Deadlines' })).toHaveAttribute('href', '#claim-deadlines');
    expect(missing).toHaveTextContent(/^Missing items:\s*1 missing\s*EOB, or a statement of no other insurance\s*Add them, and they go to the TPA with the claim number, in Documents$/);
    expect(within(missing!).getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '#claim-documents');
    expect(document.getElementById('claim-documents')).toContainElement(screen.getByRole('region', { name: 'Documents' }));
    expect(document.getElementById('claim-deadlines')).toContainElement(screen.getByRole('region', { name: 'Deadlines' }));
  });

  it('says in the summary when there is nothing to do', async () => {
    stubClaim({}, aClaimRecord({ status: 'DELIVERED', tpa_status: 'RECEIVED', missing_items: 0, checklist: [{ item: 'CLAIM_FORM', required: true, received: true }] }));
    renderApp({ path: paths.dashboard.claim(RECORD_SCHOOL_ID, RECORD_CLAIM_ID) });
    const summary = await screen.findByRole('region', { name: 'What needs doing' });
    await within(summary).findByText("The claim's policy sets no deadlines.");
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Status:SentThe claim reached the TPA: nothing to do.',
      "TPA:Received by TPATPA's claim number: None givenThe TPA is handling the claim: nothing to do.",
      "Next deadline:The claim's policy sets no deadlines.Nothing to do.",
      'Missing items:CompleteThe TPA has every item it requires: nothing to do.',
    ]);
    expect(within(summary).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the parent as entered: a name only gets no address made of the country alone', async () => {
    stubClaim({}, aClaimRecord({ parent_info: { ...NO_PARENT_DETAILS, first_name: 'Marie', last_name: 'Tremblay', country: 'UNITED_STATES' } }));
    renderApp({ path: paths.claims.view(RECORD_CLAIM_ID) });
    const parent = await screen.findByRole('region', { name: 'Parent / guardian' });
    expect(within(parent).getByText('Marie Tremblay')).toBeInTheDocument();
    expect(within(parent).queryByText(/United States/)).not.toBeInTheDocument();
  });

  it('shows what the TPA reported by its link: status, its claim number, what it asks for, and who in the history', async () => {
    const base = aClaimRecord();
    stubClaim(
      {},
      aClaimRecord({
        status: 'DELIVERED',
        tpa_status: 'INFORMATION_REQUESTED',
        tpa_claim_number: 'AX-778',
        tpa_note: 'Itemized bill from the urgent care',
        tpa_reported_at: '2026-03-10T15:00:00.000Z',
        tpa_received_at: '2026-03-09T15:00:00.000Z',
        change_logs: [
          ...base.change_logs,
          {
            id: 'l3',
            created_at: '2026-03-10T15:00:00.000Z',
            submitted_to_tpa_at: '2026-03-04',
            status: 'DELIVERED',
            changes_log: [{ field: 'tpa_status', from: null, to: 'INFORMATION_REQUESTED' }],
            by_tpa: true,
            tpa_reporter: 'Dana Adjuster',
            user_name: null,
          },
        ],
      }),
    );
    renderApp({ path: paths.dashboard.claim(RECORD_SCHOOL_ID, RECORD_CLAIM_ID) });
    const card = await screen.findByRole('region', { name: "The TPA's report" });
    expect(within(card).getByText('Information requested')).toBeInTheDocument();
    expect(within(card).getByText('What the TPA asks for: Itemized bill from the urgent care')).toBeInTheDocument();
    expect(within(card).getByText(/AX-778/)).toBeInTheDocument();
    expect(within(card).getByText(/First opened by the TPA/)).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText(/Dana Adjuster of the TPA, by its link/)).toBeInTheDocument();
    expect(within(history).getByText("TPA's status: - → Information requested")).toBeInTheDocument();
  });

  it('says the TPA has not reported yet on a claim it has not opened', async () => {
    stubClaim({}, aClaimRecord({ status: 'DELIVERED' }));
    renderApp({ path: paths.dashboard.claim(RECORD_SCHOOL_ID, RECORD_CLAIM_ID) });
    const card = await screen.findByRole('region', { name: "The TPA's report" });
    expect(within(card).getByText('Not reported yet')).toBeInTheDocument();
    expect(within(card).getByText('The TPA has not opened the link in its e-mail yet.')).toBeInTheDocument();
  });

  it("shows where the parent's part stands and sends the parent a new link to a corrected address", async () => {
    const waiting = aClaimRecord({
      status: 'AWAITING_PARENT',
      parent_link: {
        email: 'paula@family.test',
        purpose: 'PART',
        sent_at: '2026-09-02T15:00:00.000Z',
        opened_at: null,
        expires_at: '2026-09-16T15:00:00.000Z',
        used_at: null,
        locked: false,
      },
    });
    const { calls } = stubAdminApi({
      ...NO_DEADLINES,
      ClaimRecord: () => ({ claim: waiting }),
      SendParentLink: () => ({ sendParentLink: true }),
      SendClaimWithoutParent: () => ({ sendClaimWithoutParent: true }),
    });
    const user = userEvent.setup();
    renderApp({ path: paths.dashboard.claim(RECORD_SCHOOL_ID, RECORD_CLAIM_ID) });

    const card = await screen.findByRole('region', { name: "Parent's part" });
    expect(within(card).getByText('Waiting for the parent')).toBeInTheDocument();
    expect(within(card).getByText(/Link sent to paula@family\.test/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Claim' })).getByText('Awaiting parent')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Documents' })).getByText("The claim waits for the parent's part: a document added now goes to the TPA with it.")).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Send the link again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the link again' });
    const email = within(dialog).getByRole('textbox', { name: /Parent email/ });
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(variablesOf(calls, 'SendParentLink')).toEqual([]);

    await user.clear(email);
    await user.type(email, 'paula.rivera@family.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(variablesOf(calls, 'SendParentLink')).toEqual([{ claimId: RECORD_CLAIM_ID, email: 'paula.rivera@family.test' }]));
    expect(await screen.findByText('The parent was sent a new link.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Send to the TPA without waiting' }));
    const sendNow = await screen.findByRole('dialog', { name: 'Send to the TPA without waiting' });
    await user.click(within(sendNow).getByRole('button', { name: 'Send now' }));
    expect(await within(sendNow).findByText("Say why the claim goes without the parent's part.")).toBeInTheDocument();
    await user.type(within(sendNow).getByRole('textbox', { name: /Reason/ }), 'Parent unreachable');
    await user.click(within(sendNow).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(variablesOf(calls, 'SendClaimWithoutParent')).toEqual([{ claimId: RECORD_CLAIM_ID, reason: 'Parent unreachable' }]));
  });

  it('says a claim that went with insurance on file asks its parent to confirm it, and sends that link again', async () => {
    const confirming = aClaimRecord({
      status: 'DELIVERED',
      parent_link: { email: 'gloria@family.test', purpose: 'CONFIRM', sent_at: '2026-09-02T15:00:00.000Z', opened_at: null, expires_at: '2026-09-16T15:00:00.000Z', used_at: null, locked: false },
    });
    const { calls } = stubAdminApi({ ...NO_DEADLINES, ClaimRecord: () => ({ claim: confirming }), SendParentLink: () => ({ sendParentLink: true }) });
    const user = userEvent.setup();
    renderApp({ path: paths.dashboard.claim(RECORD_SCHOOL_ID, RECORD_CLAIM_ID) });

    const card = await screen.findByRole('region', { name: "Parent's part" });
    expect(within(card).getByText('Confirming the insurance')).toBeInTheDocument();
    expect(within(card).getByText(/the parent is asked to confirm it\. The claim does not wait for the answer\./)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Send to the TPA without waiting' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Send the link again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the link again' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(variablesOf(calls, 'SendParentLink')).toEqual([{ claimId: RECORD_CLAIM_ID, email: 'gloria@family.test' }]));
  });

  it('shows a failed delivery as Pending on the school route, with school links', async () => {
    stubClaim();
    renderApp({ path: paths.dashboard.claim(RECORD_SCHOOL_ID, RECORD_CLAIM_ID) });

    const claimCard = await screen.findByRole('region', { name: 'Claim' });
    expect(within(claimCard).getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email log' })).toHaveAttribute(
      'href',
      paths.dashboard.claimEmails(RECORD_SCHOOL_ID, RECORD_CLAIM_ID),
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Service center' })).toHaveAttribute('href', paths.dashboard.school(RECORD_SCHOOL_ID));
    expect(within(breadcrumb).getByRole('link', { name: 'Claims' })).toHaveAttribute('href', paths.dashboard.claims(RECORD_SCHOOL_ID));
  });

  it('opens the PDF in a new window with the signed token', async () => {
    const { callsTo } = stubClaim({ [PDF_TOKEN_URL]: () => jsonResponse({ success: true, token: 'signed.jwt' }) });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderApp({ path: paths.claims.view(RECORD_CLAIM_ID) });

    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/v1/pdf/claim?jwt=signed.jwt', '_blank', 'noopener'));
    expect(callsTo(PDF_TOKEN_URL)[0]?.init?.method).toBe('GET');
  });

  it('opens nothing when the PDF token is refused', async () => {
    stubClaim({ [PDF_TOKEN_URL]: () => jsonResponse({ error: 'FORBIDDEN' }, 403) });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderApp({ path: paths.claims.view(RECORD_CLAIM_ID) });

    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('The PDF could not be opened.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it.each([
    ['NOT_FOUND', 'This claim does not exist or was deleted.'],
    ['FORBIDDEN', 'You do not have access to this page.'],
  ])('answers %s with its reason and offers no actions and no retry', async (code, text) => {
    stubAdminApi({ ClaimRecord: () => graphqlError(code), ...NO_DEADLINES });
    renderApp({ path: paths.dashboard.claim(RECORD_SCHOOL_ID, RECORD_CLAIM_ID) });
    expect(await screen.findByText(text, {})).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit|Email log/ })).not.toBeInTheDocument();
  });

  it('offers a retry when the claim failed to load for another reason, and shows it once it loads', async () => {
    let failed = false;
    stubAdminApi({ ClaimRecord: () => (failed ? { claim: aClaimRecord() } : ((failed = true), graphqlError('INTERNAL_ERROR'))), ...NO_DEADLINES });
    const { user } = renderApp({ path: paths.claims.view(RECORD_CLAIM_ID) });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Claim' })).toBeInTheDocument();
  });
});
