import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';

// One page, two modes: new-student (no studentId) and edit (SPEC §2 student create/edit page).
export const StudentFormPage = () => {
  const { t } = useTranslation();
  const { studentId } = useParams();
  return <ComingSoon title={studentId ? t('pages.studentEdit') : t('pages.studentNew')} />;
};
