// The Mantine styles this page draws with beyond the public pages' (main.tsx), loaded with its chunk.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Radio.css';
import { use, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { isLanguage } from '@claims/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { applyLanguage } from '../../../lib/i18n';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';
import { openParentLink } from '../api/open-link';
import { parentQueryKeys } from '../api/parent-request';
import { BirthDateStep } from '../components/birth-date-step';
import { LinkProblem, linkProblemOf, RequestProblem, type LinkProblemCode } from '../components/link-problem';
import { ParentLayout } from '../components/parent-layout';
import { ParentPartForm } from '../components/parent-part-form';
import { parentTextsReady } from '../parent-texts';

// Opening the link is recorded once. The page then speaks the e-mail's language, and this browser keeps
// it (the link, once used, no longer says which), unless the reader chose one here before: their choice
// wins. A language that fails to load leaves the page as it is.
const useOpenedLink = (token: string) =>
  useQuery({
    queryKey: parentQueryKeys.link(token),
    queryFn: async ({ signal }) => {
      const link = await openParentLink(token, signal);
      if (!isLanguage(readStorage(STORAGE_KEYS.language))) await applyLanguage(link.language, { remember: true }).catch(() => undefined);
      return link;
    },
    staleTime: Infinity,
    retry: false,
  });

const Signed = ({ claimNumber }: { claimNumber: number }) => {
  const { t } = useTranslation();
  const title = t('parent.signed.title');
  return (
    <Stack gap="md">
      <PageTitle title={title} />
      <Title order={1} size="h2">
        {title}
      </Title>
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
  const link = useOpenedLink(token);
  // the page session the birth date opened; kept when it ends, so that what was entered stays behind the
  // birth date asked again
  const [access, setAccess] = useState<string | null>(null);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [problem, setProblem] = useState<LinkProblemCode | null>(null);
  const [signedClaim, setSignedClaim] = useState<number | null>(null);

  const content = () => {
    if (signedClaim !== null) return <Signed claimNumber={signedClaim} />;
    if (problem) return <LinkProblem code={problem} />;
    if (link.isPending) return <PageLoader />;
    if (link.isError) {
      const linkProblem = linkProblemOf(link.error);
      if (linkProblem) return <LinkProblem code={linkProblem} />;
      const title = t('parent.intro.title');
      return (
        <Stack gap="md">
          <PageTitle title={title} />
          <Title order={1} size="h2">
            {title}
          </Title>
          <RequestProblem error={link.error} onRetry={() => void link.refetch()} />
        </Stack>
      );
    }
    const asking = access === null || sessionEnded;
    return (
      <>
        {asking ? (
          <BirthDateStep
            token={token}
            recheck={sessionEnded}
            onChecked={(granted) => {
              setAccess(granted);
              setSessionEnded(false);
            }}
            onLinkProblem={setProblem}
          />
        ) : null}
        {access !== null ? (
          <div hidden={asking}>
            <ParentPartForm
              token={token}
              access={access}
              hidden={asking}
              onSigned={setSignedClaim}
              onSessionEnded={() => setSessionEnded(true)}
              onLinkProblem={setProblem}
            />
          </div>
        ) : null}
      </>
    );
  };

  return <ParentLayout>{content()}</ParentLayout>;
};
