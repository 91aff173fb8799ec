import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CampaignStanding } from '../api/season-campaigns';

// How many of a campaign's guardians have had their e-mail written: the campaign is sent in batches.
export const CampaignProgress = ({ standing }: { standing: CampaignStanding }) => {
  const { t } = useTranslation();
  const label = t('students.seasonCampaigns.writtenOf', { written: standing.queued, count: standing.guardians });
  return (
    <Stack gap={4} miw={120}>
      <Text size="sm">{label}</Text>
      {standing.queued < standing.guardians ? <Progress value={(standing.queued / Math.max(standing.guardians, 1)) * 100} size="sm" aria-label={label} /> : null}
    </Stack>
  );
};
