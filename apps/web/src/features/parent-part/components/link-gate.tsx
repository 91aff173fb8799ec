// The Mantine styles a parent's and a guardian's pages draw with beyond the public pages' (main.tsx), loaded with its chunk.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Radio.css';
import { useState, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { PageLoader } from '../../../components/page-loader';
import { useOpenedLink } from '../api/open-link';
import type { LinkKind } from '../api/parent-request';
import { BirthDateStep } from './birth-date-step';
import { LinkProblem, linkProblemOf, RequestProblem, type LinkProblemCode } from './link-problem';
import { ParentLayout } from './parent-layout';
import { LinkHeading } from './link-heading';

export type LinkSession = {
  token: string;
  access: string;
  // hidden while the birth date is asked again, and kept, with what was entered
  hidden: boolean;
  // the page session ended (the link was opened elsewhere): the page asks for the birth date again
  onSessionEnded: () => void;
  onLinkProblem: (code: LinkProblemCode) => void;
};

export type LinkGateProps = {
  kind: LinkKind;
  token: string;
  // the page's title while the link opens
  title: string;
  // what the page shows once its work is done, instead of anything else
  finished?: ReactNode;
  children: (session: LinkSession) => ReactNode;
};

// A parent's or a guardian's link (ADR 023): opened, then a birth date opens a page session, and the
// link's states each have their page. What the session opens stays behind the birth date asked again.
export const LinkGate = ({ kind, token, title, finished, children }: LinkGateProps) => {
  const link = useOpenedLink(token, kind);
  const [access, setAccess] = useState<string | null>(null);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [problem, setProblem] = useState<LinkProblemCode | null>(null);

  const content = () => {
    if (finished) return finished;
    if (problem) return <LinkProblem code={problem} />;
    if (link.isPending) return <PageLoader />;
    if (link.isError) {
      const linkProblem = linkProblemOf(link.error);
      if (linkProblem) return <LinkProblem code={linkProblem} />;
      return (
        <Stack gap="md">
          <LinkHeading title={title} />
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
            kind={kind}
            recheck={sessionEnded}
            onChecked={(granted) => {
              setAccess(granted);
              setSessionEnded(false);
            }}
            onLinkProblem={setProblem}
          />
        ) : null}
        {access !== null ? <div hidden={asking}>{children({ token, access, hidden: asking, onSessionEnded: () => setSessionEnded(true), onLinkProblem: setProblem })}</div> : null}
      </>
    );
  };

  return <ParentLayout>{content()}</ParentLayout>;
};
