import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { graphqlError, stubAdminApi, variablesOf } from '../../../testing/admin-api';
import { renderApp } from '../../../testing/render';
import type { VerificationQueuePage, VerificationRequest } from '../api/verification-queue';
import { PROVIDER_ID, SCHOOL_ID, STUDENT_ID } from '../testing/fixtures';

const aRequest = (overrides: Partial<VerificationRequest> = {}): VerificationRequest => ({
  id: PROVIDER_ID,
  student_id: STUDENT_ID,
  student_first_name: 'Maya',
  student_last_name: 'Lopez',
  date_of_birth: '2010-04-09',
  school_id: SCHOOL_ID,
  school_name: 'Lincoln High School',
  provider_name: 'Acme Health',
  insurance_member_id: 'M-1',
  insurance_group_id: 'G-1',
  phone: '555-111-2222',
  requested_at: '2026-03-02T12:00:00.000Z',
  requested_by: 'Nora Nurse',
  ...overrides,
});

// The queue answers with `pages` in turn (the last one repeats), so a refetch after resolving can show
// the request gone.
const stubQueue = (pages: VerificationQueuePage[], resolve: () => { resolveVerification: boolean } | Response = () => ({ resolveVerification: true })) => {
  let served = 0;
  const stub = stubAdminApi({
    VerificationQueue: () => ({ verificationQueue: pages[Math.min(served++, pages.length - 1)]! }),
    ResolveVerification: resolve,
  });
  return {
    ...stub,
    queueArgs: () => variablesOf(stub.calls, 'VerificationQueue'),
    resolveArgs: () => variablesOf(stub.calls, 'ResolveVerification'),
  };
};

const bodyRows = async () => {
  const table = await screen.findByRole('table', { name: 'Insurance verification queue' });
  return within(table).getAllByRole('row').slice(1);
};

describe('Verification queue', () => {
  it('lists each request with its school, student, date of birth, insurance and requester, oldest first from the first page', async () => {
    const { queueArgs } = stubQueue([{ total: 1, items: [aRequest()] }]);
    renderApp({ path: paths.verificationQueue.list() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Insurance verification queue' })).toBeInTheDocument();
    const [row] = await bodyRows();
    expect(within(row!).getAllByRole('cell').slice(0, 8).map((cell) => cell.textContent)).toEqual([
      'Lincoln High School',
      'Maya Lopez',
      '04/09/2010',
      'Acme Health',
      'M-1',
      'G-1',
      '555-111-2222',
      '03/02/2026by Nora Nurse',
    ]);
    expect(within(row!).getByRole('link', { name: 'Lincoln High School' })).toHaveAttribute(
      'href',
      paths.dashboard.editStudent(SCHOOL_ID, STUDENT_ID),
    );
    expect(within(row!).getAllByRole('button').map((button) => button.textContent)).toEqual(['Verified', 'Not Active', 'No Insurance']);
    expect(queueArgs()).toEqual([{ offset: 0, limit: 25 }]);
  });

  it('says so when nothing is waiting', async () => {
    stubQueue([{ total: 0, items: [] }]);
    renderApp({ path: paths.verificationQueue.list() });

    expect(await screen.findByText('No verification requests waiting', {})).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('records a result only once confirmed, with the keyboard, then lists the queue again', async () => {
    const { queueArgs, resolveArgs } = stubQueue([{ total: 1, items: [aRequest()] }, { total: 0, items: [] }]);
    const { user } = renderApp({ path: paths.verificationQueue.list() });
    const [row] = await bodyRows();

    await user.click(within(row!).getByRole('button', { name: 'Not Active: Maya Lopez' }));
    const asked = await screen.findByRole('dialog', { name: 'Record verification' });
    expect(within(asked).getByText('Record Acme Health of Maya Lopez as Not Active?')).toBeInTheDocument();
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resolveArgs()).toEqual([]);

    within(row!).getByRole('button', { name: 'Verified: Maya Lopez' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Record verification' });
    within(dialog).getByRole('button', { name: 'Record Verified' }).focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Verification completed')).toBeInTheDocument();
    expect(resolveArgs()).toEqual([{ id: PROVIDER_ID, status: 'VERIFIED' }]);
    expect(await screen.findByText('No verification requests waiting')).toBeInTheDocument();
    expect(queueArgs()).toHaveLength(2);
  });

  it('tells why a result could not be recorded and keeps the request listed', async () => {
    const { resolveArgs } = stubQueue([{ total: 1, items: [aRequest()] }], () => graphqlError('NOT_FOUND'));
    const { user } = renderApp({ path: paths.verificationQueue.list() });
    const [row] = await bodyRows();

    await user.click(within(row!).getByRole('button', { name: 'No Insurance: Maya Lopez' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Record verification' })).getByRole('button', { name: 'Record No Insurance' }));

    expect(await screen.findByText('The verification failed.')).toBeInTheDocument();
    expect(resolveArgs()).toEqual([{ id: PROVIDER_ID, status: 'NO_INSURANCE' }]);
    expect(screen.queryByText('Verification completed')).not.toBeInTheDocument();
    expect(await bodyRows()).toHaveLength(1);
  });

  it('pages through a long queue', async () => {
    const { queueArgs } = stubQueue([{ total: 30, items: [aRequest()] }]);
    const { user } = renderApp({ path: paths.verificationQueue.list() });
    await bodyRows();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    await waitFor(() => expect(queueArgs().at(-1)).toEqual({ offset: 25, limit: 25 }));
  });
});
