import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Suspense fallback while a lazy route chunk loads.
export const PageLoader = () => {
  const { t } = useTranslation();
  return (
    <Center mih={200} role="status" aria-label={t('app.loading')}>
      <Loader />
    </Center>
  );
};
