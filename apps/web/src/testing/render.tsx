import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes as appRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

export type RenderAppOptions = {
  // Initial location, e.g. paths.activities.list(). Defaults to '/'.
  path?: string;
  // Route table to mount; defaults to the application's.
  routes?: RouteObject[];
};

export type RenderAppResult = RenderResult & {
  user: UserEvent;
  router: ReturnType<typeof createMemoryRouter>;
};

const renderWithRouter = (router: ReturnType<typeof createMemoryRouter>): RenderAppResult => {
  // No retries in tests: a failing request shows its error state at once.
  const queryClient = createQueryClient({ queries: { retry: false, gcTime: Infinity } });
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, user, router };
};

// Renders the whole app (providers + real route table) in a memory router at `path`.
export const renderApp = ({ path = '/', routes = appRoutes }: RenderAppOptions = {}): RenderAppResult =>
  renderWithRouter(createMemoryRouter(routes, { initialEntries: [path] }));

// Renders one element with all providers, mounted at `path` (default '/') so hooks like useParams work;
// dialogs too, as the signed-in shell provides them.
export const renderWithProviders = (
  ui: ReactElement,
  { path = '/', routePattern = path }: { path?: string; routePattern?: string } = {},
): RenderAppResult =>
  renderWithRouter(createMemoryRouter([{ path: routePattern, element: <ModalsProvider>{ui}</ModalsProvider> }], { initialEntries: [path] }));
