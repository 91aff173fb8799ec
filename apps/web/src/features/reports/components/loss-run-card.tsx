import { useId } from 'react';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { LOSS_RUN_FORMATS } from '@claims/shared';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportFilter } from '../../../gql/graphql';
import { useDownloadLossRun } from '../api/download-loss-run';
import { useReportsNotify } from '../report-texts';

export type LossRunCardProps = {
  // the filters of the report shown
  filter: ReportFilter;
};

// A loss run is one school's: the buttons wait for a school to be chosen, and say so.
export const LossRunCard = ({ filter }: LossRunCardProps) => {
  const { t } = useTranslation();
  const notify = useReportsNotify();
  const download = useDownloadLossRun();
  const headingId = useId();
  const hintId = useId();
  const ready = Boolean(filter.schoolId);

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Title order={2} size="h4" id={headingId}>
        {t('reports.lossRun.title')}
      </Title>
      <Text size="sm" mt={4}>
        {t('reports.lossRun.text')}
      </Text>
      <Group gap="sm" mt="sm" role="group" aria-label={t('reports.lossRun.formats')}>
        {LOSS_RUN_FORMATS.map((format) => {
          const mine = download.isPending && download.variables.format === format;
          return (
            <Button
              key={format}
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              disabled={!ready || (download.isPending && !mine)}
              loading={mine}
              aria-describedby={ready ? undefined : hintId}
              onClick={() => download.mutate({ filter, format }, { onError: (error) => notify.errorText(t('reports.lossRun.failed'), error) })}
            >
              {t('reports.lossRun.download', { format: format.toUpperCase() })}
            </Button>
          );
        })}
      </Group>
      {ready ? null : (
        <Text id={hintId} size="sm" c="dimmed" mt="xs">
          {t('reports.lossRun.needsSchool')}
        </Text>
      )}
    </Paper>
  );
};
