import { Suspense } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { CenteredCard } from '../centered-card';
import { LanguageSwitcher } from '../language-switcher';
import { PageLoader } from '../page-loader';

// Public pages (sign in, password reset, account confirmation) render outside the app shell.
export const PublicLayout = () => {
  const { t } = useTranslation();
  return (
    <CenteredCard>
      <Stack gap="lg">
        <Group component="header" justify="space-between" wrap="nowrap">
          <Text fw={700} size="lg">
            {t('app.name')}
          </Text>
          <LanguageSwitcher />
        </Group>
        <main>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
      </Stack>
    </CenteredCard>
  );
};
