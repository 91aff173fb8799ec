import { AppLayout } from '../../components/layout/app-layout';
import { useAuth, useSession } from '../../features/auth/components/auth-provider';
import { SchoolSwitcher } from '../../features/dashboard/components/school-switcher';

// The app shell for the signed-in user: their name, Sign out, and the links their role may use.
export const AuthenticatedShell = () => {
  const { user } = useSession();
  const { signOut } = useAuth();
  return (
    <AppLayout
      userName={`${user.first_name} ${user.last_name}`.trim()}
      showAdminLinks={user.type === 'admin'}
      onSignOut={signOut}
      headerControls={user.type === 'admin' ? <SchoolSwitcher /> : undefined}
    />
  );
};
