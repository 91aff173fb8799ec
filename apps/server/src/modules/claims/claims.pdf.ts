import {
  CLAIM_ANSWERS,
  CLAIM_AUTHORIZATION_TEXT,
  claimDocumentLabel,
  claimAnswerText,
  fraudNoticesFor,
  genderLabel,
  hasAddressLines,
  renderingFor,
  STATEMENT_TITLE,
  statementLines,
  toDisplayDate,
  type Language,
  type Translated,
} from '@claims/shared';
import PDFDocument from 'pdfkit';
import type { ClaimDocument } from './claims.repo.ts';
import { CLAIM_PDF_TEXTS as T } from './claims.texts.ts';

const joinedWith = (separator: string) => (...parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim()).join(separator);
const joined = joinedWith(', ');
const spaced = joinedWith(' ');
type Address = { address_1?: string | null; address_2?: string | null; city?: string | null; state_prov?: string | null; postal_code?: string | null; country?: string | null };
const addressOf = (address: Address) =>
  hasAddressLines(address) ? joined(address.address_1, address.address_2, address.city, address.state_prov, address.postal_code, address.country) : '';

const MARGIN = 50;
const LABEL_WIDTH = 170;

// The claim in `language`: every wizard section, the authorisation and signature block, and the fraud
// notices for the school's state, those two in their governing English with, in another language, a
// rendering after each. The TPA's copy is English (ADR 020). Standard PDF fonts only, so it renders the
// same anywhere.
export function renderClaimPdf(document: ClaimDocument, language: Language): Promise<Buffer> {
  const { claim, student, school, link, tpa, submitter, insurance } = document;
  const claimNumber = String(claim.claim_number);
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    lang: language,
    info: { Title: T.documentTitle[language](claimNumber), Subject: T.documentSubject[language], Creator: 'School Claims' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - MARGIN * 2;

  const section = (title: string) => {
    pdf.moveDown(0.8);
    pdf.font('Helvetica-Bold').fontSize(12).fillColor('#1c3d5a').text(title, MARGIN, undefined, { width });
    const y = pdf.y + 2;
    pdf.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).strokeColor('#9aa5b1').stroke();
    pdf.moveDown(0.4).fillColor('black');
  };
  const row = (label: string, value: string | null | undefined) => {
    const top = pdf.y;
    pdf.font('Helvetica-Bold').fontSize(9).text(label, MARGIN, top, { width: LABEL_WIDTH - 10 });
    const labelBottom = pdf.y;
    pdf.font('Helvetica').fontSize(9).text(value?.trim() ? value : '-', MARGIN + LABEL_WIDTH, top, { width: width - LABEL_WIDTH });
    pdf.y = Math.max(pdf.y, labelBottom) + 2;
  };
  const paragraph = (text: string, size = 8.5) => {
    pdf.font('Helvetica').fontSize(size).text(text, MARGIN, undefined, { width, align: 'justify' });
    pdf.moveDown(0.4);
  };
  const legalText = (text: Translated) => {
    paragraph(text.en);
    const rendering = renderingFor(text, language);
    if (!rendering) return;
    pdf.font('Helvetica-Oblique').fontSize(7.5).fillColor('#52606d').text(rendering.note, MARGIN, undefined, { width });
    paragraph(rendering.text);
    pdf.fillColor('black');
  };

  pdf.font('Helvetica-Bold').fontSize(16).text(T.title[language], MARGIN, MARGIN, { width });
  pdf.font('Helvetica').fontSize(10).text(T.claimNumber[language](claimNumber), { width });
  pdf.text(T.submitted[language](toDisplayDate(claim.submitted_to_tpa_at), `${submitter.first_name} ${submitter.last_name}`, submitter.email_address), { width });

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
  if (parent && Object.entries(parent).some(([field, value]) => field !== 'country' && value)) {
    row(T.name[language], spaced(parent.first_name, parent.last_name));
    row(T.address[language], addressOf(parent));
    row(T.employer[language], parent.employer_name);
    row(T.employerPhone[language], parent.employer_phone);
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

  section(T.fraudSection[language]);
  for (const notice of fraudNoticesFor(school.state)) {
    pdf.font('Helvetica-Bold').fontSize(9).text(notice.heading[language], MARGIN, undefined, { width });
    legalText(notice.text);
  }

  pdf.end();
  return done;
}
