import type { ReactNode } from 'react';
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type PublicPageLayoutProps = {
  children: ReactNode;
  maxWidth: number;
  // beside the app's name (the parent's language switch)
  headerEnd?: ReactNode;
  // a page in one language whatever the app's (the TPA's, ADR 027)
  lang?: string;
};

// A page someone opens from an e-mailed link, outside the signed-in shell: edge to edge on a phone, a card
// on a wider screen, wider than the sign-in card because what it holds is longer.
export const PublicPageLayout = ({ children, maxWidth, headerEnd, lang }: PublicPageLayoutProps) => {
  const { t } = useTranslation();
  return (
    <Box bg="gray.0" mih="100dvh" py={{ base: 0, sm: 'xl' }} lang={lang}>
      <Paper withBorder radius={0} maw={maxWidth} mx="auto" p={{ base: 'md', sm: 'xl' }} mih={{ base: '100dvh', sm: 0 }}>
        <Stack gap="lg">
          <Group component="header" justify="space-between" wrap="nowrap">
            <Text fw={700} size="lg">
              {t('app.name')}
            </Text>
            {headerEnd}
          </Group>
          <Stack component="main" gap="md">
            {children}
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
};
