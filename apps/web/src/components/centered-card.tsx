import type { ReactNode } from 'react';
import { Center, Paper } from '@mantine/core';

export type CenteredCardProps = {
  children: ReactNode;
};

// Full-viewport centred card used by pages outside the app shell (public pages, fallbacks).
export const CenteredCard = ({ children }: CenteredCardProps) => (
  <Center mih="100dvh" p="md" bg="gray.0">
    <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={440}>
      {children}
    </Paper>
  </Center>
);
