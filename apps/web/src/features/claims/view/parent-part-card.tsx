import { Alert, Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { parentLinkEmailSchema } from '@claims/shared';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type z } from 'zod';
import { gql } from '../../../gql';
import { graphql } from '../../../lib/graphql';
import { applyFieldErrors } from '../../../lib/request-error';
import { useLanguage } from '../../../lib/use-language';
import { useClaimsErrorText, useClaimsNotify } from '../components/wizard/claims-messages';
import { toDisplayDateTime } from './format';
import { claimRecordQueryKey, type ClaimRecord } from './get-claim-record';
import { TitledCard } from './titled-card';

const SendParentLinkDocument = gql(`
  mutation SendParentLink($claimId: ID!, $email: String) {
    sendParentLink(claimId: $claimId, email: $email)
  }
`);

type EmailForm = z.input<typeof parentLinkEmailSchema>;

// Where the parent's part of a claim stands (ADR 023): the link sent, opened, completed; while the claim
// waits for the parent, staff send the link again, to a corrected address if needed.
export const ParentPartCard = ({ claim }: { claim: Pick<ClaimRecord, 'id' | 'status' | 'parent_link'> }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useClaimsNotify();
  const errorText = useClaimsErrorText();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const link = claim.parent_link;
  const form = useForm<EmailForm>({ resolver: zodResolver(parentLinkEmailSchema), defaultValues: { email: link?.email ?? '' } });
  const send = useMutation({
    mutationFn: ({ email }: EmailForm) => graphql(SendParentLinkDocument, { claimId: claim.id, email }),
    onSuccess: () => {
      notify.success('PARENT_LINK_SENT');
      setSending(false);
      void queryClient.invalidateQueries({ queryKey: claimRecordQueryKey(claim.id) });
    },
    onError: (error) => {
      if (!applyFieldErrors(error, form.setError, ['email'])) notify.error('PARENT_LINK_SEND_FAILED', error);
    },
  });
  if (!link) return null;
  const waiting = claim.status === 'AWAITING_PARENT';
  const when = (value: string | null | undefined) => (value ? toDisplayDateTime(value, language) : t('claimRecords.parentPart.not'));
  const title = t('claimRecords.parentPart.title');
  const fieldError = form.formState.errors.email?.message;
  return (
    <TitledCard
      title={title}
      status={
        <Badge color={link.used_at ? 'green' : 'grape'} variant="light">
          {link.used_at ? t('claimRecords.parentPart.completed') : t('claimRecords.parentPart.waiting')}
        </Badge>
      }
    >
      <Stack gap={4}>
        <Text size="sm">{t('claimRecords.parentPart.sentTo', { email: link.email, at: when(link.sent_at) })}</Text>
        <Text size="sm">{t('claimRecords.parentPart.opened', { at: when(link.opened_at) })}</Text>
        {link.used_at ? (
          <Text size="sm">{t('claimRecords.parentPart.signed', { at: when(link.used_at) })}</Text>
        ) : (
          <Text size="sm">{t('claimRecords.parentPart.expires', { at: when(link.expires_at) })}</Text>
        )}
      </Stack>
      {waiting && link.locked ? (
        <Alert color="orange" mt="sm">
          {t('claimRecords.parentPart.locked')}
        </Alert>
      ) : null}
      {waiting ? (
        <Button
          mt="sm"
          variant="light"
          leftSection={<IconSend size={16} aria-hidden="true" />}
          onClick={() => {
            form.reset({ email: link.email });
            setSending(true);
          }}
        >
          {t('claimRecords.parentPart.sendAgain')}
        </Button>
      ) : null}
      <Modal opened={sending} onClose={() => setSending(false)} title={t('claimRecords.parentPart.sendAgain')}>
        <form noValidate onSubmit={form.handleSubmit((values) => send.mutate(values))}>
          <Stack>
            <Text size="sm">{t('claimRecords.parentPart.sendAgainHint')}</Text>
            <TextInput
              label={t('claimRecords.parentPart.email')}
              type="email"
              withAsterisk
              data-autofocus
              {...form.register('email')}
              error={fieldError ? errorText(fieldError) : undefined}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setSending(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={send.isPending}>
                {t('claimRecords.parentPart.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </TitledCard>
  );
};
