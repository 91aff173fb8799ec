import { useMemo, useState, type ReactNode } from 'react';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { OfflineNotice } from '../components/offline-notice';
import { ToastHost } from '../components/toast-host';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { accessibleColors, labelledControls, theme } from './theme';
import './focus.css';

export type AppProviderProps = {
  children: ReactNode;
  // Tests pass their own client (no retries) and Mantine's test env (no transitions or portals).
  queryClient?: QueryClient;
  env?: 'default' | 'test';
};

export const AppProvider = ({ children, queryClient, env = 'default' }: AppProviderProps) => {
  const [defaultClient] = useState(createQueryClient);
  const { t } = useTranslation(undefined, { i18n });
  const localizedTheme = useMemo(() => mergeThemeOverrides(theme, labelledControls(t)), [t]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient ?? defaultClient}>
        <MantineProvider theme={localizedTheme} cssVariablesResolver={accessibleColors} env={env}>
          <ToastHost />
          <OfflineNotice />
          <AuthProvider>{children}</AuthProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
};
