import { Card, List, Stack, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const HINTS = ['reportQuickly', 'keepRoster', 'forms', 'contacts'] as const;

// Short guidance for school staff (SPEC §1 mentions a helpful hints section).
export const HelpfulHints = () => {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="dashboard-helpful-hints">
      <Stack gap="sm">
        <Title order={2} size="h3" id="dashboard-helpful-hints">
          <IconBulb size={20} aria-hidden="true" /> {t('dashboard.hints.title')}
        </Title>
        <List spacing="xs" size="sm">
          {HINTS.map((hint) => (
            <List.Item key={hint}>{t(`dashboard.hints.${hint}`)}</List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
};
