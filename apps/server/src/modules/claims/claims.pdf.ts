import {
  CLAIM_ANSWERS,
  CLAIM_AUTHORIZATION_TEXT,
  claimDocumentLabel,
  claimAnswerText,
  fraudNoticesFor,
  genderLabel,
  hasAddressLines,
  hasParentInfo,
  STATEMENT_TITLE,
  statementLines,
  toDisplayDate,
  type Language,
} from '@claims/shared';
import type { ClaimDocument } from './claims.repo.ts';
import { CLAIM_PDF_TEXTS as T } from './claims.texts.ts';
import { writeParentAnswers, writeSignatureCertificate } from '../parent-part/parent-part.pdf.ts';
import { PARENT_PDF_TEXTS } from '../parent-part/parent-part.texts.ts';
import { createPdfWriter } from '../../domain/pdf-writer.ts';

const joinedWith = (separator: string) => (...parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim()).join(separator);
const joined = joinedWith(', ');
const spaced = joinedWith(' ');
type Address = { address_1?: string | null; address_2?: string | null; city?: string | null; state_prov?: string | null; postal_code?: string | null; country?: string | null };
const addressOf = (address: Address) =>
  hasAddressLines(address) ? joined(address.address_1, address.address_2, address.city, address.state_prov, address.postal_code, address.country) : '';

// The claim in `language`: every wizard section, the authorisation and signature block, and the fraud
// notices for the school's state, those two in their governing English with, in another language, a
// rendering after each. The TPA's copy is English (ADR 020).
export function renderClaimPdf(document: ClaimDocument, language: Language): Promise<Buffer> {
  const { claim, student, school, link, tpa, submitter, insurance } = document;
  const claimNumber = String(claim.claim_number);
  const writer = createPdfWriter(language, {
    Title: T.documentTitle[language](claimNumber),
    Subject: T.documentSubject[language],
  });
  const { title, section, row, paragraph, heading, legalText } = writer;

  title(
    T.title[language],
    T.claimNumber[language](claimNumber),
    T.submitted[language](toDisplayDate(claim.submitted_to_tpa_at), `${submitter.first_name} ${submitter.last_name}`, submitter.email_address),
  );

  section(T.schoolSection[language]);
  row(T.school[language], school.name);
  row(T.schoolAddress[language], joined(school.address_1, school.address_2, school.city, school.state, school.postal_code));
  row(T.tpa[language], `${tpa.name} (${tpa.code})`);
  row(T.policyNumber[language], link.policy_number);
  row(T.groupNumber[language], link.tpa_identifier);

  section(T.studentSection[language]);
  row(T.name[language], `${student.first_name} ${student.last_name}`);
  row(T.studentId[language], student.academic_id);
  row(T.dateOfBirth[language], toDisplayDate(student.date_of_birth));
  row(T.gender[language], genderLabel(student.gender, language));
  row(T.address[language], addressOf(claim.student_address));
  row(T.email[language], student.email_address);
  row(T.phone[language], student.primary_phone);

  section(T.parentSection[language]);
  const parent = claim.parent_info;
  if (hasParentInfo(parent)) {
    row(T.name[language], spaced(parent.first_name, parent.last_name));
    row(T.address[language], addressOf(parent));
    row(T.employer[language], parent.employer_name);
    row(T.employerPhone[language], parent.employer_phone);
    row(T.email[language], parent.email);
    row(T.phone[language], parent.phone);
  } else {
    paragraph(T.noParent[language], 9);
  }

  section(T.insuranceSection[language]);
  if (insurance.length === 0) paragraph(T.noInsurance[language], 9);
  insurance.forEach((entry, index) => {
    row(index === 0 ? T.primaryInsurance[language] : T.additionalInsurance[language](index), entry.is_other_provider ? entry.provider_name : entry.insurer_name);
    row(T.memberId[language], entry.insurance_member_id);
    row(T.groupNumber[language], entry.insurance_group_id);
    row(T.phone[language], entry.phone);
  });

  section(T.informationSection[language]);
  for (const answer of CLAIM_ANSWERS) row(answer.label[language], claimAnswerText(answer.format, claim[answer.field], language));

  if (claim.official_statement) {
    section(STATEMENT_TITLE[language]);
    for (const line of statementLines(claim.official_statement, language)) row(line.label, line.text);
  }

  section(T.enclosuresSection[language]);
  if (document.documents.length === 0) paragraph(T.noEnclosures[language], 9);
  for (const enclosed of document.documents) paragraph(`- ${claimDocumentLabel(enclosed, language)}`, 9);

  section(T.signatureSection[language]);
  for (const text of CLAIM_AUTHORIZATION_TEXT) legalText(text);
  row(T.signedBy[language], `${submitter.first_name} ${submitter.last_name}`);
  row(T.dateSigned[language], toDisplayDate(claim.submitted_to_tpa_at));

  const parentSignature = document.signatures.find((signature) => signature.role === 'PARENT');
  if (claim.parent_part && parentSignature) {
    section(PARENT_PDF_TEXTS.parentSection[language]);
    writeParentAnswers(writer, claim.parent_part, language);
    row(T.signedBy[language], parentSignature.signer_name);
    row(T.dateSigned[language], toDisplayDate(parentSignature.signed_at.toISOString().slice(0, 10)));
  }

  section(T.fraudSection[language]);
  for (const notice of fraudNoticesFor(school.state)) {
    heading(notice.heading[language]);
    legalText(notice.text);
  }

  if (document.signatures.length > 0) writeSignatureCertificate(writer, document.signatures, language);
  return writer.finish();
}
