import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { TIMINGS } from '@claims/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { onApiEvent } from '../../../lib/api-events';
import { STORAGE_KEYS } from '../../../lib/storage';
import { clearToken, getToken, setToken } from '../../../lib/token';
import { useReturnFromIdle } from '../../../lib/use-return-from-idle';
import { getMe, meQueryKey, type Session, type SessionSchool, type SessionUser } from '../../../entities/session';
import { login } from '../api/login';
import { logout } from '../api/logout';
import { takeSsoSession } from '../api/sso';
import { verifyCode as verifyCodeRequest } from '../api/verify-code';
import { isRememberedUser, rememberUser } from '../utils/remembered-user';

// Why the last session ended: the user asked, or the server said it was over (expired, revoked).
export type SignOutReason = 'signed-out' | 'session-ended';

// SPEC §4: loading -> unauthenticated -> two-factor (code e-mailed) -> authenticated once a token is
// received AND the identity behind it fetched; sign-out or a failed identity check -> unauthenticated.
export type AuthState =
  // A stored token is being checked. `failed`: the server could not be reached (or broke); the token is
  // kept and the check can be retried.
  | { status: 'loading'; failed: boolean }
  | { status: 'unauthenticated'; reason: SignOutReason | null }
  | { status: 'two-factor'; email: string }
  | { status: 'authenticated'; user: SessionUser; schools: SessionSchool[] };

export type SignInInput = { email: string; password: string; rememberMe: boolean };

export type AuthContextValue = {
  state: AuthState;
  // These reject with ApiError (LOGIN_FAILED, INVALID_CODE ...) for the form to show.
  signIn: (input: SignInInput) => Promise<void>;
  verifyCode: (code: string) => Promise<void>;
  // Takes the session a Google or Microsoft sign-in opened (SSO_FAILED when there is none).
  finishProviderSignIn: () => Promise<void>;
  // Repeats the login with the credentials held in memory for the two-factor stage.
  resendCode: () => Promise<void>;
  cancelTwoFactor: () => void;
  signOut: () => void;
  retryIdentityCheck: () => void;
};

// Credentials of the two-factor stage: kept in memory only, so "Send a new code" can repeat the login.
type PendingSignIn = { email: string; password: string; userRemembered: boolean };

const AuthContext = createContext<AuthContextValue | null>(null);

// A 4xx answer to the identity check ends the session; an outage or a server fault does not.
const endsSession = (error: unknown) =>
  error instanceof ApiError && !error.isNetworkError && error.status !== undefined && error.status < 500;

// Who the token belongs to, checked against the server (a 4xx answer ends the session) and refreshed every
// SESSION_REFRESH_MS; the language the user chose, kept on the server, follows them to any browser.
function useIdentity(token: string | null, endSession: (expected: string | null, why: SignOutReason) => void) {
  const me = useQuery({
    queryKey: meQueryKey(token),
    queryFn: async ({ signal }) => {
      try {
        return await getMe({ token: token ?? undefined, signal });
      } catch (error) {
        if (endsSession(error)) endSession(token, 'session-ended');
        throw error;
      }
    },
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: TIMINGS.SESSION_REFRESH_MS,
  });
  const preferredLanguage = me.data?.user.preferred_language;
  useEffect(() => {
    if (preferredLanguage && preferredLanguage !== i18n.language) void applyLanguage(preferredLanguage, { remember: true }).catch(() => undefined);
  }, [preferredLanguage]);
  return me;
}

// Signing in or out in another tab applies here too: the stored token as another tab left it.
function useTokenOfOtherTabs(onToken: (stored: string | null) => void) {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.token) return;
      onToken(getToken());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [onToken]);
}

export type AuthProviderProps = { children: ReactNode };

export const AuthProvider = ({ children }: AuthProviderProps) => {
  const queryClient = useQueryClient();
  const [token, setTokenState] = useState<string | null>(getToken);
  const [pending, setPending] = useState<PendingSignIn | null>(null);
  const [reason, setReason] = useState<SignOutReason | null>(null);

  // Ends the session that `expected` belongs to; an answer about an older session changes nothing.
  const endSession = useCallback(
    (expected: string | null, why: SignOutReason) => {
      if (getToken() !== expected) return;
      clearToken();
      setTokenState(null);
      setPending(null);
      setReason(why);
      queryClient.clear();
    },
    [queryClient],
  );

  const me = useIdentity(token, endSession);
  const refetchMe = me.refetch;

  // Any authenticated call answered 401 (REST or GraphQL): the session is over.
  useEffect(
    () =>
      onApiEvent((event) => {
        if (event.type === 'session-ended') endSession(event.token, 'session-ended');
      }),
    [endSession],
  );

  const adoptStoredToken = useCallback(
    (stored: string | null) => {
      setTokenState((current) => (current === stored ? current : stored));
      if (stored === null) {
        setReason('signed-out');
        queryClient.clear();
      }
    },
    [queryClient],
  );
  useTokenOfOtherTabs(adoptStoredToken);

  // Identity refresh: every SESSION_REFRESH_MS (refetchInterval above) and when the user comes back.
  useReturnFromIdle(TIMINGS.SESSION_IDLE_MS, () => void refetchMe(), token !== null && me.data !== undefined);

  // The token counts only once /me has answered for it.
  const startSession = useCallback(
    async (newToken: string) => {
      const session: Session = await getMe({ token: newToken });
      setToken(newToken);
      queryClient.setQueryData(meQueryKey(newToken), session);
      setTokenState(newToken);
      setPending(null);
      setReason(null);
    },
    [queryClient],
  );

  const signIn = useCallback(
    async ({ email, password, rememberMe }: SignInInput) => {
      rememberUser(email, rememberMe);
      const userRemembered = isRememberedUser(email);
      const result = await login({ email, password, user_remembered: userRemembered });
      if (result.two_factor) setPending({ email, password, userRemembered });
      else await startSession(result.token);
    },
    [startSession],
  );

  const verifyCode = useCallback(
    async (code: string) => {
      if (!pending) return;
      const { token: newToken } = await verifyCodeRequest({ email: pending.email, code });
      await startSession(newToken);
    },
    [pending, startSession],
  );

  const finishProviderSignIn = useCallback(async () => startSession(await takeSsoSession()), [startSession]);

  const resendCode = useCallback(async () => {
    if (!pending) return;
    const result = await login({
      email: pending.email,
      password: pending.password,
      user_remembered: pending.userRemembered,
    });
    if (!result.two_factor) await startSession(result.token);
  }, [pending, startSession]);

  const cancelTwoFactor = useCallback(() => setPending(null), []);

  const signOut = useCallback(() => {
    const current = getToken();
    // Tell the server, but never wait for it: signing out works offline too.
    if (current) logout({ token: current }).catch(() => undefined);
    endSession(current, 'signed-out');
  }, [endSession]);

  const retryIdentityCheck = useCallback(() => void refetchMe(), [refetchMe]);

  const state: AuthState = useMemo(() => {
    if (token !== null) {
      return me.data
        ? { status: 'authenticated', user: me.data.user, schools: me.data.schools }
        : { status: 'loading', failed: me.isError };
    }
    if (pending) return { status: 'two-factor', email: pending.email };
    return { status: 'unauthenticated', reason };
  }, [token, me.data, me.isError, pending, reason]);

  const value = useMemo(
    () => ({ state, signIn, verifyCode, finishProviderSignIn, resendCode, cancelTwoFactor, signOut, retryIdentityCheck }),
    [state, signIn, verifyCode, finishProviderSignIn, resendCode, cancelTwoFactor, signOut, retryIdentityCheck],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
};

export const useAuth = (): AuthContextValue => {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
};

export type AuthenticatedSession = Extract<AuthState, { status: 'authenticated' }>;

// For components rendered behind RequireAuth: the signed-in user and their schools.
export const useSession = (): AuthenticatedSession => {
  const { state } = useAuth();
  if (state.status !== 'authenticated') throw new Error('useSession must be used behind <RequireAuth>');
  return state;
};
