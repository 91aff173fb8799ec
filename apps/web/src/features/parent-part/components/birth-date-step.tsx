import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, Fieldset, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { parentLinkCheckSchema } from '@claims/shared';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { fieldErrorsOf } from '../../../lib/request-error';
import { useCheckBirthDate } from '../api/check-birth-date';
import type { LinkKind } from '../api/parent-request';
import { useParentErrorText } from '../parent-error-text';
import { linkProblemOf, RequestProblem, type LinkProblemCode } from './link-problem';
import { LinkHeading } from './link-heading';

type DateParts = { month: string; day: string; year: string };

const NO_DATE: DateParts = { month: '', day: '', year: '' };

// The parts as the wire date the server compares: '' when nothing is typed; a two-digit year or a
// missing part gives something no date is, which the schema calls INVALID_DATE.
const wireDateOf = ({ month, day, year }: DateParts) => {
  if (!month.trim() && !day.trim() && !year.trim()) return '';
  return `${year.trim()}-${month.trim().padStart(2, '0')}-${day.trim().padStart(2, '0')}`;
};

const onlyDigits = (value: string) => value.replace(/\D/g, '');

// A wrong date's answer says how many tries the link has left before it locks.
const triesLeftOf = (error: unknown) => (error instanceof ApiError && typeof error.details.tries_left === 'number' ? error.details.tries_left : undefined);

type Problem = { key: string; triesLeft?: number };

export type BirthDateStepProps = {
  token: string;
  // a guardian's season link: any of their students' birth dates, and its own words
  kind?: LinkKind;
  // the page session ended (the link was opened elsewhere): the parent's answers wait behind this step
  recheck: boolean;
  onChecked: (access: string) => void;
  onLinkProblem: (code: LinkProblemCode) => void;
};

// The link's first step (ADR 023): the student's birth date proves the link reached the family. Month, day
// and year in separate number fields, in the MM/DD/YYYY order dates are written everywhere in the app: a
// phone shows its number pad, and nobody scrolls a calendar back fifteen years.
export const BirthDateStep = ({ token, kind = 'parent', recheck, onChecked, onLinkProblem }: BirthDateStepProps) => {
  const { t } = useTranslation();
  const errorText = useParentErrorText();
  const check = useCheckBirthDate();
  const [parts, setParts] = useState<DateParts>(NO_DATE);
  const [problem, setProblem] = useState<Problem | undefined>();
  const errorId = useId();
  const monthInput = useRef<HTMLInputElement>(null);
  const texts = kind === 'parent' ? 'parent.intro' : 'parent.guardian.intro';
  const title = t(`${texts}.title`);

  const refuse = (key: string, triesLeft?: number) => {
    setProblem({ key, triesLeft });
    monthInput.current?.focus();
  };

  const submit = () => {
    const parsed = parentLinkCheckSchema.safeParse({ birth_date: wireDateOf(parts) });
    if (!parsed.success) return refuse(parsed.error.issues[0]!.message);
    setProblem(undefined);
    check.mutate(
      { kind, token, birthDate: parsed.data.birth_date },
      {
        onSuccess: onChecked,
        onError: (error) => {
          const linkProblem = linkProblemOf(error);
          if (linkProblem) return onLinkProblem(linkProblem);
          const fieldKey = fieldErrorsOf(error).birth_date;
          if (fieldKey) refuse(fieldKey, triesLeftOf(error));
        },
      },
    );
  };

  const part = (name: keyof DateParts, maxLength: number) => ({
    label: t(`parent.birthDate.${name}`),
    placeholder: t(`parent.birthDate.${name}Placeholder`),
    value: parts[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setParts({ ...parts, [name]: onlyDigits(event.currentTarget.value) }),
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    maxLength,
    error: problem !== undefined,
    'aria-describedby': problem ? errorId : undefined,
  });

  // a failed check that is not about the date (no answer, a server error) keeps what was typed
  const requestError = check.error && !fieldErrorsOf(check.error).birth_date && !linkProblemOf(check.error) ? check.error : null;

  return (
    <Stack gap="md">
      <LinkHeading title={title} />
      <Text>{recheck ? t('parent.intro.recheck') : t(`${texts}.text`)}</Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Fieldset legend={t('parent.birthDate.legend')} variant="unstyled" styles={{ legend: { fontWeight: 600 } }}>
            <Text size="sm" c="dimmed" mb="xs">
              {t('parent.birthDate.hint')}
            </Text>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <TextInput {...part('month', 2)} ref={monthInput} w="4.5rem" />
              <TextInput {...part('day', 2)} w="4.5rem" />
              <TextInput {...part('year', 4)} w="6rem" />
            </Group>
            {problem ? (
              <Input.Error id={errorId} mt="xs" role="alert">
                {errorText(problem.key, problem.triesLeft === undefined ? undefined : { count: problem.triesLeft })}
              </Input.Error>
            ) : null}
          </Fieldset>
          {requestError ? <RequestProblem error={requestError} onRetry={submit} /> : null}
          <Group>
            <Button type="submit" loading={check.isPending}>
              {t('parent.birthDate.continue')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
};
