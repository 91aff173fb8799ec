import { useId, type ReactNode } from 'react';
import { Box, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  choiceLabel,
  OTHER_INSURANCE_ANSWER_OPTIONS,
  YES_NO_OPTIONS,
  type Language,
  type parentAuthorization,
  type ParentPartValues,
  type Translated,
  type ParentInsurer,
} from '@claims/shared';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { useParentErrorText } from '../parent-error-text';
import { useParentFieldError } from './use-parent-field-error';

// A text in both languages, for the legal texts whose English governs (ADR 020).
const inBoth = (render: (language: Language) => string): Translated => ({ en: render('en'), es: render('es') });

// The full texts behind one tap (ADR 036): in the reader's language, then, for a reader of another
// language, the English, which governs and is what is signed (ADR 020).
const FullText = ({ texts }: { texts: readonly Translated[] }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Box component="details">
      <Text component="summary" size="sm" fw={600} c="blue.8" style={{ cursor: 'pointer' }}>
        {t('parent.review.readFull')}
      </Text>
      <Stack gap="xs" mt="xs">
        {texts.map((text, index) => (
          <Text key={index} size="sm" lang={language}>
            {text[language]}
          </Text>
        ))}
        {language === 'en' ? null : (
          <>
            <Text size="sm" fw={600}>
              {t('parent.review.englishOriginal')}
            </Text>
            {texts.map((text, index) => (
              <Text key={index} size="sm" lang="en">
                {text.en}
              </Text>
            ))}
          </>
        )}
      </Stack>
    </Box>
  );
};

type Acceptance = 'records_consent' | 'authorization_accepted' | 'intent_accepted';

const AcceptBox = ({ name, label }: { name: Acceptance; label: string }) => {
  const { control } = useFormContext<ParentPartValues>();
  const errorText = useParentErrorText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Checkbox
          ref={field.ref}
          label={label}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          error={fieldState.error?.message ? errorText(fieldState.error.message) : undefined}
        />
      )}
    />
  );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
};

const Answer = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text size="sm" fw={600} component="dt">
      {label}
    </Text>
    <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  </div>
);

// What the parent signs: a claim's texts, or the season's (issue 43).
export type SignedTexts = {
  recordsConsent: (language: Language) => string;
  recordsConsentSummary: (language: Language) => string;
  authorization: (language: Language) => ReturnType<typeof parentAuthorization>;
  intent: (language: Language, signerName: string) => string;
  // what the consent to electronic records covers: this claim, or the season's form and its claims
  covers: 'claim' | 'season';
};

export type ReviewStepProps = {
  texts: SignedTexts;
  insurers: readonly ParentInsurer[];
  // the documents the parent uploaded, where they were asked for
  documentCount?: number;
};

// The answers once more, then what the parent signs, each with its own acceptance: the consent to
// electronic records, the authorization (a plain line per section), and the typed name with the intent to
// sign, each in the parent's language with its full text one tap away. The full texts are the ones the
// signed PDF prints.
export const ReviewStep = ({ texts, insurers, documentCount }: ReviewStepProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { control, register } = useFormContext<ParentPartValues>();
  const fieldError = useParentFieldError();
  const values = useWatch({ control });
  const authorization = { en: texts.authorization('en'), es: texts.authorization('es') };
  const signer = values.signature_name?.trim() || '…';
  const insurerName = (id: string | null | undefined) => insurers.find((insurer) => insurer.id === id)?.name ?? '';
  const otherInsurance = values.other_insurance === 'HAS_OTHER' ? (values.providers ?? []) : [];

  return (
    <Stack gap="xl">
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs" component="dl" m={0}>
          <Answer label={t('parent.review.parent')}>
            {[`${values.parent?.first_name ?? ''} ${values.parent?.last_name ?? ''}`.trim(), values.parent?.email, values.parent?.phone].filter(Boolean).join(' · ')}
          </Answer>
          <Answer label={t('parent.review.otherInsurance')}>{choiceLabel(OTHER_INSURANCE_ANSWER_OPTIONS, values.other_insurance, language)}</Answer>
          {otherInsurance.map((entry, index) => (
            <Answer key={index} label={t('parent.insurance.entry', { number: index + 1 })}>
              {[entry.is_other_provider ? entry.provider_name : insurerName(entry.insurance_provider_id), entry.insurance_member_id, entry.insurance_group_id].filter(Boolean).join(' · ')}
            </Answer>
          ))}
          <Answer label={t('parent.review.medicaid')}>{choiceLabel(YES_NO_OPTIONS, values.medicaid, language)}</Answer>
          {documentCount === undefined ? null : <Answer label={t('parent.review.documents')}>{t('parent.review.documentCount', { count: documentCount })}</Answer>}
        </Stack>
      </Paper>

      <Section title={t('parent.review.consentTitle')}>
        <Text size="sm">{texts.recordsConsentSummary(language)}</Text>
        <FullText texts={[inBoth(texts.recordsConsent)]} />
        <AcceptBox name="records_consent" label={t(texts.covers === 'claim' ? 'parent.review.consent' : 'parent.guardian.consent')} />
      </Section>

      <Section title={authorization[language].title}>
        {/* plain elements, not Mantine's List: the public page carries only the styles it imports */}
        <Stack component="ul" gap={4} m={0} pl="md">
          {authorization[language].summary.map((line) => (
            <Text component="li" size="sm" key={line.element}>
              {line.text}
            </Text>
          ))}
        </Stack>
        <FullText texts={authorization.en.sections.map((section, index) => ({ en: section.text, es: authorization.es.sections[index]!.text }))} />
        <AcceptBox name="authorization_accepted" label={t('parent.review.authorization')} />
      </Section>

      <Section title={t('parent.review.signatureTitle')}>
        <TextInput label={t('parent.review.signatureName')} required autoComplete="name" error={fieldError('signature_name')} {...register('signature_name')} />
        <Text size="sm" lang={language}>
          {texts.intent(language, signer)}
        </Text>
        {language === 'en' ? null : <FullText texts={[inBoth((reader) => texts.intent(reader, signer))]} />}
        <AcceptBox name="intent_accepted" label={t('parent.review.intent')} />
      </Section>
    </Stack>
  );
};
