import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

// /dashboard/:schoolId: the school's service centre (dashboard sections, SPEC §1).
export const SchoolDashboardPage = () => {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.dashboard')} />;
};
