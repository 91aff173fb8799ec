import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
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
