import { Alert, Badge, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { parentLinkEmailSchema, sendWithoutParentSchema } from '@claims/shared';
import { IconSend, IconSendOff } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type z } from 'zod';
import { gql } from '../../../gql';
import { graphql } from '../../../lib/graphql';
import type { NotificationTextKey } from '../../../lib/notify';
import { applyFieldErrors } from '../../../lib/request-error';
import { useLanguage } from '../../../lib/use-language';
import { useClaimsErrorText } from '../../../components/claims-error-text';
import { ModalFormActions } from '../../../components/modal-form-actions';
import { useClaimsNotify } from '../components/wizard/claims-messages';
import { toDisplayDateTime } from '../../../lib/date-time';
import { claimRecordQueryKey, type ClaimRecord } from './get-claim-record';
import { TitledCard } from './titled-card';

const SendParentLinkDocument = gql(`
  mutation SendParentLink($claimId: ID!, $email: String) {
    sendParentLink(claimId: $claimId, email: $email)
  }
`);

const SendClaimWithoutParentDocument = gql(`
  mutation SendClaimWithoutParent($claimId: ID!, $reason: String!) {
    sendClaimWithoutParent(claimId: $claimId, reason: $reason)
  }
`);

type OneFieldSchema = z.ZodObject<{ [K in 'email' | 'reason']?: z.ZodType<string, string> }>;

type ActionModalProps = {
  title: string;
  hint: string;
  field: 'email' | 'reason';
  label: string;
  initial: string;
  schema: OneFieldSchema;
  submit: string;
  send: (value: string) => Promise<unknown>;
  done: NotificationTextKey;
  failed: NotificationTextKey;
  onClose: () => void;
};

// One of the card's actions: a value to give (an address, a reason), checked with the server's rule, then
// sent; the server's refusal shows on the field.
const ActionModal = ({ title, hint, field, label, initial, schema, submit, send, done, failed, onClose }: ActionModalProps) => {
  const notify = useClaimsNotify();
  const errorText = useClaimsErrorText();
  const form = useForm<Record<string, string>>({ resolver: zodResolver(schema as z.ZodType<Record<string, string>, Record<string, string>>), defaultValues: { [field]: initial } });
  const mutation = useMutation({
    mutationFn: (values: Record<string, string>) => send(values[field] ?? ''),
    onSuccess: () => {
      notify.success(done);
      onClose();
    },
    onError: (error) => {
      if (!applyFieldErrors(error, form.setError, [field])) notify.error(failed, error);
    },
  });
  const fieldError = form.formState.errors[field]?.message;
  const Input = field === 'email' ? TextInput : Textarea;
  return (
    <Modal opened onClose={onClose} title={title}>
      <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        <Stack>
          <Text size="sm">{hint}</Text>
          <Input
            label={label}
            withAsterisk
            data-autofocus
            {...(field === 'email' ? { type: 'email' } : { autosize: true, minRows: 3 })}
            {...form.register(field)}
            error={fieldError ? errorText(fieldError) : undefined}
          />
          <ModalFormActions pending={mutation.isPending} onCancel={onClose} submitLabel={submit} />
        </Stack>
      </form>
    </Modal>
  );
};

// Where the parent's part of a claim stands (ADR 023): the link sent, opened, completed. Until the parent
// signs, staff send the link again (to a corrected address if needed); while the claim waits, they may
// send the school's part to the TPA without the parent's, saying why. A claim that went with insurance
// given before the season may ask the parent to confirm it (issue 43): the same card, its own words.
export const ParentPartCard = ({ claim }: { claim: Pick<ClaimRecord, 'id' | 'status' | 'parent_link'> }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<'resend' | 'sendNow' | null>(null);
  const link = claim.parent_link;
  if (!link) return null;
  const open = !link.used_at;
  const confirming = link.purpose === 'CONFIRM';
  const when = (value: string | null | undefined) => (value ? toDisplayDateTime(value, language) : t('claimRecords.parentPart.not'));
  const close = () => {
    setAction(null);
    void queryClient.invalidateQueries({ queryKey: claimRecordQueryKey(claim.id) });
  };
  return (
    <TitledCard
      title={t('claimRecords.parentPart.title')}
      status={
        <Badge color={open ? 'grape' : 'green'} variant="light">
          {t(`claimRecords.parentPart.${confirming ? (open ? 'confirming' : 'confirmed') : open ? 'waiting' : 'completed'}`)}
        </Badge>
      }
    >
      <Stack gap={4}>
        {confirming ? <Text size="sm">{t('claimRecords.parentPart.confirmWhy')}</Text> : null}
        <Text size="sm">{t('claimRecords.parentPart.sentTo', { email: link.email, at: when(link.sent_at) })}</Text>
        <Text size="sm">{t('claimRecords.parentPart.opened', { at: when(link.opened_at) })}</Text>
        <Text size="sm">{open ? t('claimRecords.parentPart.expires', { at: when(link.expires_at) }) : t('claimRecords.parentPart.signed', { at: when(link.used_at) })}</Text>
      </Stack>
      {open && link.locked ? (
        <Alert color="orange" mt="sm">
          {t('claimRecords.parentPart.locked')}
        </Alert>
      ) : null}
      {open ? (
        <Group mt="sm" gap="sm">
          <Button variant="light" leftSection={<IconSend size={16} aria-hidden="true" />} onClick={() => setAction('resend')}>
            {t('claimRecords.parentPart.sendAgain')}
          </Button>
          {claim.status === 'AWAITING_PARENT' ? (
            <Button variant="default" leftSection={<IconSendOff size={16} aria-hidden="true" />} onClick={() => setAction('sendNow')}>
              {t('claimRecords.parentPart.sendNow')}
            </Button>
          ) : null}
        </Group>
      ) : null}
      {action === 'resend' ? (
        <ActionModal
          title={t('claimRecords.parentPart.sendAgain')}
          hint={t('claimRecords.parentPart.sendAgainHint')}
          field="email"
          label={t('claimRecords.parentPart.email')}
          initial={link.email}
          schema={parentLinkEmailSchema}
          submit={t('claimRecords.parentPart.send')}
          send={(email) => graphql(SendParentLinkDocument, { claimId: claim.id, email })}
          done="PARENT_LINK_SENT"
          failed="PARENT_LINK_SEND_FAILED"
          onClose={close}
        />
      ) : null}
      {action === 'sendNow' ? (
        <ActionModal
          title={t('claimRecords.parentPart.sendNow')}
          hint={t('claimRecords.parentPart.sendNowHint')}
          field="reason"
          label={t('claimRecords.parentPart.reason')}
          initial=""
          schema={sendWithoutParentSchema}
          submit={t('claimRecords.parentPart.sendNowConfirm')}
          send={(reason) => graphql(SendClaimWithoutParentDocument, { claimId: claim.id, reason })}
          done="SENT_WITHOUT_PARENT"
          failed="SEND_WITHOUT_PARENT_FAILED"
          onClose={close}
        />
      ) : null}
    </TitledCard>
  );
};
