import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { returnPath } from '../utils/from-location';
import { useAuth } from './auth-provider';
import { SessionCheckFailed } from './session-check-failed';

export type RedirectIfAuthenticatedProps = { children: ReactNode };

// /login: a signed-in user goes to the page they came for (after sign-in) or home.
export const RedirectIfAuthenticated = ({ children }: RedirectIfAuthenticatedProps) => {
  const { state } = useAuth();
  const location = useLocation();

  if (state.status === 'authenticated') return <Navigate to={returnPath(location.state)} replace />;
  if (state.status === 'loading') return state.failed ? <SessionCheckFailed /> : <PageLoader />;
  return children;
};
