import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title';

export type ComingSoonProps = {
  // Already translated page title.
  title: string;
};

export const ComingSoon = ({ title }: ComingSoonProps) => {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle title={title} />
      <Title order={1}>{title}</Title>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs">
          <IconTools size={32} stroke={1.5} aria-hidden="true" />
          <Text c="dimmed">{t('comingSoon.message')}</Text>
        </Stack>
      </Paper>
    </Stack>
  );
};
