import { List, Paper, Text, Timeline, Title } from '@mantine/core';
import {
  ACTIVITY_LEVEL_OPTIONS,
  ACTIVITY_TYPE_OPTIONS,
  choiceOptions,
  STATEMENT_FIELD_LABELS,
  STATEMENT_FIELD_OPTIONS,
  statementFieldOf,
  TPA_STATUS_OPTIONS,
  YES_NO_OPTIONS,
  type Choice,
} from '@claims/shared';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import claimRecords from '../../../locales/en/claim-records.json';
import { ClaimStatusPill, claimStatusText } from '../list/claim-status-pill';
import { formatChangeValue, isRecordId } from './format';
import { toDisplayDateTime } from '../../../lib/date-time';
import type { ClaimChangeLog } from './get-claim-record';
import { useLanguage } from '../../../lib/use-language';

type FieldKey = keyof typeof claimRecords.claimRecords.fields;

const hasFieldLabel = (field: string): field is FieldKey => Object.hasOwn(claimRecords.claimRecords.fields, field);

// Fields stored as codes, shown by their option labels.
const FIELD_OPTIONS: Record<string, readonly Choice[]> = {
  activity_type: ACTIVITY_TYPE_OPTIONS,
  activity_level: ACTIVITY_LEVEL_OPTIONS,
  benefits_due_another_provider: YES_NO_OPTIONS,
  tpa_status: TPA_STATUS_OPTIONS,
};

// A claim's first row may carry the reporter's reason for repeating an injury (duplicate_of): it is still the
// submission, not an update.
const isSubmission = (changes: readonly { field: string }[]) => changes.every(({ field }) => field === 'duplicate_of');

export type ClaimTimelineProps = {
  logs: readonly ClaimChangeLog[];
  // the status as the reader's list shows it (schoolShownStatus for school staff)
  shownStatus: (status: ClaimChangeLog['status']) => ClaimChangeLog['status'];
};

// The claim's change log, newest first: who, when, the status it left, and each field's old and new value.
export const ClaimTimeline = ({ logs, shownStatus }: ClaimTimelineProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const texts = { yes: t('common.yes'), no: t('common.no'), none: t('common.none') };
  const fieldOptions = (field: string) => {
    const answer = statementFieldOf(field);
    return choiceOptions((answer ? STATEMENT_FIELD_OPTIONS[answer] : FIELD_OPTIONS[field]) ?? [], language);
  };
  const fieldLabel = (field: string) => {
    const answer = statementFieldOf(field);
    if (answer) return `${t('claims.wizard.statement.title')}: ${STATEMENT_FIELD_LABELS[answer][language]}`;
    return hasFieldLabel(field) ? t(`claimRecords.fields.${field}`) : field;
  };
  // staff by name; else the TPA (and who there, when they said) or the parent, each by their link
  const authorOf = (log: ClaimChangeLog) => {
    if (log.user_name) return log.user_name;
    if (!log.by_tpa) return t('claimRecords.timeline.parent');
    return log.tpa_reporter ? t('claimRecords.timeline.tpaPerson', { name: log.tpa_reporter }) : t('claimRecords.timeline.tpa');
  };
  const newestFirst = [...logs].sort((a, b) => b.created_at.localeCompare(a.created_at));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('claimRecords.timeline.title')}>
      <Title order={2} size="h4" mb="sm">
        {t('claimRecords.timeline.title')}
      </Title>
      {newestFirst.length === 0 ? (
        <Text c="dimmed">{t('claimRecords.timeline.empty')}</Text>
      ) : (
        <Timeline bulletSize={24} lineWidth={2}>
          {newestFirst.map((log) => {
            const changes = log.changes_log ?? [];
            return (
              <Timeline.Item
                key={log.id}
                bullet={<IconHistory size={14} aria-hidden="true" />}
                title={
                  <Text fw={600} component="span">
                    {log.by_tpa ? (
                      t('claimRecords.timeline.reported')
                    ) : (
                      <>
                        {isSubmission(changes) ? t('claimRecords.timeline.submitted') : t('claimRecords.timeline.updated')}{' '}
                        <ClaimStatusPill status={shownStatus(log.status)} label={claimStatusText(t, shownStatus(log.status))} />
                      </>
                    )}
                  </Text>
                }
              >
                <Text size="sm" c="dimmed">
                  {t('claimRecords.timeline.byAt', {
                    name: authorOf(log),
                    at: toDisplayDateTime(log.created_at, language),
                  })}
                </Text>
                {changes.length > 0 ? (
                  <List size="sm" mt={4}>
                    {changes.map(({ field, from, to }) => (
                      <List.Item key={field}>
                        {isRecordId(from) || isRecordId(to)
                          ? t('claimRecords.timeline.changed', { field: fieldLabel(field) })
                          : t('claimRecords.timeline.change', {
                              field: fieldLabel(field),
                              from: formatChangeValue(from, texts, fieldOptions(field)),
                              to: formatChangeValue(to, texts, fieldOptions(field)),
                            })}
                      </List.Item>
                    ))}
                  </List>
                ) : null}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Paper>
  );
};
