import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubAdminApi } from '../../../../testing/admin-api';
import { renderWithProviders } from '../../../../testing/render';
import { aStudent, INSURANCE_COMPANIES, STUDENT_ID } from '../../testing/fixtures';
import { InsuranceStep } from './insurance-step';
import { newDraft, type WizardData } from './wizard-draft';

describe('Insurance step', () => {
  it('has an Address 2 line, kept with the entry', async () => {
    stubAdminApi({
      Student: () => ({ student: aStudent() }),
      InsuranceProviders: () => ({ insuranceProviders: INSURANCE_COMPANIES }),
    });
    const changes: Partial<WizardData>[] = [];
    const { user } = renderWithProviders(
      <InsuranceStep
        data={{ ...newDraft().data, studentId: STUDENT_ID }}
        editMode={false}
        errors={[]}
        onChange={(change) => changes.push(change)}
        onPrevious={() => undefined}
        onNext={() => undefined}
      />,
    );

    const entry = await screen.findByRole('region', { name: 'Insurance 1' });
    await user.type(within(entry).getByRole('textbox', { name: 'Address 2' }), 'Suite 4');
    await waitFor(() => expect(changes.at(-1)?.insuranceEntries?.[0]).toMatchObject({ address_2: 'Suite 4' }));
  });

  it('says a company is missing on Next, and takes the message away once one is chosen', async () => {
    stubAdminApi({
      Student: () => ({ student: aStudent() }),
      InsuranceProviders: () => ({ insuranceProviders: INSURANCE_COMPANIES }),
    });
    const next: string[] = [];
    const { user } = renderWithProviders(
      <InsuranceStep
        data={{ ...newDraft().data, studentId: STUDENT_ID }}
        editMode={false}
        errors={[]}
        onChange={() => undefined}
        onPrevious={() => undefined}
        onNext={() => next.push('next')}
      />,
    );

    await user.click(await screen.findByRole('button', { name: 'Add insurance' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const added = await screen.findByRole('region', { name: 'Insurance 2' });
    expect(await within(added).findByText('Choose an insurance company.')).toBeInTheDocument();
    expect(next).toEqual([]);

    await user.click(within(added).getByRole('combobox', { name: /Insurance company/ }));
    await user.click(await screen.findByRole('option', { name: 'Blue Shield' }));
    await waitFor(() => expect(within(added).queryByText('Choose an insurance company.')).not.toBeInTheDocument());
  });

  it('starts at No for a student with no insurance on file, Next ready; at Yes with the saved entry for one with', async () => {
    stubAdminApi({
      Student: () => ({ student: aStudent({ providers: [] }) }),
      InsuranceProviders: () => ({ insuranceProviders: INSURANCE_COMPANIES }),
    });
    const next: string[] = [];
    const step = (
      <InsuranceStep
        data={{ ...newDraft().data, studentId: STUDENT_ID }}
        editMode={false}
        errors={[]}
        onChange={() => undefined}
        onPrevious={() => undefined}
        onNext={() => next.push('next')}
      />
    );
    const { user, unmount } = renderWithProviders(step);

    expect(await screen.findByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(next).toEqual(['next']));
    unmount();

    stubAdminApi({
      Student: () => ({ student: aStudent() }),
      InsuranceProviders: () => ({ insuranceProviders: INSURANCE_COMPANIES }),
    });
    renderWithProviders(step);
    expect(await screen.findByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Insurance 1' })).toBeInTheDocument();
  });
});
