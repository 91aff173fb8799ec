import { useQuery } from '@tanstack/react-query';
import { getToken } from '../lib/token';
import { getMe, meQueryKey } from './session';

// The signed-in user's schools (inactive ones too, by name), from the session the auth provider loaded.
// Beside session.ts rather than in it: the sign-in page loads that file, and has no use for this.
export const useSessionSchools = () =>
  useQuery({
    queryKey: meQueryKey(getToken()),
    queryFn: ({ signal }) => getMe({ signal }),
    staleTime: Infinity,
    select: (session) => session.schools,
  });
