import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { loginState } from '../utils/from-location';
import { useAuth } from './auth-provider';
import { SessionCheckFailed } from './session-check-failed';

export type RequireAuthProps = {
  children: ReactNode;
  // Starts loading what a signed-in page needs (its code) while the session is checked, not after.
  preload?: () => void;
};

// Every route but the public ones: a loader while the stored session is checked, /login (remembering
// the page asked for) without a session.
export const RequireAuth = ({ children, preload }: RequireAuthProps) => {
  const { state } = useAuth();
  const location = useLocation();
  const checking = state.status === 'loading';
  useEffect(() => {
    if (checking) preload?.();
  }, [checking, preload]);

  if (state.status === 'authenticated') return children;
  if (state.status === 'loading') return state.failed ? <SessionCheckFailed /> : <PageLoader />;
  // After an explicit sign-out the next person should start at home, not on the last user's page.
  const signedOut = state.status === 'unauthenticated' && state.reason === 'signed-out';
  return <Navigate to={paths.auth.login()} replace state={signedOut ? undefined : loginState(location)} />;
};
