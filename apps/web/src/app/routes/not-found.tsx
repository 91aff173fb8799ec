import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { CenteredCard } from '../../components/centered-card';
import { PageTitle } from '../../components/page-title';

// Fallback for unknown paths (SPEC §2).
export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <CenteredCard>
      <PageTitle title={t('notFound.title')} />
      <Stack component="main" align="center" gap="md">
        <Title order={1} size="h2" ta="center">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('notFound.message')}
        </Text>
        <Anchor component={Link} to={paths.home()}>
          {t('notFound.home')}
        </Anchor>
      </Stack>
    </CenteredCard>
  );
};
