import type { ReactNode } from 'react';
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/language-switcher';

export type ParentLayoutProps = {
  children: ReactNode;
};

// The parent's page is read on a phone first: edge to edge there, a card on a wider screen, wider than the
// sign-in card because the authorization is long. The language switch is always at hand.
export const ParentLayout = ({ children }: ParentLayoutProps) => {
  const { t } = useTranslation();
  return (
    <Box bg="gray.0" mih="100dvh" py={{ base: 0, sm: 'xl' }}>
      <Paper withBorder radius={0} maw={640} mx="auto" p={{ base: 'md', sm: 'xl' }} mih={{ base: '100dvh', sm: 0 }}>
        <Stack gap="lg">
          <Group component="header" justify="space-between" wrap="nowrap">
            <Text fw={700} size="lg">
              {t('app.name')}
            </Text>
            <LanguageSwitcher />
          </Group>
          <Stack component="main" gap="md">
            {children}
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
};
