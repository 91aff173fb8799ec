import {
  CLAIM_ANSWERS,
  CLAIM_AUTHORIZATION_TEXT,
  claimAnswerText,
  fraudNoticesFor,
  genderLabel,
  hasAddressLines,
  toDisplayDate,
} from '@claims/shared';
import PDFDocument from 'pdfkit';
import type { ClaimDocument } from './claims.repo.ts';

const joinedWith = (separator: string) => (...parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim()).join(separator);
const joined = joinedWith(', ');
const spaced = joinedWith(' ');
type Address = { address_1?: string | null; address_2?: string | null; city?: string | null; state_prov?: string | null; postal_code?: string | null; country?: string | null };
const addressOf = (address: Address) =>
  hasAddressLines(address) ? joined(address.address_1, address.address_2, address.city, address.state_prov, address.postal_code, address.country) : '';

const MARGIN = 50;
const LABEL_WIDTH = 170;

// The claim as the TPA receives it: every wizard section, the authorisation and signature block, and
// the fraud notices for the school's state. Standard PDF fonts only, so it renders the same anywhere.
export function renderClaimPdf(document: ClaimDocument): Promise<Buffer> {
  const { claim, student, school, link, tpa, submitter, insurance } = document;
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `Claim ${claim.claim_number}`, Subject: 'Student accident claim', Creator: 'School Claims' },
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

  pdf.font('Helvetica-Bold').fontSize(16).text('Student Accident Claim', MARGIN, MARGIN, { width });
  pdf.font('Helvetica').fontSize(10).text(`Claim number ${claim.claim_number}`, { width });
  pdf.text(`Submitted ${toDisplayDate(claim.submitted_to_tpa_at)} by ${submitter.first_name} ${submitter.last_name} (${submitter.email_address})`, { width });

  section('School and claims administrator');
  row('School', school.name);
  row('School address', joined(school.address_1, school.address_2, school.city, school.state, school.postal_code));
  row('Claims administrator (TPA)', `${tpa.name} (${tpa.code})`);
  row('Policy number', link.policy_number);
  row('Group number', link.tpa_identifier);

  section('Student');
  row('Name', `${student.first_name} ${student.last_name}`);
  row('Student ID', student.academic_id);
  row('Date of birth', toDisplayDate(student.date_of_birth));
  row('Gender', genderLabel(student.gender));
  row('Address', addressOf(claim.student_address));
  row('Email', student.email_address);
  row('Phone', student.primary_phone);

  section('Parent or guardian');
  const parent = claim.parent_info;
  if (parent && Object.entries(parent).some(([field, value]) => field !== 'country' && value)) {
    row('Name', spaced(parent.first_name, parent.last_name));
    row('Address', addressOf(parent));
    row('Employer', parent.employer_name);
    row('Employer phone', parent.employer_phone);
  } else {
    paragraph('No parent or guardian information was given.', 9);
  }

  section('Insurance');
  if (insurance.length === 0) paragraph('The student has no other insurance.', 9);
  insurance.forEach((entry, index) => {
    row(index === 0 ? 'Primary insurance' : `Additional insurance ${index}`, entry.is_other_provider ? entry.provider_name : entry.insurer_name);
    row('Member ID', entry.insurance_member_id);
    row('Group number', entry.insurance_group_id);
    row('Phone', entry.phone);
  });

  section('Claim information');
  for (const answer of CLAIM_ANSWERS) row(answer.label.en, claimAnswerText(answer.format, claim[answer.field]));

  section('Authorization and signature');
  for (const text of CLAIM_AUTHORIZATION_TEXT) paragraph(text.en);
  row('Signed electronically by', `${submitter.first_name} ${submitter.last_name}`);
  row('Date signed', toDisplayDate(claim.submitted_to_tpa_at));

  section('Fraud notices');
  for (const notice of fraudNoticesFor(school.state)) {
    pdf.font('Helvetica-Bold').fontSize(9).text(notice.heading.en, MARGIN, undefined, { width });
    paragraph(notice.text.en);
  }

  pdf.end();
  return done;
}
