import { useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { schoolChoiceLabel, schoolOptionsQueryOptions } from '../../../entities/schools';
import { PROGRAM_CHAIN_ID, useVerifyAccessLogChain, type ChainVerification } from '../api/access-log-chain';

const Verdict = ({ verdict }: { verdict: ChainVerification }) => {
  const { t } = useTranslation();
  if (verdict.intact) {
    return (
      <Alert color="green" title={t('accessLogChain.intact', { count: verdict.events, head: verdict.head_hash.slice(0, 12) })}>
        {t('accessLogChain.intactDetail', { seq: verdict.head_seq, hash: verdict.head_hash })}
      </Alert>
    );
  }
  const broken = verdict.broken!;
  return (
    <Alert color="red" title={t('accessLogChain.broken')}>
      <Stack gap={4}>
        <Text size="sm">{t(`accessLogChain.reason.${broken.reason}`)}</Text>
        <Text size="sm">{t('accessLogChain.brokenAt', { seq: broken.seq ?? '—', event: broken.event_id ?? '—', count: verdict.events })}</Text>
      </Stack>
    </Alert>
  );
};

// An admin walks one school's access log chain (ADR 052) and sees it intact up to its head, or its first
// broken link.
export const AccessLogChainCheck = () => {
  const { t } = useTranslation();
  const schools = useQuery(schoolOptionsQueryOptions());
  const verify = useVerifyAccessLogChain();
  const [schoolId, setSchoolId] = useState<string | null>(null);
  const options = [
    ...(schools.data ?? []).map((school) => ({ value: school.id, label: schoolChoiceLabel(t, school) })),
    { value: PROGRAM_CHAIN_ID, label: t('accessLogChain.program') },
  ];

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('accessLogChain.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('accessLogChain.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('accessLogChain.intro')}
        </Text>
        <Group align="flex-end">
          <Select
            label={t('accessLogChain.school')}
            placeholder={t('accessLogChain.schoolPlaceholder')}
            data={options}
            value={schoolId}
            onChange={(value) => {
              setSchoolId(value);
              verify.reset();
            }}
            searchable
            disabled={schools.isPending}
            style={{ flex: 1, minWidth: 240 }}
          />
          <Button leftSection={<IconShieldCheck size={16} aria-hidden="true" />} disabled={!schoolId} loading={verify.isPending} onClick={() => schoolId && verify.mutate(schoolId)}>
            {t('accessLogChain.verify')}
          </Button>
        </Group>
        {verify.isPending && (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">{t('accessLogChain.verifying')}</Text>
          </Group>
        )}
        {verify.isError && <Alert color="red">{t('accessLogChain.failed')}</Alert>}
        {verify.data && <Verdict verdict={verify.data} />}
      </Stack>
    </Paper>
  );
};
