import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';

// One page, two modes: /schools/management (add) and /schools/management/:schoolId (edit).
export const SchoolManagementPage = () => {
  const { t } = useTranslation();
  const { schoolId } = useParams();
  return <ComingSoon title={schoolId ? t('pages.schoolEdit') : t('pages.schoolNew')} />;
};
