import { CLOSED_TPA_STATUSES, deleteSchoolSchema, deleteStudentSchema, DELETION_COUNT_LABELS, DELETION_COUNTS, DELETION_KIND_LABELS } from '@claims/shared';
import { desc, count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { rowsOf, type Db } from '../../db/client.ts';
import type { Clock } from '../../domain/clock.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { pageArgsSchema } from '../../domain/paging.ts';
import { parseId, parseInput } from '../../domain/parse-input.ts';
import { createPdfWriter } from '../../domain/pdf-writer.ts';
import { requireAdmin, type Actor } from '../auth/actor.ts';
import { deletionCertificates } from './data-deletion.schema.ts';
import { destroyRecords, insertCertificate, type DeletionTarget } from './data-deletion.repo.ts';

type Certificate = typeof deletionCertificates.$inferSelect;

const pageSchema = z.object(pageArgsSchema('dataExports').shape);
const METHOD =
  'Rows deleted from the database in one transaction (PostgreSQL DELETE); stored files deleted with them. Each file was sealed under a data key of its own (AES-256-GCM), deleted with the file: a copy in a backup opens for no one once the backups of the keys expire (NIST SP 800-88 Rev. 1, cryptographic erase). Database backups age out on the operator\'s backup schedule.';

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
  writer.section('How');
  writer.paragraph(METHOD, 9);
  writer.section('What is kept');
  writer.paragraph(
    'This certificate, which names no student. The TPAs hold what was disclosed to them under their own obligations; the disclosure records kept here went with the records they described (34 CFR 99.32 asks for them only while the education records are kept).',
    9,
  );
  return writer.finish();
}

// Deletion for good (issue 39 item 4, ADR 042): by an admin, of a student on the district's request or of
// a whole school at contract end, and by the maintenance loop of closed claims past a school's retention.
export function createDataDeletionService({ db, clock, log }: { db: Db; clock: Clock; log: FastifyBaseLogger }) {
  const nameOf = async (userId: string) =>
    rowsOf<{ name: string }>(await db.execute(sql`select trim(first_name || ' ' || last_name) as name from users where id = ${userId}`))[0]?.name ?? null;

  const logged = (row: Certificate) => {
    log.info({ event: 'records-destroyed', certificateId: row.id, kind: row.kind, counts: row.counts }, 'records deleted for good');
    return row;
  };

  const destroy = async (target: DeletionTarget, certificate: Omit<typeof deletionCertificates.$inferInsert, 'counts'>) =>
    logged(await db.transaction(async (tx) => insertCertificate(tx, { ...certificate, counts: await destroyRecords(tx, target) })));

  return {
    async deleteStudent(actor: Actor | null, studentIdParam: string, input: unknown) {
      const admin = requireAdmin(actor);
      const { reference } = parseInput(deleteStudentSchema, input ?? {});
      const [student] = rowsOf<{ school_name: string }>(
        await db.execute(sql`select sc.name as school_name from students s join schools sc on sc.id = s.school_id where s.id = ${parseId(studentIdParam)}`),
      );
      if (!student) throw new DomainError('NOT_FOUND', 'not_found');
      return destroy({ studentIds: [parseId(studentIdParam)] }, { kind: 'STUDENT', subject: `A student of ${student.school_name}`, reference, requested_by: admin.userId, requested_by_name: await nameOf(admin.userId) });
    },

    async deleteSchool(actor: Actor | null, schoolIdParam: string, input: unknown) {
      const admin = requireAdmin(actor);
      const { reference, confirmName } = parseInput(deleteSchoolSchema, input ?? {});
      const [school] = rowsOf<{ name: string }>(await db.execute(sql`select name from schools where id = ${parseId(schoolIdParam)}`));
      if (!school) throw new DomainError('NOT_FOUND', 'not_found');
      if (confirmName.trim() !== school.name.trim()) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { confirmName: 'CONFIRM_NAME_MISMATCH' } });
      return destroy({ schoolIds: [parseId(schoolIdParam)] }, { kind: 'SCHOOL', subject: school.name, reference, requested_by: admin.userId, requested_by_name: await nameOf(admin.userId) });
    },

    // Each school's closed claims (closed by its TPA, or deleted) untouched for longer than its retention.
    async purgeRetention() {
      const due = rowsOf<{ school_id: string; name: string; claim_ids: string[] }>(
        await db.execute(sql`select c.school_id, s.name, array_agg(c.id) as claim_ids from claims c join schools s on s.id = c.school_id
          where s.retention_years is not null
            and (c.deleted_at is not null or c.tpa_status in (${sql.join(CLOSED_TPA_STATUSES.map((status) => sql`${status}`), sql`, `)}))
            and coalesce(c.tpa_reported_at, c.updated_at) < ${clock()}::timestamptz - make_interval(years => s.retention_years)
          group by c.school_id, s.name`),
      );
      for (const school of due) {
        const row = await db.transaction(async (tx) => {
          const counts = await destroyRecords(tx, { claimIds: school.claim_ids });
          // another server's purge took these claims first: nothing to certify twice
          if (counts.claims === 0) return null;
          return insertCertificate(tx, { kind: 'RETENTION', subject: school.name, reference: "Closed claims past the school's retention", requested_by: null, requested_by_name: null, counts });
        });
        if (row) logged(row);
      }
    },

    async certificates(actor: Actor | null, args: unknown) {
      requireAdmin(actor);
      const page = parseInput(pageSchema, args ?? {});
      const [items, [total]] = await Promise.all([
        db.select().from(deletionCertificates).orderBy(desc(deletionCertificates.performed_at), desc(deletionCertificates.id)).offset(page.offset).limit(page.limit),
        db.select({ value: count() }).from(deletionCertificates),
      ]);
      return { items, total: total?.value ?? 0 };
    },

    async certificatePdf(actor: Actor | null, idParam: string) {
      requireAdmin(actor);
      const [certificate] = await db.select().from(deletionCertificates).where(sql`${deletionCertificates.id} = ${parseId(idParam)}`);
      if (!certificate) throw new DomainError('NOT_FOUND', 'not_found');
      return certificatePdf(certificate);
    },
  };
}

export type DataDeletionService = ReturnType<typeof createDataDeletionService>;
