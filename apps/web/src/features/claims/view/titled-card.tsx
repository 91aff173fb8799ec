import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

// A section of the claim view or a wizard step: a region named by its title, with a status or the
// section's buttons beside the title. `order` is the title's heading level under the page's.
type TitledCardProps = { title: string; status: ReactNode; order?: 2 | 3; children: ReactNode };

export const TitledCard = ({ title, status, order = 2, children }: TitledCardProps) => (
  <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
    <Group justify="space-between" mb="sm">
      <Title order={order} size="h4">
        {title}
      </Title>
      {status}
    </Group>
    {children}
  </Paper>
);
