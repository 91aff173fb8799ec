import {
  IconBallFootball,
  IconBuildingCommunity,
  IconFileDescription,
  IconLayoutDashboard,
  IconSchool,
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
  | 'nav.activities';

export type NavLinkItem = {
  labelKey: NavLabelKey;
  to: string;
  icon: Icon;
};

export const NAV_LINKS: readonly NavLinkItem[] = [
  { labelKey: 'nav.dashboard', to: paths.dashboard.root(), icon: IconLayoutDashboard },
  { labelKey: 'nav.schools', to: paths.schools.list(), icon: IconSchool },
  { labelKey: 'nav.claims', to: paths.claims.list(), icon: IconFileDescription },
  { labelKey: 'nav.tpas', to: paths.tpas.list(), icon: IconBuildingCommunity },
  { labelKey: 'nav.salesReps', to: paths.salesReps.list(), icon: IconUserDollar },
  { labelKey: 'nav.activities', to: paths.activities.list(), icon: IconBallFootball },
];
