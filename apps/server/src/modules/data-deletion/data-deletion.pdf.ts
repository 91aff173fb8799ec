import { DELETION_COUNT_LABELS, DELETION_COUNTS, DELETION_KIND_LABELS } from '@claims/shared';
import { createPdfWriter } from '../../domain/pdf-writer.ts';
import type { Certificate } from './data-deletion.repo.ts';

// The certificate of a deletion for good as the district receives it (ADR 042): what, how many, how, and
// what is kept.
const METHOD =
  'Rows deleted from the database in one transaction (PostgreSQL DELETE); stored files deleted with them (a file kept in object storage leaves its bucket within a maintenance interval after the transaction commits, ADR 043). Each file was sealed under a data key of its own (AES-256-GCM), deleted with the file: a copy in a backup opens for no one once the backups of the keys expire (NIST SP 800-88 Rev. 1, cryptographic erase). Database backups age out on the operator\'s backup schedule.';

export async function certificatePdf(certificate: Certificate) {
  const writer = createPdfWriter('en', { Title: 'Certificate of data destruction', Subject: certificate.subject });
  writer.title('Certificate of data destruction', `Certificate ${certificate.id}`, `Performed ${certificate.performed_at.toISOString()} (UTC)`);
  writer.section('What was destroyed');
  writer.row('Request', DELETION_KIND_LABELS[certificate.kind].en);
  writer.row('Subject', certificate.subject);
  writer.row("District's reference", certificate.reference);
  writer.row('Requested by', certificate.requested_by_name ?? 'The retention schedule of the school');
  writer.section('Records destroyed');
  for (const key of DELETION_COUNTS) writer.row(DELETION_COUNT_LABELS[key], String(certificate.counts[key] ?? 0));
  writer.section('Access log after the deletion');
  writer.paragraph(
    "The access log chains the deletion touched, as they stood right after it (ADR 052): the school, the last link's number and its hash. The removed events' links stay as tombstones, so each chain still verifies; a later verification naming these links intact shows the log was not rewritten since.",
    9,
  );
  for (const head of certificate.chain_heads) writer.row(head.school, `#${head.seq} ${head.hash}`);
  writer.section('How');
  writer.paragraph(METHOD, 9);
  writer.section('What is kept');
  writer.paragraph(
    'This certificate, which names no student. The TPAs hold what was disclosed to them under their own obligations; the disclosure records kept here went with the records they described (34 CFR 99.32 asks for them only while the education records are kept).',
    9,
  );
  return writer.finish();
}
