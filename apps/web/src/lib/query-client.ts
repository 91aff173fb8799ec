import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

export const QUERY_DEFAULT_OPTIONS = {
  queries: {
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    retry: 1,
  },
} satisfies DefaultOptions;

// A change is sent when asked, online or not: with no connection it fails at once and its form says so,
// keeping what was typed (ADR 004). Held back until the browser reported a connection, it spun for minutes
// and then went out beside the one the person sent again.
const MUTATION_DEFAULTS = { networkMode: 'always' } satisfies DefaultOptions['mutations'];

export const createQueryClient = (defaultOptions: DefaultOptions = QUERY_DEFAULT_OPTIONS) =>
  new QueryClient({ defaultOptions: { ...defaultOptions, mutations: { ...MUTATION_DEFAULTS, ...defaultOptions.mutations } } });
