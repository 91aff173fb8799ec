import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

// A section of the claim view: a region named by its title, with a status beside the title.
export const TitledCard = ({ title, status, children }: { title: string; status: ReactNode; children: ReactNode }) => (
  <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
    <Group justify="space-between" mb="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      {status}
    </Group>
    {children}
  </Paper>
);
