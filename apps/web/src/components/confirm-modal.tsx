import { useCallback, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useModals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';

export type ConfirmOptions = {
  // translated texts
  title: string;
  message: ReactNode;
  // defaults to "Yes, delete"
  confirmLabel?: string;
  cancelLabel?: string;
  // red confirm button; true unless said otherwise (these guard deletions)
  destructive?: boolean;
};

// Asks before a destructive action: `await confirm({...})` is true when the user confirmed, false when
// they cancelled or closed the modal.
export const useConfirm = () => {
  const { t } = useTranslation();
  const modals = useModals();
  return useCallback(
    ({ title, message, confirmLabel, cancelLabel, destructive = true }: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        modals.openConfirmModal({
          title,
          centered: true,
          children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
          labels: { confirm: confirmLabel ?? t('common.confirmDelete'), cancel: cancelLabel ?? t('common.cancel') },
          confirmProps: destructive ? { color: 'red' } : undefined,
          onConfirm: () => resolve(true),
          onCancel: () => resolve(false),
          // closing with Escape, the X or the overlay; ignored after a confirm (a promise settles once)
          onClose: () => resolve(false),
        });
      }),
    [modals, t],
  );
};
