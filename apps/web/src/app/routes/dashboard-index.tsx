import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import { NoAccess } from '../../components/no-access';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/components/auth-provider';

export type DashboardIndexProps = {
  // the admin's page (pick a school), lazily loaded by the router
  adminPage: ComponentType;
};

// /dashboard: an admin picks a school; a school user goes straight to their first school.
export const DashboardIndex = ({ adminPage: AdminPage }: DashboardIndexProps) => {
  const { user, schools } = useSession();
  if (user.type === 'admin') return <AdminPage />;
  const [first] = schools;
  return first ? <Navigate to={paths.dashboard.school(first.id)} replace /> : <NoAccess />;
};
