// Every Mantine style the signed-in pages may use, loaded with the shell (main.tsx has the public pages').
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import '../accessibility.css';
import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { useMatch } from 'react-router';
import { AppLayout } from '../../components/layout/app-layout';
import { ADMIN_NAV_LINKS, coachNavLinks, schoolNavLinks } from '../../components/layout/nav-links';
import { loadToastContainer } from '../../components/toast-host';
import { ROUTES } from '../../config/paths';
import { useSaveLanguage } from '../../features/auth/api/save-language';
import { useAuth, useSession } from '../../features/auth/components/auth-provider';
import { SchoolSwitcher } from '../../features/dashboard/components/school-switcher';
import '../../lib/i18n-signed-in';
import { useLanguage } from '../../lib/use-language';

export { SIGNED_IN_PAGES } from './signed-in-pages';
export { RequireAdmin } from '../../features/auth/components/require-admin';
export { RequireSchoolAccess } from '../../features/auth/components/require-school-access';
export { RequireStaff } from '../../features/auth/components/require-staff';
export { DashboardIndex } from './dashboard-index';

// Signed-in pages toast often: their container loads with the shell, so a toast shows at once even when
// the network has gone by then.
void loadToastContainer().catch(() => undefined);

// The app shell for the signed-in user: their name, Sign out, and the links their role may use. An admin
// gets the school switcher; a school user the links of the school they are in (their first one elsewhere),
// a coach only that school's incidents.
// Dialogs (useConfirm) are for signed-in pages only, so their provider lives here, not on the public pages.
export const AuthenticatedShell = () => (
  <ModalsProvider>
    <LocalizedDates>
      <ShellLayout />
    </LocalizedDates>
  </ModalsProvider>
);

// Calendars name months and weekdays in the screen's language (dayjs's Spanish loads with the date
// inputs, use-date-input-texts.ts); typed dates stay MM/DD/YYYY in both.
const LocalizedDates = ({ children }: { children: ReactNode }) => <DatesProvider settings={{ locale: useLanguage() }}>{children}</DatesProvider>;

const ShellLayout = () => {
  const { user, schools } = useSession();
  const { signOut } = useAuth();
  const rememberLanguage = useSaveLanguage();
  const pageSchoolId = useMatch({ path: ROUTES.dashboardSchool, end: false })?.params.schoolId;
  const userName = `${user.first_name} ${user.last_name}`.trim();

  if (user.type === 'admin') {
    return (
      <AppLayout
        userName={userName}
        links={ADMIN_NAV_LINKS}
        onSignOut={signOut}
        onLanguageChange={rememberLanguage}
        headerControls={<SchoolSwitcher schoolId={pageSchoolId} />}
      />
    );
  }
  const school = schools.find((candidate) => candidate.id === pageSchoolId) ?? schools[0];
  const links = user.type === 'coach' ? coachNavLinks(school) : schoolNavLinks(school);
  return <AppLayout userName={userName} links={links} onSignOut={signOut} onLanguageChange={rememberLanguage} />;
};
