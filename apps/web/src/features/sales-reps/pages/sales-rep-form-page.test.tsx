import { LIMITS } from '@claims/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { fieldErrors, graphqlError, stubAdminApi, variablesOf } from '../../../testing/admin-api';
import { renderApp } from '../../../testing/render';
import { aSalesRep, SALES_REP_ID } from '../testing/fixtures';

const NEW_ID = '7a3c2b10-0000-4000-8000-000000000099';

const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const LIST = { SalesReps: () => ({ salesReps: { total: 0, items: [] } }) };

describe('New sales rep', () => {
  it('shows the shared schema keys and sends nothing while they fail', async () => {
    const { calls } = stubAdminApi({});
    const { user } = renderApp({ path: paths.salesReps.new() });
    expect(await findHeading('New sales rep')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Sees all schools' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await user.type(textbox('Email'), 'dana@');
    await user.type(textbox('Phone'), '1'.repeat(LIMITS.PHONE_MAX + 1));
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Enter the first name.')).toBeInTheDocument();
    expect(screen.getByText('Enter the last name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText(`Use at most ${LIMITS.PHONE_MAX} characters.`)).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/v1/graphql')).toHaveLength(0);
  });

  it('creates the rep with every field and goes to its edit route', async () => {
    const created = aSalesRep({ id: NEW_ID, first_name: 'Priya', last_name: 'Raman', see_all_schools: true });
    const { calls } = stubAdminApi({ CreateSalesRep: () => ({ createSalesRep: created }), SalesRep: () => ({ salesRep: created }) });
    const { user, router } = renderApp({ path: paths.salesReps.new() });
    await findHeading('New sales rep');

    await user.type(textbox('First name'), 'Priya');
    await user.type(textbox('Last name'), 'Raman');
    await user.type(textbox('Email'), 'priya.raman@demo.test');
    await user.type(textbox('Phone'), '212-555-0100');
    await user.type(textbox('Address 1'), '5 Broadway');
    await user.type(textbox('City'), 'New York');
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'New York' }));
    await user.type(textbox('Zip'), '10004');
    await user.click(screen.getByRole('switch', { name: 'Sees all schools' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await findHeading('Priya Raman')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.salesReps.edit(NEW_ID));
    expect(await screen.findByText('Sales rep created.')).toBeInTheDocument();
    expect(variablesOf(calls, 'CreateSalesRep')).toEqual([
      {
        input: {
          first_name: 'Priya',
          last_name: 'Raman',
          email_address: 'priya.raman@demo.test',
          phone: '212-555-0100',
          address_1: '5 Broadway',
          address_2: null,
          city: 'New York',
          state: 'NY',
          postal_code: '10004',
          see_all_schools: true,
          is_active: true,
        },
      },
    ]);
  });

  it('puts the server’s field keys on the fields', async () => {
    stubAdminApi({ CreateSalesRep: () => fieldErrors('VALIDATION_FAILED', { email_address: 'EMAIL_MAX' }) });
    const { user } = renderApp({ path: paths.salesReps.new() });
    await findHeading('New sales rep');

    await user.type(textbox('First name'), 'Priya');
    await user.type(textbox('Last name'), 'Raman');
    await user.type(textbox('Email'), 'priya@demo.test');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText(`Use at most ${LIMITS.EMAIL_MAX} characters.`)).toBeInTheDocument();
    expect(textbox('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The sales rep could not be created.')).toBeInTheDocument();
  });
});

describe('Edit sales rep', () => {
  it('shows the saved rep and updates it, switches included', async () => {
    const rep = aSalesRep();
    const { calls } = stubAdminApi({ SalesRep: () => ({ salesRep: rep }), UpdateSalesRep: () => ({ updateSalesRep: { ...rep, is_active: false } }) });
    const { user } = renderApp({ path: paths.salesReps.edit(SALES_REP_ID) });
    expect(await findHeading('Dana Whitfield')).toBeInTheDocument();

    expect(textbox('City')).toHaveValue('Sacramento');
    expect(screen.getByRole('switch', { name: 'Sees all schools' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Sales rep updated.')).toBeInTheDocument();
    expect(variablesOf(calls, 'UpdateSalesRep')).toEqual([
      { id: SALES_REP_ID, input: expect.objectContaining({ first_name: 'Dana', see_all_schools: true, is_active: false, address_2: null }) },
    ]);
  });

  it('asks before deleting the rep, then says so and goes back to the list', async () => {
    const { calls } = stubAdminApi({ SalesRep: () => ({ salesRep: aSalesRep() }), DeleteSalesRep: () => ({ deleteSalesRep: true }), ...LIST });
    const { user, router } = renderApp({ path: paths.salesReps.edit(SALES_REP_ID) });
    await findHeading('Dana Whitfield');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete sales rep' });
    expect(dialog).toHaveTextContent('Delete Dana Whitfield?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(variablesOf(calls, 'DeleteSalesRep')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));

    expect(await screen.findByText('Sales rep deleted.')).toBeInTheDocument();
    expect(await findHeading('Sales reps')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.salesReps.list());
    expect(variablesOf(calls, 'DeleteSalesRep')).toEqual([{ id: SALES_REP_ID }]);
  });

  it('says SALES_REP_DELETION_FAILED when the delete fails, and stays', async () => {
    stubAdminApi({ SalesRep: () => ({ salesRep: aSalesRep() }), DeleteSalesRep: () => graphqlError('INTERNAL_ERROR') });
    const { user, router } = renderApp({ path: paths.salesReps.edit(SALES_REP_ID) });
    await findHeading('Dana Whitfield');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));

    expect(await screen.findByText('The sales rep could not be deleted.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.salesReps.edit(SALES_REP_ID));
  });

  it('goes back to the list when the rep does not exist', async () => {
    stubAdminApi({ SalesRep: () => graphqlError('NOT_FOUND'), ...LIST });
    const { router } = renderApp({ path: paths.salesReps.edit(SALES_REP_ID) });

    expect(await findHeading('Sales reps')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.salesReps.list());
  });
});
