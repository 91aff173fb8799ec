import { useQuery } from '@tanstack/react-query';
import { USER_ROLES } from '@claims/shared';
// zod's small API: the app's first load parses the session and sign-in answers with no more of zod than that
import * as z from 'zod/mini';
import { api } from '../lib/api';
import { getToken } from '../lib/token';

const sessionSchema = z.object({
  token: z.string(),
  user: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email_address: z.string(),
    type: z.enum(USER_ROLES),
  }),
  schools: z.array(z.object({ id: z.string(), name: z.string(), allow_students_import: z.boolean() })),
});

export type Session = z.infer<typeof sessionSchema>;
export type SessionUser = Session['user'];
export type SessionSchool = Session['schools'][number];

export const meQueryKey = (token: string | null) => ['auth', 'me', token] as const;

// POST /v1/auth/me: who the bearer token belongs to. `token` overrides the stored one (the check right
// after sign-in happens before the token is stored). 401 NOT_AUTHENTICATED when the session is gone.
export const getMe = async ({ token, signal }: { token?: string; signal?: AbortSignal } = {}): Promise<Session> =>
  sessionSchema.parse(await api('/v1/auth/me', { token, signal }));

// The signed-in user, as the auth provider loaded it when the app started: read from that cache entry,
// not asked of the server again (the provider keeps it fresh).
export const useSessionUser = () =>
  useQuery({
    queryKey: meQueryKey(getToken()),
    queryFn: ({ signal }) => getMe({ signal }),
    staleTime: Infinity,
    select: (session) => session.user,
  });
