import { Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStudent } from '../../../../entities/students';
import { toDisplayDateTime } from '../../../../lib/date-time';
import { studentName } from './student-summary';
import type { WizardDraft } from './wizard-draft';
import { useLanguage } from '../../../../lib/use-language';

export type DraftPromptProps = {
  draft: WizardDraft;
  onContinue: () => void;
  onStartOver: () => void;
};

// An unfinished claim is never resumed silently: whose it is, when it was started and where it was left,
// then the user's choice.
export const DraftPrompt = ({ draft, onContinue, onStartOver }: DraftPromptProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const student = useStudent(draft.data.studentId ?? undefined);
  const title = t('claims.wizard.draft.title');
  const details = [
    { label: t('claims.wizard.draft.student'), value: student.data ? studentName(student.data) : student.isPending ? t('common.loading') : t('common.none') },
    { label: t('claims.wizard.draft.startedAt'), value: toDisplayDateTime(draft.startedAt, language) },
    { label: t('claims.wizard.draft.step'), value: t(`claims.wizard.steps.${draft.step}`) },
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h3" mb="xs">
        {title}
      </Title>
      <Text mb="sm">{t('claims.wizard.draft.message')}</Text>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="sm" m={0}>
        {details.map((detail) => (
          <div key={detail.label}>
            <Text component="dt" size="sm" c="dimmed">
              {detail.label}
            </Text>
            <Text component="dd" m={0}>
              {detail.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Group mt="md">
        <Button onClick={onContinue}>{t('claims.wizard.draft.continue')}</Button>
        <Button variant="default" onClick={onStartOver}>
          {t('claims.wizard.draft.startOver')}
        </Button>
      </Group>
    </Paper>
  );
};
