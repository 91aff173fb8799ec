import { Outlet, useParams } from 'react-router';
import { NoAccess } from '../../../components/no-access';
import { useSession } from './auth-provider';

// /dashboard/:schoolId/...: admins reach every school, school users only their own.
export const RequireSchoolAccess = () => {
  const { user, schools } = useSession();
  const { schoolId } = useParams();
  const allowed = user.type === 'admin' || schools.some((school) => school.id === schoolId);
  return allowed ? <Outlet /> : <NoAccess />;
};
