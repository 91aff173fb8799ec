import { Alert, Button } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-message';
import { errorCodeOf, isNotFoundError } from '../../../lib/request-error';

// The server refused or has nothing to show: asking again gives the same answer.
const isRefusal = (error: unknown): boolean => {
  const code = errorCodeOf(error);
  return code === 'FORBIDDEN' || code === 'NOT_FOUND';
};

export type LoadErrorProps = {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
};

// A claim or its emails could not be loaded: gone or refused (no retry), or a failure worth retrying.
export const LoadError = ({ error, retrying, onRetry }: LoadErrorProps) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const code = errorCodeOf(error);
  return (
    <Alert color="red" title={t('claimRecords.loadClaimError')} icon={<IconAlertCircle aria-hidden="true" />}>
      {isNotFoundError(error) ? t('claimRecords.notFound') : code ? errorText(code) : null}
      {isRefusal(error) ? null : (
        <Button
          mt="sm"
          display="block"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          loading={retrying}
          onClick={onRetry}
        >
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
};
