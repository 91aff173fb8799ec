import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { parentPartSchema, type ParentClaim, type ParentInsurer, type ParentPart, type ParentPartValues } from '@claims/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/request-error';
import { ContactStep } from './contact-step';
import { InsuranceStep } from './insurance-step';
import { linkProblemOf, RequestProblem, type LinkProblemCode } from './link-problem';
import { ReviewStep, type SignedTexts } from './review-step';

export const SIGNING_STEPS = ['contact', 'insurance', 'documents', 'review'] as const;
export type SigningStep = (typeof SIGNING_STEPS)[number];

// What each step asks: checked before the next one, and where a field refused at the end is answered.
const STEP_FIELDS: Record<SigningStep, ReadonlyArray<FieldPath<ParentPartValues>>> = {
  contact: ['parent'],
  insurance: ['other_insurance', 'providers', 'medicaid'],
  documents: [],
  review: ['records_consent', 'authorization_accepted', 'signature_name', 'intent_accepted'],
};

const stepOf = (field: string): SigningStep =>
  SIGNING_STEPS.find((step) => STEP_FIELDS[step].some((name) => field === name || field.startsWith(`${name}.`))) ?? 'review';

export type SigningStepsProps<Signed> = {
  // the steps asked, in order ('documents' only with `documents`)
  steps: readonly SigningStep[];
  // what is signed for, under each step's title
  about: ReactNode;
  defaultParent: ParentClaim['parent'];
  // the insurance given before, when the parent is asked to confirm it
  defaultInsurance?: Pick<ParentPartValues, 'other_insurance' | 'providers' | 'medicaid'>;
  insurers: readonly ParentInsurer[];
  texts: SignedTexts;
  // the documents step and how many the parent uploaded; its requests report a link that ended
  documents?: { count: number; render: (onRequestFailed: (error: unknown) => boolean) => ReactNode };
  // hidden while the birth date is asked again, and kept, with what was entered
  hidden: boolean;
  signing: UseMutationResult<Signed, Error, ParentPart>;
  onSigned: (signed: Signed) => void;
  // the page session ended (the link was opened elsewhere): the page asks for the birth date again
  onSessionEnded: () => void;
  onLinkProblem: (code: LinkProblemCode) => void;
};

// A parent's part, step by step: their contact, other insurance, documents where asked, then the review
// with what they sign. A claim's parent link and a guardian's season link both walk it.
export function SigningSteps<Signed>({ steps, about, defaultParent, defaultInsurance, insurers, texts, documents, hidden, signing, onSigned, onSessionEnded, onLinkProblem }: SigningStepsProps<Signed>) {
  const { t } = useTranslation();
  const [step, setStep] = useState<SigningStep>(steps[0]!);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<ParentPartValues, unknown, ParentPart>({
    resolver: zodResolver(parentPartSchema),
    mode: 'onTouched',
    defaultValues: { parent: defaultParent, providers: [], ...defaultInsurance },
  });
  const index = steps.indexOf(step);
  const title = t(`parent.steps.${step}`);
  // The earliest of the steps asked that has one of `fields`.
  const firstStepOf = (fields: readonly string[]): SigningStep => steps.find((candidate) => fields.some((field) => stepOf(field) === candidate)) ?? 'review';

  // A new step starts at its heading, for the eye (scrolled to the top) and for a keyboard or screen reader.
  const goTo = (next: SigningStep) => {
    flushSync(() => setStep(next));
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  };

  // The link's state, or the page session, ended: the page shows that instead. True when it did.
  const endedByLink = (error: unknown) => {
    const problem = linkProblemOf(error);
    if (problem) onLinkProblem(problem);
    else if (errorCodeOf(error) === 'NOT_AUTHENTICATED') onSessionEnded();
    return problem !== undefined || errorCodeOf(error) === 'NOT_AUTHENTICATED';
  };

  const nextStep = async () => {
    if (await form.trigger([...STEP_FIELDS[step]], { shouldFocus: true })) goTo(steps[index + 1]!);
  };

  // A refusal names its fields: each shows on its field, and the earliest step with one is shown.
  const showRefusal = (error: unknown) => {
    if (endedByLink(error)) return;
    const refused = Object.entries(fieldErrorsOf(error));
    for (const [name, key] of refused) form.setError(name as FieldPath<ParentPartValues>, { type: 'server', message: key });
    if (refused.length > 0) goTo(firstStepOf(refused.map(([name]) => name)));
  };

  const submitSignature = () =>
    form.handleSubmit(
      (part) => signing.mutate(part, { onSuccess: onSigned, onError: showRefusal }),
      (errors) => {
        const refusedStep = firstStepOf(Object.keys(errors));
        if (refusedStep !== 'review') goTo(refusedStep);
      },
    )();

  // A refusal that names fields shows on them, and the link's states have their pages; anything else (no
  // answer, a server error) shows above Sign.
  const signProblem =
    step === 'review' && signing.error && !linkProblemOf(signing.error) && errorCodeOf(signing.error) !== 'NOT_AUTHENTICATED' && Object.keys(fieldErrorsOf(signing.error)).length === 0
      ? signing.error
      : null;

  return (
    <Stack gap="md">
      {hidden ? null : <PageTitle title={title} />}
      <div>
        <Text size="sm" c="dimmed">
          {t('parent.steps.progress', { step: index + 1, count: steps.length })}
        </Text>
        <Progress value={((index + 1) / steps.length) * 100} size="sm" mt={4} aria-hidden="true" />
      </div>
      <Title order={1} size="h2" ref={heading} tabIndex={-1}>
        {title}
      </Title>
      <Text size="sm">{about}</Text>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void (step === 'review' ? submitSignature() : nextStep());
          }}
        >
          <Stack gap="lg">
            {step === 'contact' ? <ContactStep /> : null}
            {step === 'insurance' ? <InsuranceStep insurers={insurers} /> : null}
            {step === 'documents' && documents ? documents.render(endedByLink) : null}
            {step === 'review' ? <ReviewStep texts={texts} insurers={insurers} documentCount={documents?.count} /> : null}
            {signProblem ? <RequestProblem error={signProblem} title={t('notifications.PARENT_PART_SIGN_FAILED')} onRetry={() => void submitSignature()} /> : null}
            <Group justify="space-between">
              {index > 0 ? (
                <Button variant="default" onClick={() => goTo(steps[index - 1]!)}>
                  {t('parent.nav.back')}
                </Button>
              ) : null}
              <Button type="submit" ml="auto" loading={signing.isPending}>
                {step === 'review' ? t('parent.review.sign') : t('parent.nav.next')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Stack>
  );
}
