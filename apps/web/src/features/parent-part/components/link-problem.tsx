import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, isRequestNetworkError } from '../../../lib/request-error';
import { useParentErrorText } from '../parent-error-text';
import { LinkHeading } from './link-heading';

// What a link that cannot be used answers, each its own page. They say only that: nothing about the
// claim, the student or the school (ADR 023).
const LINK_PROBLEMS = ['NOT_FOUND', 'LINK_EXPIRED', 'LINK_USED', 'LINK_LOCKED', 'NOT_AWAITING_PARENT'] as const;
export type LinkProblemCode = (typeof LINK_PROBLEMS)[number];

export const linkProblemOf = (error: unknown): LinkProblemCode | undefined => LINK_PROBLEMS.find((code) => code === errorCodeOf(error));

export type LinkProblemProps = {
  code: LinkProblemCode;
};

export const LinkProblem = ({ code }: LinkProblemProps) => {
  const { t } = useTranslation();
  const errorText = useParentErrorText();
  const title = t(`parent.problems.${code}`);
  return (
    <Stack gap="md">
      <LinkHeading title={title} />
      {/* an unknown link's key reads "no longer exists" everywhere else: this page says what to do */}
      <Text>{code === 'NOT_FOUND' ? t('parent.problems.notFoundHelp') : errorText(code)}</Text>
    </Stack>
  );
};

export type RequestProblemProps = {
  error: unknown;
  title?: string;
  onRetry: () => void;
};

// A request that failed otherwise (no answer, a server error): what was entered stays, and it can be tried again.
export const RequestProblem = ({ error, title, onRetry }: RequestProblemProps) => {
  const { t } = useTranslation();
  const errorText = useParentErrorText();
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{isRequestNetworkError(error) ? t('parent.connection') : errorText(errorCodeOf(error))}</Text>
        <Button variant="default" size="xs" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      </Stack>
    </Alert>
  );
};
