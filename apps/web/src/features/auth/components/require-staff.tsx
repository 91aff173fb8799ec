import { Outlet } from 'react-router';
import { NoAccess } from '../../../components/no-access';
import { useSession } from './auth-provider';

// Everything of a school but its incidents is its staff's: a coach sees the no-access panel (ADR 048).
export const RequireStaff = () => {
  const { user } = useSession();
  return user.type === 'coach' ? <NoAccess /> : <Outlet />;
};
