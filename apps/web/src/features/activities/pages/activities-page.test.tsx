import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { fieldErrors, variablesOf } from '../../../testing/admin-api';
import { graphqlRoute, jsonResponse, networkFailure, stubApi, type StubHandler } from '../../../testing/fetch';
import { renderApp } from '../../../testing/render';
import { ADMIN_SESSION, meHandler, storeSession } from '../../../testing/session';

const activities = [
  { id: 'a1', activity: 'Basketball' },
  { id: 'a2', activity: 'Football' },
  { id: 'a3', activity: 'Swimming' },
];

// Signed in as an admin; the GraphQL endpoint answers with `graphql` (one handler, or several in turn).
const stubAdminApi = (graphql: StubHandler | StubHandler[]) => {
  storeSession(ADMIN_SESSION);
  return stubApi({ '/v1/auth/me': meHandler(ADMIN_SESSION), '/v1/graphql': graphql });
};

describe('Activities page', () => {
  it('lists activity names returned by the activities query', async () => {
    const { callsTo } = stubAdminApi(graphqlRoute({ Activities: () => ({ activities }) }));

    renderApp({ path: paths.activities.list() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Activities' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Activities' });
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Basketball', 'Football', 'Swimming']);

    const calls = callsTo('/v1/graphql');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ query: expect.stringContaining('activities') });
    // the admin's bearer token goes with the query
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBe(`Bearer ${ADMIN_SESSION.token}`);
  });

  it('shows a loading state while the request is in flight', async () => {
    stubAdminApi(() => new Promise<Response>(() => {}));

    renderApp({ path: paths.activities.list() });

    expect(await screen.findByRole('status', { name: 'Loading activities' })).toBeInTheDocument();
  });

  it('shows the empty state when there are no activities', async () => {
    stubAdminApi(graphqlRoute({ Activities: () => ({ activities: [] }) }));

    renderApp({ path: paths.activities.list() });

    expect(await screen.findByText('No activities yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with a retry button that reloads the list', async () => {
    const { callsTo } = stubAdminApi([
      () => jsonResponse({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
      () => jsonResponse({ data: { activities } }),
    ]);

    const { user } = renderApp({ path: paths.activities.list() });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Activities could not be loaded');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('cell', { name: 'Football' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo('/v1/graphql')).toHaveLength(2);
  });

  it('shows the error state when the network fails', async () => {
    stubAdminApi(networkFailure);

    renderApp({ path: paths.activities.list() });

    // the page's own error, next to the offline notice (see the session tests)
    const title = await screen.findByText('Activities could not be loaded');
    expect(title.closest('[role="alert"]')).toBeInTheDocument();
  });
});

describe('Managing activities', () => {
  const stubManage = (mutations: Record<string, (variables: unknown) => object | Response>) =>
    stubAdminApi(graphqlRoute({ Activities: () => ({ activities }), ...mutations }));

  it('adds an activity, with ACTIVITY_NAME_REQUIRED and ACTIVITY_NAME_NOT_UNIQUE on the field', async () => {
    const { calls } = stubManage({
      CreateActivity: (variables) =>
        (variables as { activity: string }).activity.toLowerCase() === 'football'
          ? fieldErrors('ACTIVITY_NAME_NOT_UNIQUE', { activity: 'ACTIVITY_NAME_NOT_UNIQUE' })
          : { createActivity: { id: 'a4', activity: 'Lacrosse' } },
    });
    const { user } = renderApp({ path: paths.activities.list() });
    await screen.findByRole('table', { name: 'Activities' });

    await user.click(screen.getByRole('button', { name: 'Add activity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add activity' });
    const name = within(dialog).getByRole('textbox', { name: 'Activity name' });

    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("Enter the activity's name.")).toBeInTheDocument();
    expect(variablesOf(calls, 'CreateActivity')).toEqual([]);

    await user.clear(name);
    await user.type(name, 'football');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('There is already an activity with this name.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.clear(name);
    await user.type(name, ' Lacrosse ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Activity added.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(variablesOf(calls, 'CreateActivity')).toEqual([{ activity: 'football' }, { activity: 'Lacrosse' }]);
    // the list is read again
    await waitFor(() => expect(variablesOf(calls, 'Activities')).toHaveLength(2));
  });

  it('renames an activity from its row', async () => {
    const { calls } = stubManage({ UpdateActivity: () => ({ updateActivity: { id: 'a2', activity: 'American football' } }) });
    const { user } = renderApp({ path: paths.activities.list() });
    await screen.findByRole('table', { name: 'Activities' });

    await user.click(screen.getByRole('button', { name: 'Rename Football' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename activity' });
    const name = within(dialog).getByRole('textbox', { name: 'Activity name' });
    expect(name).toHaveValue('Football');
    await user.clear(name);
    await user.type(name, 'American football');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Activity renamed.')).toBeInTheDocument();
    expect(variablesOf(calls, 'UpdateActivity')).toEqual([{ id: 'a2', activity: 'American football' }]);
  });

  it('asks for confirmation before deleting an activity', async () => {
    const { calls } = stubManage({ DeleteActivity: () => ({ deleteActivity: true }) });
    const { user } = renderApp({ path: paths.activities.list() });
    await screen.findByRole('table', { name: 'Activities' });

    await user.click(screen.getByRole('button', { name: 'Delete Swimming' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete activity' });
    expect(dialog).toHaveTextContent('Delete Swimming?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(variablesOf(calls, 'DeleteActivity')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Swimming' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));

    expect(await screen.findByText('Activity deleted.')).toBeInTheDocument();
    expect(variablesOf(calls, 'DeleteActivity')).toEqual([{ id: 'a3' }]);
  });
});
