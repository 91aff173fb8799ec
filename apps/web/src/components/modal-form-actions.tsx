import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ModalFormActionsProps = {
  // true while the form saves: Cancel is disabled and Save shows a loader
  pending: boolean;
  onCancel: () => void;
  // what the submit button says, when it is not "Save" (translated)
  submitLabel?: string;
};

// Cancel and Save (or the action's own word) at the foot of a modal form; Save submits the form around it.
export const ModalFormActions = ({ pending, onCancel, submitLabel }: ModalFormActionsProps) => {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel ?? t('common.save')}
      </Button>
    </Group>
  );
};
