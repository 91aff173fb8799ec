import { Paper, SimpleGrid, Text } from '@mantine/core';

export type Figure = { label: string; value: string; hint?: string };

// Headline numbers as a list of terms and values, one tile each.
export const FigureTiles = ({ figures }: { figures: readonly Figure[] }) => (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: figures.length }} spacing="sm" m={0}>
      {figures.map(({ label, value, hint }) => (
        <Paper key={label} withBorder radius="md" p="md">
          <Text component="dt" size="sm">
            {label}
          </Text>
          <Text component="dd" m={0} fz={28} fw={700} lh={1.3}>
            {value}
          </Text>
          {hint ? (
            <Text component="dd" m={0} size="xs" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
);
