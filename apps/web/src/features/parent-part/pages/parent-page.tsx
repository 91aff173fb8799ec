import { use, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LinkGate } from '../components/link-gate';
import { ParentPartForm } from '../components/parent-part-form';
import { parentTextsReady } from '../parent-texts';
import { LinkHeading } from '../components/link-heading';

const Signed = ({ claimNumber }: { claimNumber: number }) => {
  const { t } = useTranslation();
  const title = t('parent.signed.title');
  return (
    <Stack gap="md">
      <LinkHeading title={title} />
      <Text>{t('notifications.PARENT_PART_SIGNED')}</Text>
      <Text fw={700} size="lg">
        {t('parent.signed.claim', { number: claimNumber })}
      </Text>
      <Text>{t('parent.signed.next')}</Text>
    </Stack>
  );
};

// /parent/:token, the page a parent's e-mail links to (ADR 023): no account; the link, then the student's
// birth date, open the parent's part of one claim. Public, outside the signed-in shell.
export const ParentPage = () => {
  // a Spanish reader's texts, loading with the page: the route's loader shows meanwhile
  use(parentTextsReady);
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [signedClaim, setSignedClaim] = useState<number | null>(null);
  return (
    <LinkGate kind="parent" token={token} title={t('parent.intro.title')} finished={signedClaim !== null ? <Signed claimNumber={signedClaim} /> : undefined}>
      {(session) => <ParentPartForm {...session} onSigned={setSignedClaim} />}
    </LinkGate>
  );
};
