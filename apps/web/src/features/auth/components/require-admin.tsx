import { Outlet } from 'react-router';
import { NoAccess } from '../../../components/no-access';
import { useSession } from './auth-provider';

// Admin-only routes (SPEC §2): school users see the no-access panel.
export const RequireAdmin = () => {
  const { user } = useSession();
  return user.type === 'admin' ? <Outlet /> : <NoAccess />;
};
