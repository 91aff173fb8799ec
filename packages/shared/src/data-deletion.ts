import { z } from 'zod';
import { INVALID_VALUE_ERROR } from './errors.ts';
import type { Translated } from './languages.ts';

// Certified deletion (issue 39 item 4, ADR 042): a student on the district's request, a whole school at
// contract end, or a school's closed claims past its retention, destroyed for good with a certificate.

export const DELETION_KINDS = ['STUDENT', 'SCHOOL', 'RETENTION'] as const;
export type DeletionKind = (typeof DELETION_KINDS)[number];

export const DELETION_KIND_LABELS: Record<DeletionKind, Translated> = {
  STUDENT: { en: 'A student, on request', es: 'Un estudiante, a petición' },
  SCHOOL: { en: 'A school, at contract end', es: 'Una escuela, al terminar el contrato' },
  RETENTION: { en: 'Closed claims past retention', es: 'Reclamaciones cerradas fuera del plazo de conservación' },
};

// What a certificate counts, in the order it lists them.
export const DELETION_COUNTS = [
  'students',
  'insurance_records',
  'claims',
  'claim_changes',
  'incidents',
  'claim_emails',
  'signatures',
  'parent_links',
  'season_campaigns',
  'guardian_requests',
  'season_authorizations',
  'tpa_links',
  'disclosures',
  'documents',
  'stored_files',
  'stored_bytes',
  'access_events_removed',
  'access_events_redacted',
  'users',
  'sessions',
  'pending_emails',
  'rate_limit_counters',
  'queued_jobs',
  'school_records',
] as const;
export type DeletionCount = (typeof DELETION_COUNTS)[number];

export const DELETION_COUNT_LABELS: Record<DeletionCount, string> = {
  students: 'Student records',
  insurance_records: "Students' insurance records",
  claims: 'Claims (with their statements and parent parts)',
  claim_changes: 'Claim change records',
  incidents: 'Incident reports (with their history)',
  claim_emails: 'Claim e-mail records to TPAs',
  signatures: 'Signatures and their evidence',
  parent_links: "Parents' links",
  season_campaigns: 'Season campaigns',
  guardian_requests: "Guardians' season requests (their links, and the students each asked about)",
  season_authorizations: 'Season authorizations signed by guardians (with their insurance card photos)',
  tpa_links: "TPAs' links",
  disclosures: 'Disclosure records',
  documents: 'Claim documents and drafts',
  stored_files: 'Stored files (documents, PDFs as sent, signed parts, dashboard files, exports)',
  stored_bytes: 'Bytes of stored files',
  access_events_removed: 'Access log events removed',
  access_events_redacted: 'Access log events that named other records too, with these removed',
  users: 'Staff accounts',
  sessions: 'Sessions, sign-in codes, remembered devices and password links',
  pending_emails: 'E-mails waiting to be sent',
  rate_limit_counters: 'Attempt counters',
  queued_jobs: 'Queued background jobs',
  school_records: "The school's own records (settings, dashboard, notes, policies, imports, exports)",
};

// The district's reference for the request (its ticket or letter), written on the certificate; and, for a
// school, its name typed again, as the confirmation of an act that cannot be undone.
export const deleteStudentSchema = z.object({ reference: z.string(INVALID_VALUE_ERROR).trim().max(200, 'INVALID_VALUE').default('') }, INVALID_VALUE_ERROR);
export const deleteSchoolSchema = deleteStudentSchema.extend({ confirmName: z.string(INVALID_VALUE_ERROR) });
