import { useState } from 'react';
import { DEADLINE_AT_RISK_DAYS } from '@claims/shared';
import { Alert, Anchor, Button, Group, Image, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NoAccess } from '../../../components/no-access';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { errorCodeOf } from '../../../lib/request-error';
import { useSchoolDashboard } from '../api/get-school-dashboard';
import { DashboardSectionCard } from '../components/dashboard-section-card';
import { HelpfulHints } from '../components/helpful-hints';

// /dashboard/:schoolId: the school's service centre. Everyone with access reads the six sections; admins
// may switch on edit mode to manage them.
export const SchoolDashboardPage = () => {
  const { t } = useTranslation();
  const { schoolId = '' } = useParams();
  const dashboard = useSchoolDashboard(schoolId);
  const [editing, setEditing] = useState(false);

  if (dashboard.isPending) return <PageLoader />;
  if (dashboard.isError) {
    const code = errorCodeOf(dashboard.error);
    if (code === 'FORBIDDEN' || code === 'NOT_FOUND') return <NoAccess />;
    return (
      <Stack gap="md">
        <PageTitle title={t('pages.dashboard')} />
        <Title order={1}>{t('pages.dashboard')}</Title>
        <Alert color="red" title={t('dashboard.loadError')} icon={<IconAlertCircle aria-hidden="true" />}>
          <Button variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden="true" />} loading={dashboard.isFetching} onClick={() => void dashboard.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      </Stack>
    );
  }

  const { name, logo_url: logoUrl, can_edit: canEdit, sections, claims_awaiting_parent: awaitingParent, claims_at_risk: atRisk } = dashboard.data;
  const isEditing = canEdit && editing;
  return (
    <Stack gap="lg">
      <PageTitle title={name} />
      <Group justify="space-between" align="center">
        <Group gap="md" wrap="nowrap">
          {logoUrl ? <Image src={logoUrl} alt={t('dashboard.logoAlt', { name })} h={64} w="auto" fit="contain" /> : null}
          <Stack gap={0}>
            <Text c="dimmed" size="sm">
              {t('dashboard.serviceCenter')}
            </Text>
            <Title order={1}>{name}</Title>
          </Stack>
        </Group>
        {canEdit ? <Switch label={t('dashboard.editMode')} checked={editing} onChange={(event) => setEditing(event.currentTarget.checked)} /> : null}
      </Group>
      {isEditing ? (
        <Alert color="blue" variant="light">
          {t('dashboard.editModeHint')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {sections.map((section) => (
          <DashboardSectionCard key={section.component} schoolId={schoolId} section={section} canEdit={canEdit} editing={isEditing}>
            {section.component === 'CLAIMS_MANAGEMENT' ? (
              <Group gap="md" component="nav" aria-label={t('dashboard.claimsLinks.label')}>
                <Anchor component={Link} to={paths.dashboard.newClaim(schoolId)} fw={600}>
                  {t('dashboard.claimsLinks.newClaim')}
                </Anchor>
                <Anchor component={Link} to={paths.dashboard.claims(schoolId)}>
                  {t('dashboard.claimsLinks.claims')}
                </Anchor>
                <Anchor component={Link} to={paths.dashboard.students(schoolId)}>
                  {t('dashboard.claimsLinks.students')}
                </Anchor>
                {awaitingParent > 0 ? (
                  <Anchor component={Link} to={`${paths.dashboard.claims(schoolId)}?status=AWAITING_PARENT`}>
                    {t('dashboard.claimsLinks.awaitingParent', { count: awaitingParent })}
                  </Anchor>
                ) : null}
                {atRisk > 0 ? (
                  <Anchor component={Link} to={`${paths.dashboard.claims(schoolId)}?due=${DEADLINE_AT_RISK_DAYS}`} c="red" fw={600}>
                    {t('dashboard.claimsLinks.atRisk', { count: atRisk })}
                  </Anchor>
                ) : null}
              </Group>
            ) : null}
          </DashboardSectionCard>
        ))}
        <HelpfulHints />
      </SimpleGrid>
    </Stack>
  );
};
