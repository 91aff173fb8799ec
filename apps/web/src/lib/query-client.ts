import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

export const QUERY_DEFAULT_OPTIONS = {
  queries: {
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    retry: 1,
  },
} satisfies DefaultOptions;

export const createQueryClient = (defaultOptions: DefaultOptions = QUERY_DEFAULT_OPTIONS) =>
  new QueryClient({ defaultOptions });
