import { Box, Stack, Text, Title } from '@mantine/core';
import { CLAIM_AUTHORIZATION_TEXT, fraudNoticesFor } from '@claims/shared';
import { useTranslation } from 'react-i18next';
import { LegalText } from '../../../../components/legal-text';
import { useLanguage } from '../../../../lib/use-language';

// The authorization to release the student's medical and insurance information (SPEC §9: valid 12 months,
// in a box that scrolls past 500px) and the fraud notices for the school's state (SPEC §1). Both are the
// shared texts the claim PDF prints, so what the school signs is what the TPA receives.
export const AuthorizationText = () => {
  const { t } = useTranslation();
  const title = t('claims.wizard.signature.authorizationTitle');
  return (
    <Box
      component="section"
      aria-label={title}
      tabIndex={0}
      mah={500}
      p="md"
      style={{ overflowY: 'auto', border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Stack gap="xs">
        {CLAIM_AUTHORIZATION_TEXT.map((paragraph) => (
          <div key={paragraph.en}>
            <LegalText text={paragraph} />
          </div>
        ))}
      </Stack>
    </Box>
  );
};

export type FraudNoticesProps = {
  // the school's state, as a code or a name
  state: string | null | undefined;
};

export const FraudNotices = ({ state }: FraudNoticesProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = t('claims.wizard.signature.fraudTitle');
  return (
    <Box component="section" aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Stack gap="sm">
        {fraudNoticesFor(state).map((notice) => (
          <div key={notice.id}>
            <Text size="sm" fw={600}>
              {notice.heading[language]}
            </Text>
            <LegalText text={notice.text} />
          </div>
        ))}
      </Stack>
    </Box>
  );
};
