import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from '../../domain/metrics.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain/domain-error.ts';
import type { Actor } from '../auth/actor.ts';
import type { Upload } from '../uploads/read-upload.ts';
import { commitImport, previewsFreshSince, requireImportSchool } from './imports.ts';
import { readOneRosterBundle, type OneRosterBundle, type OneRosterStudent } from './oneroster-bundle.ts';
import * as onerosterRepo from './oneroster-import.repo.ts';
import { MAX_REPORTED_ERRORS, PREVIEW_ROWS } from './students-import.service.ts';
import * as importRepo from './students-import.repo.ts';

const guardianName = ({ parents_info: parent }: OneRosterStudent) => [parent?.first_name, parent?.last_name].filter(Boolean).join(' ') || null;

// This school's active OneRoster students the commit would deactivate: those the file withdraws and, for a
// full file, those it does not list (the commit's rule, oneroster-import.repo.ts).
function deactivatingOf(bundle: OneRosterBundle, active: string[]) {
  const listed = new Set(bundle.students.map((student) => student.sourced_id));
  const withdrawn = new Set(bundle.withdrawn);
  return active.filter((id) => withdrawn.has(id) || (bundle.users_mode === 'bulk' && !listed.has(id))).length;
}

type SchoolState = { remembered: string | null; active: string[] };

// What the screen shows of a bundle: which school and file kind, the counts (with whom it deactivates, and
// whether it is another org than last time, before anyone presses Import), the first students, the errors.
function previewOf(bundle: OneRosterBundle, school: SchoolState) {
  return {
    version: bundle.version,
    users_mode: bundle.users_mode,
    org: bundle.org,
    org_changed: school.remembered !== null && school.remembered !== bundle.org.sourced_id,
    // the org of the last import, when this file does not have it at all (another district's or system's
    // export): a different warning than a file where another of its schools was picked
    previous_org_missing: school.remembered !== null && !bundle.school_orgs.includes(school.remembered) ? school.remembered : null,
    students: bundle.students.length,
    demographics_missing: !bundle.has_demographics,
    deactivating: deactivatingOf(bundle, school.active),
    error_rows: new Set(bundle.errors.map((error) => `${error.file}:${error.row}`)).size,
    errors: bundle.errors.slice(0, MAX_REPORTED_ERRORS),
    preview: bundle.students.slice(0, PREVIEW_ROWS).map((student) => ({
      row: student.row,
      sourced_id: student.sourced_id,
      academic_id: student.academic_id,
      first_name: student.first_name,
      last_name: student.last_name,
      date_of_birth: student.date_of_birth,
      guardian: guardianName(student),
    })),
  };
}

// OneRoster roster import (ADR 029): the preview reads the bundle and keeps its students until the user
// confirms; a bundle with any error is refused whole (no import id).
export function createOneRosterImportService({ db, log, metrics }: { db: Db; log: FastifyBaseLogger; metrics: Metrics }) {
  return {
    // `read` reads the form and calls `beforeFile` with the fields sent before the file (school_id first),
    // before reading the file: a request that would be refused never makes the server buffer the zip.
    async preview(actor: Actor | null, read: (beforeFile: (fields: Record<string, string>) => Promise<void>) => Promise<Upload>) {
      const { fields, file } = await read(async (fieldsBeforeFile) => {
        await requireImportSchool(db, actor, fieldsBeforeFile.school_id ?? '');
      });
      const { school, actor: signedIn } = await requireImportSchool(db, actor, fields.school_id ?? '');
      if (!file) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { file: 'INVALID_VALUE' } });
      const stored = await onerosterRepo.findSchoolSourcedIds(db, school.id);
      const bundle = readOneRosterBundle(
        file.data,
        { org: fields.org || null, remembered: school.sis_org_sourced_id },
        new Set(stored.map((student) => student.sourced_id!)),
      );
      const active = stored.filter((student) => student.is_active).map((student) => student.sourced_id!);
      const preview = previewOf(bundle, { remembered: school.sis_org_sourced_id, active });
      log.info(
        { event: 'oneroster-import-preview', schoolId: school.id, version: bundle.version, mode: bundle.users_mode, students: bundle.students.length, errors: bundle.errors.length },
        'OneRoster import previewed',
      );
      if (bundle.errors.length) return { import_id: null, ...preview };

      const importId = randomUUID();
      const rows: importRepo.TemporalStudent[] = bundle.students.map((student) => ({
        import_id: importId,
        school_id: school.id,
        row_number: student.row,
        sis_source_id: student.sourced_id,
        academic_id: student.academic_id,
        first_name: student.first_name,
        last_name: student.last_name,
        gender: student.gender,
        date_of_birth: student.date_of_birth,
        email_address: student.email_address,
        primary_phone: student.primary_phone,
        // OneRoster has no address: a new student's is empty until the school fills it in
        address_1: '',
        city: '',
        postal_code: '',
        country: 'United States',
        parents_info: student.parents_info,
        created_by: signedIn.userId,
      }));
      await db.transaction(async (tx) => {
        await importRepo.deleteStalePreviews(tx, previewsFreshSince());
        await onerosterRepo.insertPreview(
          tx,
          { import_id: importId, school_id: school.id, org_sourced_id: bundle.org.sourced_id, users_mode: bundle.users_mode, withdrawn: bundle.withdrawn, students: rows.length },
          rows,
        );
      });
      return { import_id: importId, ...preview };
    },

    // All of a preview in one transaction; the counts say what changed (all zero for the same files again).
    commit: (actor: Actor | null, schoolId: string, input: unknown) =>
      commitImport({ db, log, metrics, kind: 'oneroster', event: 'oneroster-imported', commitPreview: onerosterRepo.commitPreview, tables: onerosterRepo.COMMITTED_TABLES }, actor, schoolId, input),
  };
}

export type OneRosterImportService = ReturnType<typeof createOneRosterImportService>;
