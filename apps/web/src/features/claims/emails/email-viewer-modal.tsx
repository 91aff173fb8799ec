import { Alert, Center, Loader, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { isClaimStatus } from '@claims/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-message';
import { errorCodeOf } from '../../../lib/request-error';
import { ClaimStatusPill, claimStatusText } from '../list/claim-status-pill';
import { toDisplayDateTime } from '../../../lib/date-time';
import type { ClaimEmail } from './claim-email';
import { useLanguage } from '../../../lib/use-language';

export type EmailViewerModalProps = {
  opened: boolean;
  onClose: () => void;
  email: ClaimEmail | undefined;
  loading: boolean;
  error: unknown;
};

// The e-mail as it was sent to the TPA: subject, recipient, delivery and its text.
export const EmailViewerModal = ({ opened, onClose, email, loading, error }: EmailViewerModalProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const none = t('common.none');

  const body = (() => {
    if (email) {
      return (
        <Stack gap="sm">
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" m={0}>
            {[
              { label: t('claimRecords.emails.viewer.subject'), value: email.subject },
              { label: t('claimRecords.emails.viewer.to'), value: email.to || none },
              {
                label: t('claimRecords.emails.viewer.status'),
                value: isClaimStatus(email.status) ? (
                  <ClaimStatusPill status={email.status} label={claimStatusText(t, email.status)} />
                ) : (
                  email.status
                ),
              },
              { label: t('claimRecords.emails.viewer.sentAt'), value: toDisplayDateTime(email.sent_at, language) || none },
            ].map((field) => (
              <div key={field.label}>
                <Text component="dt" size="sm" c="dimmed">
                  {field.label}
                </Text>
                <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {field.value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <Paper withBorder p="sm" radius="sm" bg="gray.0">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {email.text}
            </Text>
          </Paper>
        </Stack>
      );
    }
    if (error) {
      const code = errorCodeOf(error);
      return (
        <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} title={t('claimRecords.emails.viewer.loadError')}>
          {code ? errorText(code) : null}
        </Alert>
      );
    }
    return loading ? (
      <Center py="lg" role="status" aria-label={t('claimRecords.emails.viewer.loading')}>
        <Loader />
      </Center>
    ) : null;
  })();

  return (
    <Modal opened={opened} onClose={onClose} title={t('claimRecords.emails.viewer.title')} size="lg" centered>
      {body}
    </Modal>
  );
};
