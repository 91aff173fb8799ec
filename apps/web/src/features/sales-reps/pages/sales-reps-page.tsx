import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

export const SalesRepsPage = () => {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.salesReps')} />;
};
