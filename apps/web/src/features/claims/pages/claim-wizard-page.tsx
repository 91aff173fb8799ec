import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';

// One wizard, two modes: new-claim routes (no claimId) and .../:claimId/edit.
export const ClaimWizardPage = () => {
  const { t } = useTranslation();
  const { claimId } = useParams();
  return <ComingSoon title={claimId ? t('pages.claimEdit') : t('pages.claimNew')} />;
};
