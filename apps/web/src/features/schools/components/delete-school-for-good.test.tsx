import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { aSchool, graphqlCalls, SCHOOL_ID, stubSchoolsApi, validationFailed } from '../testing/fixtures';
import { renderApp } from '../../../testing/render';
import type { DeletionCertificate } from '../../../entities/data-deletion';

const CERTIFICATE: DeletionCertificate = {
  id: 'c1',
  kind: 'SCHOOL',
  subject: 'Lincoln High',
  reference: 'Contract end',
  requested_by_name: 'Ada Admin',
  performed_at: '2026-11-29T10:00:00.000Z',
  counts: [
    { key: 'students', count: 5000 },
    { key: 'claims', count: 12 },
    { key: 'stored_files', count: 30 },
  ],
  pdf_url: '/v1/deletion-certificates/c1/pdf',
};

const openDeletion = async () => {
  const { user, router } = renderApp({ path: paths.schools.edit(SCHOOL_ID) });
  const section = await screen.findByRole('region', { name: 'Delete this school for good' });
  await user.click(within(section).getByRole('button', { name: 'Delete school for good' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this school for good' });
  return { user, router, dialog };
};

describe('Deleting a school for good', () => {
  it('asks for the name typed again, sends it with the reference, and shows the certificates', async () => {
    const { calls } = stubSchoolsApi({
      School: () => ({ school: aSchool({ name: 'Lincoln High' }) }),
      DeleteSchoolForGood: () => ({ deleteSchoolForGood: CERTIFICATE }),
      DataExports: () => ({ dataExports: { total: 0, items: [] } }),
      SchoolOptions: () => ({ schoolOptions: [] }),
      DeletionCertificates: () => ({ deletionCertificates: { total: 1, items: [CERTIFICATE] } }),
    });
    const { user, router, dialog } = await openDeletion();
    const confirm = within(dialog).getByRole('button', { name: 'Delete school for good' });
    expect(within(dialog).getByText(/This cannot be undone\. Lincoln High/)).toBeInTheDocument();
    expect(confirm).toBeDisabled();

    await user.type(within(dialog).getByRole('textbox', { name: "District's reference" }), 'Contract end');
    await user.type(within(dialog).getByRole('textbox', { name: /Type the school's name/ }), 'Lincoln Hig');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Type the school's name/ }), 'h');
    await user.click(confirm);

    expect(await screen.findByText('Deleted for good. Its certificate is under Data requests.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dataExports.list()));
    expect(graphqlCalls(calls).filter((call) => call.name === 'DeleteSchoolForGood').map((call) => call.variables)).toEqual([
      { id: SCHOOL_ID, confirmName: 'Lincoln High', reference: 'Contract end' },
    ]);
    const certificates = await screen.findByRole('table', { name: 'Deletion certificates' });
    const [row] = within(certificates).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('A school, at contract end');
    expect(row).toHaveTextContent('5000 students, 12 claims, 30 files');
    expect(within(row!).getByRole('button', { name: 'Certificate (PDF)' })).toBeInTheDocument();
  });

  it('says so at the field when the server finds the name wrong, and deletes nothing', async () => {
    stubSchoolsApi({
      School: () => ({ school: aSchool({ name: 'Lincoln High' }) }),
      DeleteSchoolForGood: () => validationFailed({ confirmName: 'CONFIRM_NAME_MISMATCH' }),
    });
    const { user, router, dialog } = await openDeletion();
    await user.type(within(dialog).getByRole('textbox', { name: /Type the school's name/ }), 'Lincoln High');
    await user.click(within(dialog).getByRole('button', { name: 'Delete school for good' }));

    expect(await within(dialog).findByText("This is not the school's name.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.schools.edit(SCHOOL_ID));
  });
});
