import { Alert, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../components/auth-provider';
import { CodeForm } from '../components/code-form';
import { LoginForm } from '../components/login-form';
import { ProviderSignInButtons } from '../components/provider-sign-in';
import { ProviderSignInOutcome } from '../components/provider-sign-in-outcome';

// /login: e-mail and password, then (unless this browser is remembered) the e-mailed code; or the
// district's Google or Microsoft account. Leaving for the page asked for happens in
// RedirectIfAuthenticated once the session is up.
export const LoginPage = () => {
  const { t } = useTranslation();
  const { state } = useAuth();

  if (state.status === 'two-factor') {
    return (
      <Stack gap="md">
        <PageTitle title={t('auth.codeTitle')} />
        <Title order={1} size="h2">
          {t('auth.codeTitle')}
        </Title>
        <CodeForm email={state.email} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PageTitle title={t('pages.login')} />
      <Title order={1} size="h2">
        {t('pages.login')}
      </Title>
      {state.status === 'unauthenticated' && state.reason === 'session-ended' ? (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden="true" />}>
          {t('auth.sessionEnded')}
        </Alert>
      ) : null}
      <ProviderSignInOutcome />
      <LoginForm />
      <ProviderSignInButtons />
    </Stack>
  );
};
