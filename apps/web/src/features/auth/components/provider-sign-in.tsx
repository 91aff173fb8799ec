import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getSsoProviders, ssoStartUrl, type SsoProvider } from '../api/sso';

const PROVIDER_BUTTONS = {
  google: 'auth.signInWithGoogle',
  microsoft: 'auth.signInWithMicrosoft',
} as const satisfies Record<SsoProvider, string>;

// "Sign in with Google" / "with Microsoft", for the providers the server is set up for (ADR 030).
export const ProviderSignInButtons = () => {
  const { t } = useTranslation();
  const providers = useQuery({ queryKey: ['sso-providers'], queryFn: getSsoProviders, staleTime: Infinity, retry: false });
  if (!providers.data?.length) return null;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" ta="center">
        {t('auth.or')}
      </Text>
      {providers.data.map((provider) => (
        <Button key={provider} component="a" href={ssoStartUrl(provider)} variant="default" fullWidth>
          {t(PROVIDER_BUTTONS[provider])}
        </Button>
      ))}
    </Stack>
  );
};
