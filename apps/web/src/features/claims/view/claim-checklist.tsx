import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { CHECKLIST_ITEM_OPTIONS, choiceLabel } from '@claims/shared';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { CompletenessBadge, completenessText } from '../list/completeness-badge';
import type { ClaimRecord } from './get-claim-record';
import { TitledCard } from './titled-card';

export type ClaimChecklistProps = {
  claim: Pick<ClaimRecord, 'checklist' | 'missing_items'>;
};

// What the claim's TPA requires before it pays, and any other item the claim has: each received or missing,
// said by an icon and a word, never by colour alone.
export const ClaimChecklist = ({ claim }: ClaimChecklistProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = t('claimRecords.checklist.title');

  return (
    <TitledCard title={title} status={<CompletenessBadge missingItems={claim.missing_items} label={completenessText(t, claim.missing_items)} />}>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {claim.checklist.map((entry) => (
          <Group component="li" key={entry.item} gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color={entry.received ? 'green' : 'orange'} size="sm" radius="xl" aria-hidden="true">
              {entry.received ? <IconCircleCheck size={16} /> : <IconAlertCircle size={16} />}
            </ThemeIcon>
            <div>
              <Text>{choiceLabel(CHECKLIST_ITEM_OPTIONS, entry.item, language)}</Text>
              <Text size="sm" c="dimmed">
                {entry.received ? t('claimRecords.checklist.received') : t('claimRecords.checklist.missing')}
                {entry.required ? null : ` · ${t('claimRecords.checklist.notRequired')}`}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </TitledCard>
  );
};
