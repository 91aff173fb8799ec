import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

// What a step shows until the data its form needs is loaded: a loader, or when a query failed an alert
// whose Retry reloads them all.
export const StepLoading = ({ queries }: { queries: readonly UseQueryResult<unknown>[] }) => {
  const { t } = useTranslation();
  if (queries.some((query) => query.isError)) {
    return (
      <Alert color="red" title={t('common.loadError')} icon={<IconAlertCircle aria-hidden="true" />}>
        <Button
          variant="light"
          color="red"
          onClick={() => {
            for (const query of queries) void query.refetch();
          }}
        >
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Center py="xl" role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
};
