import { Checkbox, Grid, NumberInput, Stack } from '@mantine/core';
import {
  ALWAYS_REQUIRED_CHECKLIST_ITEM,
  CHECKLIST_ITEM_OPTIONS,
  isChecklistItem,
  LIMITS,
  type ChecklistItem,
  type TpaForm,
  type TpaFormInput,
} from '@claims/shared';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';

export type TpaClaimDocumentsFieldsProps = {
  control: Control<TpaFormInput, unknown, TpaForm>;
  error: (name: 'required_documents' | 'max_attachment_mb') => string | undefined;
};

const withClaimForm = (items: readonly ChecklistItem[] = []) =>
  items.includes(ALWAYS_REQUIRED_CHECKLIST_ITEM) ? [...items] : [ALWAYS_REQUIRED_CHECKLIST_ITEM, ...items];

// What this TPA needs on a claim before it pays (the claims' checklist), and how much of it one e-mail may
// carry. The claim form is the claim itself: shown ticked, and it cannot be unticked.
export const TpaClaimDocumentsFields = ({ control, error }: TpaClaimDocumentsFieldsProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <Grid.Col span={12}>
        <Controller
          name="required_documents"
          control={control}
          render={({ field }) => (
            <Checkbox.Group
              label={t('tpas.form.requiredDocuments')}
              description={t('tpas.form.requiredDocumentsHint')}
              value={withClaimForm(field.value)}
              onChange={(items) => field.onChange(items.filter(isChecklistItem))}
              error={error('required_documents')}
            >
              <Stack gap="xs" mt="xs">
                {CHECKLIST_ITEM_OPTIONS.map((option) => (
                  <Checkbox
                    key={option.value}
                    value={option.value}
                    label={option.label[language]}
                    disabled={option.value === ALWAYS_REQUIRED_CHECKLIST_ITEM}
                    onBlur={field.onBlur}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Controller
          name="max_attachment_mb"
          control={control}
          render={({ field }) => (
            <NumberInput
              label={t('tpas.form.maxAttachmentMb')}
              description={t('tpas.form.maxAttachmentMbHint')}
              required
              min={LIMITS.TPA_ATTACHMENTS_MIN_MB}
              max={LIMITS.TPA_ATTACHMENTS_MAX_MB}
              allowDecimal={false}
              allowNegative={false}
              // out of range is the shared schema's to say, not silently changed on blur
              clampBehavior="none"
              value={field.value ?? ''}
              // an emptied field is null, which the schema refuses as ATTACHMENT_LIMIT_REQUIRED
              onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
              onBlur={field.onBlur}
              error={error('max_attachment_mb')}
            />
          )}
        />
      </Grid.Col>
    </>
  );
};
