import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubAdminApi } from '../../../testing/admin-api';
import { renderWithProviders } from '../../../testing/render';
import { CLAIMS_FILTER_DEFAULTS, ClaimsFilter } from './claims-filter';

describe('Claims filter', () => {
  it('offers every school not deleted on the global list, inactive ones marked, and searches by one', async () => {
    stubAdminApi({
      ClaimFilterUsers: () => ({ users: [] }),
      SchoolOptions: () => ({
        schoolOptions: [
          { id: 's1', name: 'Adams Elementary', is_active: true },
          { id: 's2', name: 'Closed Academy', is_active: false },
        ],
      }),
      TpasForDropdown: () => ({ tpasForDropdown: [] }),
    });
    const onSearch = vi.fn();
    const { user } = renderWithProviders(<ClaimsFilter applied={CLAIMS_FILTER_DEFAULTS} onSearch={onSearch} global />);

    await user.click(screen.getByRole('combobox', { name: 'School' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Adams Elementary', 'Closed Academy (inactive)']);
    await user.click(screen.getByRole('option', { name: 'Closed Academy (inactive)' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(onSearch).toHaveBeenCalledWith({ ...CLAIMS_FILTER_DEFAULTS, schoolId: 's2' });
  });

  it('offers Complete and Incomplete on the school list too, and searches by one', async () => {
    stubAdminApi({ ClaimFilterUsers: () => ({ users: [] }) });
    const onSearch = vi.fn();
    const { user } = renderWithProviders(<ClaimsFilter applied={CLAIMS_FILTER_DEFAULTS} onSearch={onSearch} global={false} />);

    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Documents' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Complete', 'Incomplete']);
    await user.click(screen.getByRole('option', { name: 'Complete' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(onSearch).toHaveBeenCalledWith({ ...CLAIMS_FILTER_DEFAULTS, completeness: 'COMPLETE' });
  });
});
