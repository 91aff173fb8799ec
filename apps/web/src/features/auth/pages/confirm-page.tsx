import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

export const ConfirmPage = () => {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.confirm')} />;
};
