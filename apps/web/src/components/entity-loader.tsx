import type { ReactNode } from 'react';
import { Alert, Button, Center, Loader, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isRequestNetworkError } from '../lib/request-error';
import { PageTitle } from './page-title';

export type EntityLoaderProps<T> = {
  // the route's id; undefined on the add route, where there is nothing to load
  id: string | undefined;
  query: UseQueryResult<T>;
  // where an entity that is missing or deleted sends the user
  listPath: string;
  // the page heading while the entity cannot be loaded
  editTitle: string;
  loadingLabel: string;
  // the page itself: undefined to add, the loaded entity to edit
  children: (entity: T | undefined) => ReactNode;
};

// The add-or-edit page of a school, TPA or sales rep before it can show its form. What is missing or
// deleted cannot be edited: back to the list (SPEC §2). An outage is not an answer: say so and offer
// to retry.
export const EntityLoader = <T,>({ id, query, listPath, editTitle, loadingLabel, children }: EntityLoaderProps<T>) => {
  const { t } = useTranslation();
  if (id === undefined) return children(undefined);
  if (query.isError) {
    if (!isRequestNetworkError(query.error)) return <Navigate to={listPath} replace />;
    return (
      <Stack gap="md">
        <PageTitle title={editTitle} />
        <Title order={1}>{editTitle}</Title>
        <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />}>
          <Stack gap="sm" align="flex-start">
            {t('common.loadError')}
            <Button
              variant="light"
              color="red"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  if (!query.data) {
    return (
      <Center py="xl" role="status" aria-label={loadingLabel}>
        <Loader />
      </Center>
    );
  }
  return children(query.data);
};
