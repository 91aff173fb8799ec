import { Suspense } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { CenteredCard } from '../centered-card';
import { PageLoader } from '../page-loader';

// Public pages (sign in, password reset, account confirmation) render outside the app shell.
export const PublicLayout = () => {
  const { t } = useTranslation();
  return (
    <CenteredCard>
      <Stack gap="lg">
        <Text fw={700} size="lg" ta="center">
          {t('app.name')}
        </Text>
        <main>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
      </Stack>
    </CenteredCard>
  );
};
