import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';

// One page, two modes: /sales-reps/new-sales-rep and /sales-reps/:salesRepId.
export const SalesRepFormPage = () => {
  const { t } = useTranslation();
  const { salesRepId } = useParams();
  return <ComingSoon title={salesRepId ? t('pages.salesRepEdit') : t('pages.salesRepNew')} />;
};
