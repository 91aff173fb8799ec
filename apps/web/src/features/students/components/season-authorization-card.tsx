import { Badge, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { toDisplayDate } from '@claims/shared';
import { useTranslation } from 'react-i18next';
import { toDisplayDateTime } from '../../../lib/date-time';
import { useLanguage } from '../../../lib/use-language';
import { useStudentSeasonAuthorizations, type SeasonAuthorization } from '../api/season-campaigns';

const standingOf = (authorization: SeasonAuthorization) => {
  if (authorization.on_file) return { key: 'onFile', color: 'green', date: authorization.expires_on } as const;
  if (authorization.revoked_at) return { key: 'revoked', color: 'gray', date: authorization.revoked_at.slice(0, 10) } as const;
  return { key: 'expired', color: 'gray', date: authorization.expires_on } as const;
};

// The insurance and authorization a guardian gave before the season (issue 43): whether one is on file
// and until when, who signed it, and its evidence. A claim filed while one is on file uses it.
export const SeasonAuthorizationCard = ({ studentId }: { studentId: string }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const authorizations = useStudentSeasonAuthorizations(studentId);
  const title = t('students.seasonAuthorization.title');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {authorizations.isError ? (
        <Text size="sm" c="red.8">
          {t('students.seasonAuthorization.loadError')}
        </Text>
      ) : !authorizations.data ? (
        <Text size="sm" c="dimmed">
          {t('students.seasonAuthorization.loading')}
        </Text>
      ) : authorizations.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('students.seasonAuthorization.none')}
        </Text>
      ) : (
        <Stack gap="md">
          {authorizations.data.map((authorization) => {
            const standing = standingOf(authorization);
            return (
              <Stack key={authorization.id} gap={4}>
                <Group gap="sm">
                  <Badge color={standing.color} variant="light">
                    {t(`students.seasonAuthorization.${standing.key}`, { date: toDisplayDate(standing.date) })}
                  </Badge>
                </Group>
                <Text size="sm">{t('students.seasonAuthorization.signedBy', { name: authorization.signer_name, email: authorization.signer_email, date: toDisplayDateTime(authorization.signed_at, language) })}</Text>
                <Text size="xs" c="dimmed">
                  {t('students.seasonAuthorization.evidence', { version: authorization.authorization_version })} <Code>{authorization.document_sha256}</Code>
                </Text>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
};
