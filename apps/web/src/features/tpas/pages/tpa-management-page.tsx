import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';

// One page, two modes: /tpas/management (new) and /tpas/management/:tpaId (edit).
export const TpaManagementPage = () => {
  const { t } = useTranslation();
  const { tpaId } = useParams();
  return <ComingSoon title={tpaId ? t('pages.tpaEdit') : t('pages.tpaNew')} />;
};
