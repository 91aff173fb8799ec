import { LIMITS } from '@claims/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { fieldErrors, graphqlCalls, stubAdminApi, variablesOf } from '../../../testing/admin-api';
import { stubApi } from '../../../testing/fetch';
import { renderApp } from '../../../testing/render';
import { meHandler, SCHOOL_USER_SESSION, storeSession } from '../../../testing/session';
import type { InsuranceCompany } from '../../../entities/insurance-companies';

const ACME: InsuranceCompany = {
  id: 'b0000000-0000-4000-8000-000000000001',
  name: 'Acme Health',
  address: '1 Main St',
  city: 'Hartford',
  state: 'CT',
  postal_code: '06103',
  policy_or_certificate_number: 'POL-1',
  is_active: true,
};
const OLD: InsuranceCompany = {
  id: 'b0000000-0000-4000-8000-000000000002',
  name: 'Old Mutual',
  address: null,
  city: null,
  state: null,
  postal_code: null,
  policy_or_certificate_number: null,
  is_active: false,
};

const stubCompanies = (mutations: Record<string, (variables: unknown) => object | Response> = {}) =>
  stubAdminApi({ InsuranceProviders: () => ({ insuranceProviders: [ACME, OLD] }), ...mutations });

const bodyRows = async () => {
  const table = await screen.findByRole('table', { name: 'Insurance companies' });
  return within(table).getAllByRole('row').slice(1);
};

describe('Insurance companies', () => {
  it('lists every company, deactivated ones included, with their status', async () => {
    const { calls } = stubCompanies();
    renderApp({ path: paths.insuranceCompanies.list() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Insurance companies' })).toBeInTheDocument();
    const [acme, old] = await bodyRows();
    expect(within(acme!).getAllByRole('cell').slice(0, 5).map((cell) => cell.textContent)).toEqual([
      'Acme Health',
      'Hartford',
      'CT',
      'POL-1',
      'Active',
    ]);
    expect(within(old!).getAllByRole('cell').slice(0, 5).map((cell) => cell.textContent)).toEqual(['Old Mutual', '-', '-', '-', 'Inactive']);
    expect(graphqlCalls(calls)[0]?.variables).toEqual({ includeInactive: true });
  });

  it('adds a company with the shared schema rules', async () => {
    const { calls } = stubCompanies({ CreateInsuranceProvider: () => ({ createInsuranceProvider: { ...ACME, id: 'new' } }) });
    const { user } = renderApp({ path: paths.insuranceCompanies.list() });
    await bodyRows();

    await user.click(screen.getByRole('button', { name: 'Add insurance company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add insurance company' });
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Policy / certificate number' }), 'P'.repeat(LIMITS.GROUP_NUMBER_MAX + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
    expect(within(dialog).getByText(`Use at most ${LIMITS.GROUP_NUMBER_MAX} characters.`)).toBeInTheDocument();
    expect(variablesOf(calls, 'CreateInsuranceProvider')).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Policy / certificate number' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Beacon Mutual');
    await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Providence');
    await user.click(within(dialog).getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Rhode Island' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Insurance company added.')).toBeInTheDocument();
    expect(variablesOf(calls, 'CreateInsuranceProvider')).toEqual([
      {
        input: {
          name: 'Beacon Mutual',
          address: null,
          city: 'Providence',
          state: 'RI',
          postal_code: null,
          policy_or_certificate_number: null,
          is_active: true,
        },
      },
    ]);
    await waitFor(() => expect(variablesOf(calls, 'InsuranceProviders')).toHaveLength(2));
  });

  it('deactivates a company with the Active switch', async () => {
    const { calls } = stubCompanies({ UpdateInsuranceProvider: () => ({ updateInsuranceProvider: { ...ACME, is_active: false } }) });
    const { user } = renderApp({ path: paths.insuranceCompanies.list() });
    await bodyRows();

    await user.click(screen.getByRole('button', { name: 'Edit Acme Health' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit insurance company' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Acme Health');
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Insurance company updated.')).toBeInTheDocument();
    expect(variablesOf(calls, 'UpdateInsuranceProvider')).toEqual([
      {
        id: ACME.id,
        input: {
          name: 'Acme Health',
          address: '1 Main St',
          city: 'Hartford',
          state: 'CT',
          postal_code: '06103',
          policy_or_certificate_number: 'POL-1',
          is_active: false,
        },
      },
    ]);
  });

  it('puts the server’s field keys on the fields', async () => {
    stubCompanies({ UpdateInsuranceProvider: () => fieldErrors('VALIDATION_FAILED', { name: 'NAME_MAX' }) });
    const { user } = renderApp({ path: paths.insuranceCompanies.list() });
    await bodyRows();

    await user.click(screen.getByRole('button', { name: 'Edit Acme Health' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit insurance company' });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await within(dialog).findByText(`Use at most ${LIMITS.SCHOOL_NAME_MAX} characters.`)).toBeInTheDocument();
    expect(screen.getByText('The insurance company could not be updated.')).toBeInTheDocument();
  });

  it('is for admins only', async () => {
    storeSession(SCHOOL_USER_SESSION);
    const { callsTo } = stubApi({ '/v1/auth/me': meHandler(SCHOOL_USER_SESSION) });
    renderApp({ path: paths.insuranceCompanies.list() });

    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(callsTo('/v1/graphql')).toHaveLength(0);
  });
});
