import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { jsonResponse, stubFetch } from '../../../testing/fetch';
import { renderApp } from '../../../testing/render';

const activities = [
  { id: 'a1', activity: 'Basketball' },
  { id: 'a2', activity: 'Football' },
  { id: 'a3', activity: 'Swimming' },
];

describe('Activities page', () => {
  it('lists activity names returned by the activities query', async () => {
    const { calls } = stubFetch(() => jsonResponse({ data: { activities } }));

    renderApp({ path: paths.activities.list() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Activities' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Activities' });
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Basketball', 'Football', 'Swimming']);

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/v1/graphql');
    expect(calls[0]?.init?.method).toBe('POST');
    const body: unknown = JSON.parse(String(calls[0]?.init?.body));
    expect(body).toEqual({ query: expect.stringContaining('activities') });
  });

  it('shows a loading state while the request is in flight', async () => {
    stubFetch(() => new Promise<Response>(() => {}));

    renderApp({ path: paths.activities.list() });

    expect(await screen.findByRole('status', { name: 'Loading activities' })).toBeInTheDocument();
  });

  it('shows the empty state when there are no activities', async () => {
    stubFetch(() => jsonResponse({ data: { activities: [] } }));

    renderApp({ path: paths.activities.list() });

    expect(await screen.findByText('No activities yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with a retry button that reloads the list', async () => {
    const { fetchMock } = stubFetch(
      () => jsonResponse({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
      () => jsonResponse({ data: { activities } }),
    );

    const { user } = renderApp({ path: paths.activities.list() });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Activities could not be loaded');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('cell', { name: 'Football' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the error state when the network fails', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    renderApp({ path: paths.activities.list() });

    expect(await screen.findByRole('alert')).toHaveTextContent('Activities could not be loaded');
  });
});
