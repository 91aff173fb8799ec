import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

export const TpasPage = () => {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.tpas')} />;
};
