import { CLOSED_TPA_STATUSES, deleteSchoolSchema, deleteStudentSchema } from '@claims/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../domain/clock.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { pageArgsSchema } from '../../domain/paging.ts';
import { parseId, parseInput } from '../../domain/parse-input.ts';
import { requireAdmin, type Actor } from '../auth/actor.ts';
import type { MailFiles } from '../mail/mail.files.ts';
import type { FileStore } from '../uploads/file-store.ts';
import { certificatePdf } from './data-deletion.pdf.ts';
import * as repo from './data-deletion.repo.ts';

const pageSchema = z.object(pageArgsSchema('dataExports').shape);

// Deletion for good (issue 39 item 4, ADR 042): by an admin, of a student on the district's request or of
// a whole school at contract end, and by the maintenance loop of closed claims past a school's retention.
export function createDataDeletionService({ db, clock, log, fileStore, mailFiles }: { db: Db; clock: Clock; log: FastifyBaseLogger; fileStore: FileStore; mailFiles: MailFiles }) {
  const logged = (row: repo.Certificate) => {
    log.info({ event: 'records-destroyed', certificateId: row.id, kind: row.kind, counts: row.counts }, 'records deleted for good');
    return row;
  };

  // The .eml copies of the e-mails about the records (a server without SMTP) go once the rows have: a
  // deletion that fails keeps them with the rows.
  const destroy = async (target: repo.DeletionTarget, certificate: repo.NewCertificate) => {
    const { row, mailIds } = await db.transaction(async (tx) => {
      const destroyed = await repo.destroyRecords(tx, fileStore, target, certificate.requested_by ?? null);
      return { row: await repo.insertCertificate(tx, { ...certificate, counts: destroyed.counts, chain_heads: destroyed.chainHeads }), mailIds: destroyed.mailIds };
    });
    const mailFilesRemoved = await mailFiles.removeOf(mailIds);
    if (mailFilesRemoved > 0) log.info({ event: 'mail-files-destroyed', certificateId: row.id, count: mailFilesRemoved }, 'copies of e-mails about deleted records removed');
    return logged(row);
  };

  return {
    async deleteStudent(actor: Actor | null, studentIdParam: string, input: unknown) {
      const admin = requireAdmin(actor);
      const { reference } = parseInput(deleteStudentSchema, input ?? {});
      const schoolName = await repo.schoolNameOfStudent(db, parseId(studentIdParam));
      if (schoolName === undefined) throw new DomainError('NOT_FOUND', 'not_found');
      return destroy({ studentIds: [parseId(studentIdParam)] }, { kind: 'STUDENT', subject: `A student of ${schoolName}`, reference, requested_by: admin.userId, requested_by_name: await repo.userName(db, admin.userId) });
    },

    async deleteSchool(actor: Actor | null, schoolIdParam: string, input: unknown) {
      const admin = requireAdmin(actor);
      const { reference, confirmName } = parseInput(deleteSchoolSchema, input ?? {});
      const name = await repo.schoolName(db, parseId(schoolIdParam));
      if (name === undefined) throw new DomainError('NOT_FOUND', 'not_found');
      if (confirmName.trim() !== name.trim()) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { confirmName: 'CONFIRM_NAME_MISMATCH' } });
      return destroy({ schoolIds: [parseId(schoolIdParam)] }, { kind: 'SCHOOL', subject: name, reference, requested_by: admin.userId, requested_by_name: await repo.userName(db, admin.userId) });
    },

    // Closed claims past their school's retention, a school at a time (repo.claimsPastRetention).
    async purgeRetention() {
      for (const school of await repo.claimsPastRetention(db, clock(), CLOSED_TPA_STATUSES)) {
        const done = await db.transaction(async (tx) => {
          const { counts, mailIds, chainHeads } = await repo.destroyRecords(tx, fileStore, { claimIds: school.claim_ids }, null);
          // another server's purge took these claims first: nothing to certify twice
          if (counts.claims === 0) return null;
          const row = await repo.insertCertificate(tx, { kind: 'RETENTION', subject: school.name, reference: "Closed claims past the school's retention", requested_by: null, requested_by_name: null, counts, chain_heads: chainHeads });
          return { row, mailIds };
        });
        if (done) {
          await mailFiles.removeOf(done.mailIds);
          logged(done.row);
        }
      }
    },

    async certificates(actor: Actor | null, args: unknown) {
      requireAdmin(actor);
      return repo.pageCertificates(db, parseInput(pageSchema, args ?? {}));
    },

    async certificatePdf(actor: Actor | null, idParam: string) {
      requireAdmin(actor);
      const certificate = await repo.findCertificate(db, parseId(idParam));
      if (!certificate) throw new DomainError('NOT_FOUND', 'not_found');
      return certificatePdf(certificate);
    },
  };
}

export type DataDeletionService = ReturnType<typeof createDataDeletionService>;
