import {
  choiceLabel,
  electronicRecordsConsent,
  OTHER_INSURANCE_ANSWER_OPTIONS,
  parentAuthorization,
  signatureIntent,
  YES_NO_OPTIONS,
  type AuthorizationFacts,
  type Language,
  type StoredParentPart,
} from '@claims/shared';
import { createPdfWriter, type PdfWriter } from '../../domain/pdf-writer.ts';
import type { claimSignatures } from './parent-part.schema.ts';
import { PARENT_PDF_TEXTS as T } from './parent-part.texts.ts';

type Signature = typeof claimSignatures.$inferSelect;

// A moment as the evidence reads it everywhere: UTC, to the second, unambiguous in any zone.
const moment = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

// The parent's answers, as the signed part and the claim PDF both print them.
export function writeParentAnswers(writer: PdfWriter, part: StoredParentPart, language: Language) {
  const { row } = writer;
  row(T.name[language], `${part.parent.first_name} ${part.parent.last_name}`);
  row(T.email[language], part.parent.email);
  row(T.phone[language], part.parent.phone);
  row(T.otherInsurance[language], choiceLabel(OTHER_INSURANCE_ANSWER_OPTIONS, part.other_insurance, language));
  part.providers.forEach((entry, index) => {
    row(T.insurance[language](index + 1), entry.is_other_provider ? entry.provider_name : entry.insurer_name);
    row(T.memberId[language], entry.insurance_member_id);
    row(T.groupId[language], entry.insurance_group_id);
    row(T.phone[language], entry.phone);
  });
  row(T.medicaid[language], choiceLabel(YES_NO_OPTIONS, part.medicaid, language));
}

export type SignedPartFacts = AuthorizationFacts & { part: StoredParentPart; signerName: string; signedAt: Date };

// What a signed part prints: a claim's parent part, or a guardian's season authorization (issue 43).
export type SignedDocument = {
  title: (language: Language) => string;
  about: (language: Language) => string;
  recordsConsent: (language: Language) => string;
  authorization: (language: Language) => ReturnType<typeof parentAuthorization>;
  intent: (language: Language, signerName: string) => string;
  part: StoredParentPart;
  signerName: string;
  signedAt: Date;
};

// The document the parent signs (ADR 023): their answers, the consent to electronic records, the
// authorization and the signature with its intent, each legal text in its governing English with the
// reader's rendering. Its bytes are stored and hashed as they are. Rendered again in English for a TPA
// when the parent signed in another language, it says so under its title (`renderingOf`).
export function renderSignedDocument(document: SignedDocument, language: Language, renderingOf?: { language: Language; filename: string }): Promise<Buffer> {
  const writer = createPdfWriter(language, { Title: document.title(language), Subject: T.subject[language] });
  const { title, section, row, legalText, paragraph } = writer;
  const both = <T>(render: (language: Language) => T) => ({ en: render('en'), es: render('es') });
  title(document.title(language), document.about(language));
  if (renderingOf) paragraph(T.englishRendering[language](renderingOf.language, renderingOf.filename), 10);

  section(T.parentSection[language]);
  writeParentAnswers(writer, document.part, language);

  section(T.recordsConsentSection[language]);
  legalText(both(document.recordsConsent));

  const authorization = both(document.authorization);
  section(authorization[language].title);
  authorization.en.sections.forEach((english, index) => legalText({ en: english.text, es: authorization.es.sections[index]!.text }));

  section(T.signatureSection[language]);
  legalText(both((reader) => document.intent(reader, document.signerName)));
  row(T.signedBy[language], document.signerName);
  row(T.signedAt[language], moment(document.signedAt));
  return writer.finish();
}

export const renderSignedParentPart = (facts: SignedPartFacts, language: Language, renderingOf?: { language: Language; filename: string }) =>
  renderSignedDocument(
    {
      title: (reader) => T.title[reader](facts.claimNumber),
      about: (reader) => T.about[reader](facts.studentName, facts.schoolName, facts.tpaName),
      recordsConsent: electronicRecordsConsent,
      authorization: (reader) => parentAuthorization(reader, facts),
      intent: signatureIntent,
      part: facts.part,
      signerName: facts.signerName,
      signedAt: facts.signedAt,
    },
    language,
    renderingOf,
  );

// How a signer was identified, as claim_signatures.identified_by names it.
export const IDENTIFIED_BY = ['LINK_AND_BIRTH_DATE', 'SEASON_AUTHORIZATION', 'SIGNED_IN'] as const;

// The claim PDF's last page: the evidence of each signature the claim stands on.
export function writeSignatureCertificate(writer: PdfWriter, signatures: readonly Signature[], language: Language) {
  const { section, row, paragraph } = writer;
  writer.newPage();
  writer.title(T.certificateTitle[language]);
  paragraph(T.certificateAbout[language], 9);
  for (const signature of signatures) {
    section(`${T[`role${signature.role}`][language]}: ${signature.signer_name}`);
    row(T.email[language], signature.signer_email);
    row(T.identifiedBy[language], T[`identified${IDENTIFIED_BY.find((way) => way === signature.identified_by) ?? 'SIGNED_IN'}`][language]);
    row(T.signedAt[language], moment(signature.signed_at));
    // One signature agrees to several texts, often of the same version: each version is named once.
    const versions = new Set([signature.records_consent_version, signature.authorization_version, signature.intent_version].filter(Boolean));
    row(T.texts[language], [...versions].join(', '));
    row(T.ip[language], signature.ip);
    row(T.userAgent[language], signature.user_agent);
    row(T.digest[language], signature.document_sha256);
  }
}

