import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import { NoAccess } from '../../components/no-access';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/components/auth-provider';

export type DashboardIndexProps = {
  // the admin's page (pick a school), lazily loaded by the router
  adminPage: ComponentType;
};

// /dashboard: an admin picks a school; a school user goes straight to their first school, a coach to its
// incidents (ADR 048).
export const DashboardIndex = ({ adminPage: AdminPage }: DashboardIndexProps) => {
  const { user, schools } = useSession();
  if (user.type === 'admin') return <AdminPage />;
  const [first] = schools;
  if (!first) return <NoAccess />;
  return <Navigate to={user.type === 'coach' ? paths.dashboard.incidents(first.id) : paths.dashboard.school(first.id)} replace />;
};
