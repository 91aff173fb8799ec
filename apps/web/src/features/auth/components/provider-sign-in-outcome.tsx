import { Alert, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useErrorText } from '../../../lib/error-message';
import { useAuth } from './auth-provider';

// The provider's answer, as the server's callback left it in the address: a refusal to say (sso_error),
// or a session to take (sso=done), once.
export const ProviderSignInOutcome = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { finishProviderSignIn } = useAuth();
  const [params] = useSearchParams();
  const returned = params.get('sso');
  const refusal = params.get('sso_error');
  const [failure, setFailure] = useState<string | null>(null);
  const taken = useRef(false);

  useEffect(() => {
    if (returned !== 'done' || taken.current) return;
    taken.current = true;
    finishProviderSignIn().catch((error: unknown) => setFailure(error instanceof ApiError && error.code ? error.code : 'SSO_FAILED'));
  }, [returned, finishProviderSignIn]);

  const shown = failure ?? refusal;
  if (shown) {
    return (
      <Alert color="red" role="alert" title={t('auth.providerSignInFailed')}>
        {errorText(shown)}
      </Alert>
    );
  }
  if (returned === 'done') {
    return (
      <Text size="sm" role="status">
        {t('auth.providerSigningIn')}
      </Text>
    );
  }
  return null;
};
