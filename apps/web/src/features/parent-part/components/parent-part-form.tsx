import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { parentPartSchema, toDisplayDate, type ParentPart, type ParentPartValues, type ParentClaim, type ParentInsurer } from '@claims/shared';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/request-error';
import { useParentInsurers } from '../api/get-insurers';
import { useParentClaim } from '../api/get-parent-claim';
import { useSignParentPart } from '../api/sign-parent-part';
import { ContactStep } from './contact-step';
import { DocumentsStep } from './documents-step';
import { InsuranceStep } from './insurance-step';
import { LinkProblem, linkProblemOf, RequestProblem, type LinkProblemCode } from './link-problem';
import { ReviewStep } from './review-step';

const PART_STEPS = ['contact', 'insurance', 'documents', 'review'] as const;
type PartStep = (typeof PART_STEPS)[number];

// What each step asks: checked before the next one, and where a field refused at the end is answered.
const STEP_FIELDS: Record<PartStep, ReadonlyArray<FieldPath<ParentPartValues>>> = {
  contact: ['parent'],
  insurance: ['other_insurance', 'providers', 'medicaid'],
  documents: [],
  review: ['records_consent', 'authorization_accepted', 'signature_name', 'intent_accepted'],
};

const stepOf = (field: string): PartStep =>
  PART_STEPS.find((step) => STEP_FIELDS[step].some((name) => field === name || field.startsWith(`${name}.`))) ?? 'review';

// The earliest step that has one of `fields`.
const firstStepOf = (fields: readonly string[]): PartStep => PART_STEPS.find((step) => fields.some((field) => stepOf(field) === step)) ?? 'review';

type Callbacks = {
  onSigned: (claimNumber: number) => void;
  // the page session ended (the link was opened elsewhere): the page asks for the birth date again
  onSessionEnded: () => void;
  onLinkProblem: (code: LinkProblemCode) => void;
};

export type ParentPartFormProps = Callbacks & {
  token: string;
  access: string;
  // hidden while the birth date is asked again, and kept, with what was entered
  hidden: boolean;
};

// The parent's part once the birth date opened it: their contact, other insurance, documents, then the
// review with what they sign.
export const ParentPartForm = (props: ParentPartFormProps) => {
  const { token, access, hidden, onSessionEnded } = props;
  const claim = useParentClaim(token, access);
  const insurers = useParentInsurers(token, access);
  const failed = claim.error ?? insurers.error;
  if (failed && !hidden) {
    const problem = linkProblemOf(failed);
    if (problem) return <LinkProblem code={problem} />;
    const retry = () => {
      if (errorCodeOf(failed) === 'NOT_AUTHENTICATED') return onSessionEnded();
      void claim.refetch();
      void insurers.refetch();
    };
    return <RequestProblem error={failed} onRetry={retry} />;
  }
  if (!claim.data || !insurers.data) return hidden ? null : <PageLoader />;
  return <PartSteps {...props} claim={claim.data} insurers={insurers.data} />;
};

type PartStepsProps = ParentPartFormProps & { claim: ParentClaim; insurers: readonly ParentInsurer[] };

const PartSteps = ({ token, access, claim, insurers, hidden, onSigned, onSessionEnded, onLinkProblem }: PartStepsProps) => {
  const { t } = useTranslation();
  const [step, setStep] = useState<PartStep>('contact');
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<ParentPartValues, unknown, ParentPart>({
    resolver: zodResolver(parentPartSchema),
    mode: 'onTouched',
    defaultValues: { parent: claim.parent, providers: [] },
  });
  const sign = useSignParentPart(token, access);
  const index = PART_STEPS.indexOf(step);
  const title = t(`parent.steps.${step}`);

  // A new step starts at its heading, for the eye (scrolled to the top) and for a keyboard or screen reader.
  const goTo = (next: PartStep) => {
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
    if (await form.trigger([...STEP_FIELDS[step]], { shouldFocus: true })) goTo(PART_STEPS[index + 1]!);
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
      (part) => sign.mutate(part, { onSuccess: onSigned, onError: showRefusal }),
      (errors) => {
        const refusedStep = firstStepOf(Object.keys(errors));
        if (refusedStep !== 'review') goTo(refusedStep);
      },
    )();

  // A refusal that names fields shows on them, and the link's states have their pages; anything else (no
  // answer, a server error) shows above Sign.
  const signProblem =
    step === 'review' && sign.error && !linkProblemOf(sign.error) && errorCodeOf(sign.error) !== 'NOT_AUTHENTICATED' && Object.keys(fieldErrorsOf(sign.error)).length === 0
      ? sign.error
      : null;
  const student = `${claim.student.first_name} ${claim.student.last_name}`.trim();

  return (
    <Stack gap="md">
      {hidden ? null : <PageTitle title={title} />}
      <div>
        <Text size="sm" c="dimmed">
          {t('parent.steps.progress', { step: index + 1, count: PART_STEPS.length })}
        </Text>
        <Progress value={((index + 1) / PART_STEPS.length) * 100} size="sm" mt={4} aria-hidden="true" />
      </div>
      <Title order={1} size="h2" ref={heading} tabIndex={-1}>
        {title}
      </Title>
      <Text size="sm">{t('parent.claim', { number: claim.claim_number, student, date: toDisplayDate(claim.injury_date) })}</Text>
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
            {step === 'documents' ? <DocumentsStep token={token} access={access} documents={claim.documents} onRequestFailed={endedByLink} /> : null}
            {step === 'review' ? <ReviewStep claim={claim} insurers={insurers} /> : null}
            {signProblem ? <RequestProblem error={signProblem} title={t('notifications.PARENT_PART_SIGN_FAILED')} onRetry={() => void submitSignature()} /> : null}
            <Group justify="space-between">
              {index > 0 ? (
                <Button variant="default" onClick={() => goTo(PART_STEPS[index - 1]!)}>
                  {t('parent.nav.back')}
                </Button>
              ) : null}
              <Button type="submit" ml="auto" loading={sign.isPending}>
                {step === 'review' ? t('parent.review.sign') : t('parent.nav.next')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Stack>
  );
};
