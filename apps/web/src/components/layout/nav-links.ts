import {
  IconBallFootball,
  IconBuildingCommunity,
  IconBuildingHospital,
  IconFileDescription,
  IconLayoutDashboard,
  IconSchool,
  IconShieldCheck,
  IconUserDollar,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '../../config/paths';

type NavLabelKey =
  | 'nav.dashboard'
  | 'nav.schools'
  | 'nav.claims'
  | 'nav.tpas'
  | 'nav.salesReps'
  | 'nav.activities'
  | 'nav.insuranceCompanies'
  | 'nav.verificationQueue';

export type NavLinkItem = {
  labelKey: NavLabelKey;
  to: string;
  icon: Icon;
  // shown to admins only (SPEC §2); the routes themselves are guarded too
  adminOnly: boolean;
};

export const NAV_LINKS: readonly NavLinkItem[] = [
  { labelKey: 'nav.dashboard', to: paths.dashboard.root(), icon: IconLayoutDashboard, adminOnly: false },
  { labelKey: 'nav.schools', to: paths.schools.list(), icon: IconSchool, adminOnly: true },
  { labelKey: 'nav.claims', to: paths.claims.list(), icon: IconFileDescription, adminOnly: true },
  { labelKey: 'nav.tpas', to: paths.tpas.list(), icon: IconBuildingCommunity, adminOnly: true },
  { labelKey: 'nav.salesReps', to: paths.salesReps.list(), icon: IconUserDollar, adminOnly: true },
  { labelKey: 'nav.activities', to: paths.activities.list(), icon: IconBallFootball, adminOnly: true },
  { labelKey: 'nav.insuranceCompanies', to: paths.insuranceCompanies.list(), icon: IconBuildingHospital, adminOnly: true },
  { labelKey: 'nav.verificationQueue', to: paths.verificationQueue.list(), icon: IconShieldCheck, adminOnly: true },
];
