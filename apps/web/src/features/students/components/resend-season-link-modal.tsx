import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, parentLinkEmailSchema } from '@claims/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ModalFormActions } from '../../../components/modal-form-actions';
import { useStudentsErrorText } from '../../../components/students/students-error-text';
import { applyFieldErrors } from '../../../lib/request-error';
import { useResendSeasonLink } from '../api/season-campaigns';
import { useStudentsNotify } from './students-messages';

type Values = z.input<typeof parentLinkEmailSchema>;

export type ResendSeasonLinkModalProps = { guardian: { id: string; email: string }; onClose: () => void };

// A guardian's link again, to the address the campaign has or a corrected one (for one that bounced);
// the server's refusal (an address another guardian of the campaign has) shows on the field.
export const ResendSeasonLinkModal = ({ guardian, onClose }: ResendSeasonLinkModalProps) => {
  const { t } = useTranslation();
  const errorText = useStudentsErrorText();
  const notify = useStudentsNotify();
  const resend = useResendSeasonLink();
  const form = useForm<Values>({ resolver: zodResolver(parentLinkEmailSchema), defaultValues: { email: guardian.email } });
  const fieldError = form.formState.errors.email?.message;
  const submit = form.handleSubmit(({ email }) =>
    resend.mutate(
      { requestId: guardian.id, email },
      {
        onSuccess: () => {
          notify.successText(t('students.seasonCampaigns.resent', { email }));
          onClose();
        },
        onError: (error) => {
          if (!applyFieldErrors(error, form.setError, ['email'])) notify.error('SEASON_LINK_RESEND_FAILED', error);
        },
      },
    ),
  );
  return (
    <Modal opened onClose={onClose} title={t('students.seasonCampaigns.resendTitle')}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack>
          <Text size="sm">{t('students.seasonCampaigns.resendHint', { days: LIMITS.SEASON_LINK_DAYS })}</Text>
          <TextInput
            label={t('students.seasonCampaigns.guardianEmail')}
            type="email"
            withAsterisk
            data-autofocus
            {...form.register('email')}
            error={fieldError ? errorText(fieldError) : undefined}
          />
          <ModalFormActions pending={resend.isPending} onCancel={onClose} submitLabel={t('students.seasonCampaigns.resend')} />
        </Stack>
      </form>
    </Modal>
  );
};
