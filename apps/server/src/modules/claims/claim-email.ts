import { claimDocumentLabel, LIMITS, toDisplayDate, type ClaimDocumentKind, TPA_LANGUAGE } from '@claims/shared';
import type { ClaimDocument } from './claims.repo.ts';

// The TPA's delivery method names which of its addresses takes claims.
export function recipientOf(tpa: ClaimDocument['tpa']): string | null {
  const address = tpa.delivery_method === 'ELECTRONIC_EMAIL' ? tpa.electronic_claims_email_address : tpa.claims_email_address;
  return address?.trim() || null;
}

export const claimPdfFilename = (claimNumber: number) => `claim-${claimNumber}.pdf`;

// What an e-mail carries besides the claim PDF: a CLAIM e-mail every document of the claim, a SUPPLEMENT
// the documents added after it. They are attached, or when together they are more than the TPA takes,
// reached by one download link (ADR 021).
export type CarriedDocuments = {
  kind: 'CLAIM' | 'SUPPLEMENT';
  documents: readonly { kind: ClaimDocumentKind; filename: string }[];
  link: string | null;
};

export const documentsGoByLink = (documents: readonly { size: number }[], maxAttachmentBytes: number) =>
  documents.reduce((total, document) => total + document.size, 0) > maxAttachmentBytes;

function documentsPart({ documents, link }: CarriedDocuments) {
  if (documents.length === 0) return [];
  const list = documents.map((document) => `- ${claimDocumentLabel(document, TPA_LANGUAGE)}`);
  if (!link) return ['', `Documents attached (${documents.length}):`, ...list];
  return [
    '',
    `Documents (${documents.length}), too large to attach: download them all as one zip file within ${LIMITS.DOCUMENTS_LINK_DAYS} days at`,
    link,
    ...list,
  ];
}

// Where the TPA reports on the claim, with no account (ADR 027); null in the log viewer's rendering of an
// e-mail that carried none (sent before the links, or not yet rendered for sending).
export type TpaLinkOfEmail = { url: string; expiresAt: Date } | null;

const tpaLinkPart = (tpaLink: TpaLinkOfEmail) =>
  tpaLink
    ? [
        '',
        `Acknowledge this claim, give your own claim number and tell the school its status (received, information requested, closed) at the link below, with no account, until ${toDisplayDate(tpaLink.expiresAt.toISOString().slice(0, 10))}. The link is for this claim only: do not forward it.`,
        tpaLink.url,
      ]
    : [];

// The e-mail a TPA receives for a claim; the e-mail log viewer shows the same rendering. It is an updated
// claim only to a TPA that received an earlier version (claims.repo.ts tpaHasEarlierVersion): to a TPA the
// claim has just moved to, it is new, whatever changed before.
export function claimEmailOf(document: ClaimDocument, carried: CarriedDocuments, tpaLink: TpaLinkOfEmail, tpaHasEarlierVersion: boolean) {
  const { claim, school, link, submitter } = document;
  const details = [
    `Claim number: ${claim.claim_number}`,
    `School: ${school.name}`,
    `Policy number: ${link.policy_number ?? '-'}`,
    `Date of injury: ${toDisplayDate(claim.injury_date)}`,
  ];
  const confidential = "It holds the student's personal and medical information: keep it confidential.";
  if (carried.kind === 'SUPPLEMENT') {
    return {
      subject: `Supplemental documents for claim ${claim.claim_number} from ${school.name}`,
      text: [
        `Supplemental documents have been submitted for a student accident claim you already have. They belong to claim ${claim.claim_number}.`,
        '',
        ...details,
        ...documentsPart(carried),
        '',
        `The claim form is attached again as a PDF for reference. ${confidential}`,
        ...tpaLinkPart(tpaLink),
      ].join('\n'),
      filename: claimPdfFilename(claim.claim_number),
    };
  }
  const isUpdate = tpaHasEarlierVersion;
  const subject = `${isUpdate ? 'Updated claim' : 'New claim'} ${claim.claim_number} from ${school.name}`;
  const text = [
    `${isUpdate ? 'An updated' : 'A new'} student accident claim has been submitted.`,
    '',
    ...details,
    `Submitted by: ${submitter.first_name} ${submitter.last_name} (${submitter.email_address}) on ${toDisplayDate(claim.submitted_to_tpa_at)}`,
    '',
    `The claim form is attached as a PDF. ${confidential}`,
    ...documentsPart(carried),
    ...tpaLinkPart(tpaLink),
  ].join('\n');
  return { subject, text, filename: claimPdfFilename(claim.claim_number) };
}
