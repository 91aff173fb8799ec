import {
  IconBallFootball,
  IconBuildingCommunity,
  IconBuildingHospital,
  IconChartBar,
  IconDatabaseExport,
  IconFileDescription,
  IconFileImport,
  IconFirstAidKit,
  IconLayoutDashboard,
  IconSchool,
  IconShieldCheck,
  IconUserDollar,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '../../config/paths';

type NavLabelKey =
  | 'nav.dashboard'
  | 'nav.schools'
  | 'nav.claims'
  | 'nav.incidents'
  | 'nav.reports'
  | 'nav.students'
  | 'nav.importStudents'
  | 'nav.tpas'
  | 'nav.salesReps'
  | 'nav.activities'
  | 'nav.insuranceCompanies'
  | 'nav.verificationQueue'
  | 'nav.dataExports';

export type NavLinkItem = {
  labelKey: NavLabelKey;
  to: string;
  icon: Icon;
};

// An admin's links (SPEC §2): the dashboard, where they pick a school, the admin lists and the reports.
export const ADMIN_NAV_LINKS: readonly NavLinkItem[] = [
  { labelKey: 'nav.dashboard', to: paths.dashboard.root(), icon: IconLayoutDashboard },
  { labelKey: 'nav.schools', to: paths.schools.list(), icon: IconSchool },
  { labelKey: 'nav.claims', to: paths.claims.list(), icon: IconFileDescription },
  { labelKey: 'nav.reports', to: paths.reports(), icon: IconChartBar },
  { labelKey: 'nav.tpas', to: paths.tpas.list(), icon: IconBuildingCommunity },
  { labelKey: 'nav.salesReps', to: paths.salesReps.list(), icon: IconUserDollar },
  { labelKey: 'nav.activities', to: paths.activities.list(), icon: IconBallFootball },
  { labelKey: 'nav.insuranceCompanies', to: paths.insuranceCompanies.list(), icon: IconBuildingHospital },
  { labelKey: 'nav.verificationQueue', to: paths.verificationQueue.list(), icon: IconShieldCheck },
  { labelKey: 'nav.dataExports', to: paths.dataExports.list(), icon: IconDatabaseExport },
];

export type NavSchool = { id: string; allow_students_import: boolean };

// A school user's links: their school's dashboard, claims, incidents and students, the import where the
// school allows it, and the reports of all their schools. Without a school there is only the dashboard, which
// says they have no access.
export const schoolNavLinks = (school: NavSchool | undefined): NavLinkItem[] => {
  if (!school) return [{ labelKey: 'nav.dashboard', to: paths.dashboard.root(), icon: IconLayoutDashboard }];
  const links: NavLinkItem[] = [
    { labelKey: 'nav.dashboard', to: paths.dashboard.school(school.id), icon: IconLayoutDashboard },
    { labelKey: 'nav.claims', to: paths.dashboard.claims(school.id), icon: IconFileDescription },
    { labelKey: 'nav.incidents', to: paths.dashboard.incidents(school.id), icon: IconFirstAidKit },
    { labelKey: 'nav.students', to: paths.dashboard.students(school.id), icon: IconUsers },
  ];
  if (school.allow_students_import) {
    links.push({ labelKey: 'nav.importStudents', to: paths.dashboard.importStudents(school.id), icon: IconFileImport });
  }
  links.push({ labelKey: 'nav.reports', to: paths.reports(), icon: IconChartBar });
  return links;
};

// A coach's one link: their reports at the school they are in (ADR 048); nothing else of the school.
export const coachNavLinks = (school: NavSchool | undefined): NavLinkItem[] =>
  school ? [{ labelKey: 'nav.incidents', to: paths.dashboard.incidents(school.id), icon: IconFirstAidKit }] : [];
