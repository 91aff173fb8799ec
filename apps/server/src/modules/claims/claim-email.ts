import { toDisplayDate, type Language } from '@claims/shared';
import type { ClaimDocument } from './claims.repo.ts';

// A TPA is an English-speaking business and the form it gets is the claim record it processes: its e-mail
// and PDF are English whoever submits (ADR 020).
export const TPA_LANGUAGE: Language = 'en';

// The TPA's delivery method names which of its addresses takes claims.
export function recipientOf(tpa: ClaimDocument['tpa']): string | null {
  const address = tpa.delivery_method === 'ELECTRONIC_EMAIL' ? tpa.electronic_claims_email_address : tpa.claims_email_address;
  return address?.trim() || null;
}

// The e-mail a TPA receives for a claim; the e-mail log viewer shows the same rendering.
export function claimEmailOf(document: ClaimDocument) {
  const { claim, school, link, submitter } = document;
  const isUpdate = claim.changes_log !== null && Object.keys(claim.changes_log).length > 0;
  const subject = `${isUpdate ? 'Updated claim' : 'New claim'} ${claim.claim_number} from ${school.name}`;
  const text = [
    `${isUpdate ? 'An updated' : 'A new'} student accident claim has been submitted.`,
    '',
    `Claim number: ${claim.claim_number}`,
    `School: ${school.name}`,
    `Policy number: ${link.policy_number ?? '-'}`,
    `Date of injury: ${toDisplayDate(claim.injury_date)}`,
    `Submitted by: ${submitter.first_name} ${submitter.last_name} (${submitter.email_address}) on ${toDisplayDate(claim.submitted_to_tpa_at)}`,
    '',
    'The claim form is attached as a PDF. It holds the student\'s personal and medical information: keep it confidential.',
  ].join('\n');
  return { subject, text, filename: `claim-${claim.claim_number}.pdf` };
}
