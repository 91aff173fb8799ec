import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

export const SchoolClaimsPage = () => {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.schoolClaims')} />;
};
