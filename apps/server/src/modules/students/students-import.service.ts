import { randomUUID } from 'node:crypto';
import {
  missingStudentImportColumns,
  parseDisplayDate,
  usStateLabel,
  validateStudentCsvRow,
  type ErrorKey,
  type ParentInfoWire,
  type Gender,
} from '@claims/shared';
import type { FastifyBaseLogger } from 'fastify';
import Papa from 'papaparse';
import type { Metrics } from '../../domain/metrics.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../domain/domain-error.ts';
import type { Actor } from '../auth/actor.ts';
import { listProviders } from '../providers/providers.repo.ts';
import { commitImport, previewsFreshSince, requireImportSchool } from './imports.ts';
import * as importRepo from './students-import.repo.ts';

type Row = Record<string, string>;
// Who the row is about, so a long file's errors can be found by name or STUDENT_ID, not only by row number.
type RowStudent = { student_id: string | null; first_name: string | null; last_name: string | null };
export type ImportRowError = RowStudent & { row: number; column: string; key: ErrorKey };

// A preview shows its first rows and errors (both imports).
export const PREVIEW_ROWS = 50;
export const MAX_REPORTED_ERRORS = 1000;

// UTF-8 only (with or without a byte-order mark): anything else is refused rather than imported garbled.
function decode(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    throw new DomainError('CSV_ENCODING', 'invalid');
  }
}

function parseCsv(data: Buffer): Row[] {
  const text = decode(data);
  if (text.trim() === '') throw new DomainError('CSV_EMPTY', 'invalid');
  const parsed = Papa.parse<Row>(text, { header: true, skipEmptyLines: 'greedy', transformHeader: (header) => header.trim().toUpperCase() });
  const missing = missingStudentImportColumns(parsed.meta.fields ?? []);
  if (missing.length) throw new DomainError('CSV_MISSING_COLUMNS', 'invalid', { columns: missing });
  if (parsed.data.length === 0) throw new DomainError('CSV_EMPTY', 'invalid');
  return parsed.data;
}

const cell = (row: Row, column: string) => {
  const value = (row[column] ?? '').trim();
  return value === '' ? null : value;
};

function parentOf(row: Row): ParentInfoWire | null {
  const parent = {
    first_name: cell(row, 'PARENT_FIRST_NAME'),
    last_name: cell(row, 'PARENT_LAST_NAME'),
    address_1: cell(row, 'PARENT_ADDRESS1'),
    address_2: cell(row, 'PARENT_ADDRESS2'),
    city: cell(row, 'PARENT_CITY'),
    state_prov: usStateLabel(cell(row, 'PARENT_STATE')),
    postal_code: cell(row, 'PARENT_POSTAL'),
    employer_name: cell(row, 'EMPLOYER_NAME'),
    employer_phone: cell(row, 'EMPLOYER_PHONE'),
  };
  return Object.values(parent).some((value) => value !== null) ? { ...parent, country: 'United States' } : null;
}

export function createStudentsImportService({ db, log, metrics }: { db: Db; log: FastifyBaseLogger; metrics: Metrics }) {
  return {
    // Reads the file, reports every bad row by row number, student, column and key, and keeps the good rows in the
    // temporary tables until the user confirms the import.
    async preview(actor: Actor | null, schoolId: string, upload: { data: Buffer } | undefined) {
      const { school, actor: signedIn } = await requireImportSchool(db, actor, schoolId);
      if (!upload) throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { file: 'INVALID_VALUE' } });
      const rows = parseCsv(upload.data);
      const insurers = new Map((await listProviders(db, { includeInactive: false })).map((insurer) => [insurer.name.trim().toLowerCase(), insurer]));
      const importId = randomUUID();
      const errors: ImportRowError[] = [];
      const seenIds = new Map<string, number>();
      const temporal: importRepo.TemporalStudent[] = [];
      const temporalProviders: importRepo.TemporalProvider[] = [];
      const preview: (RowStudent & { row: number; birthdate: string | null; insurance: string; is_other_provider: boolean })[] = [];

      rows.forEach((row, index) => {
        const rowNumber = index + 2; // the header is row 1
        const studentId = cell(row, 'STUDENT_ID');
        const student: RowStudent = { student_id: studentId, first_name: cell(row, 'FIRST_NAME'), last_name: cell(row, 'LAST_NAME') };
        const rowErrors: ImportRowError[] = validateStudentCsvRow(row).map((error) => ({ row: rowNumber, ...student, ...error }));
        const key = studentId?.toLowerCase();
        if (key && seenIds.has(key)) rowErrors.push({ row: rowNumber, ...student, column: 'STUDENT_ID', key: 'CSV_DUPLICATE_STUDENT_ID' });
        else if (key) seenIds.set(key, rowNumber);
        if (rowErrors.length) {
          errors.push(...rowErrors);
          return;
        }
        const id = randomUUID();
        // An insurer not in the catalogue is kept as Other with the name the school gave.
        const insuranceName = cell(row, 'INSURANCE_NAME')!;
        const insurer = insurers.get(insuranceName.toLowerCase());
        temporal.push({
          id,
          import_id: importId,
          school_id: school.id,
          row_number: rowNumber,
          academic_id: studentId,
          first_name: cell(row, 'FIRST_NAME')!,
          last_name: cell(row, 'LAST_NAME')!,
          // checked against the wire genders by the row rules above
          gender: cell(row, 'GENDER')!.toUpperCase() as Gender,
          date_of_birth: parseDisplayDate(cell(row, 'BIRTHDATE')!)!,
          email_address: cell(row, 'EMAIL'),
          primary_phone: cell(row, 'PHONE'),
          address_1: cell(row, 'ADDRESS1')!,
          address_2: cell(row, 'ADDRESS2'),
          city: cell(row, 'CITY')!,
          state_prov: usStateLabel(cell(row, 'STATE')),
          country: 'United States',
          postal_code: cell(row, 'POSTAL')!,
          parents_info: parentOf(row),
          created_by: signedIn.userId,
        });
        temporalProviders.push({
          temporal_student_id: id,
          insurance_provider_id: insurer?.id ?? null,
          is_other_provider: !insurer,
          provider_name: insurer ? null : insuranceName,
          insurance_member_id: cell(row, 'MEMBER_ID'),
          insurance_group_id: cell(row, 'GROUP_ID'),
          phone: cell(row, 'INS_PHONE'),
        });
        if (preview.length < PREVIEW_ROWS) {
          preview.push({
            row: rowNumber,
            ...student,
            birthdate: cell(row, 'BIRTHDATE'),
            insurance: insurer?.name ?? insuranceName,
            is_other_provider: !insurer,
          });
        }
      });

      await db.transaction(async (tx) => {
        await importRepo.deleteStalePreviews(tx, previewsFreshSince());
        await importRepo.insertTemporalRows(tx, temporal, temporalProviders);
      });
      const errorRows = new Set(errors.map((error) => error.row)).size;
      log.info({ event: 'students-import-preview', schoolId: school.id, rows: rows.length, valid: temporal.length, errorRows }, 'student import previewed');
      return {
        import_id: importId,
        total_rows: rows.length,
        valid_rows: temporal.length,
        error_rows: errorRows,
        errors: errors.slice(0, MAX_REPORTED_ERRORS),
        preview,
      };
    },

    // Imports every valid row of a preview at once: a student whose id exists in the school is updated,
    // the others are created, each with the file's insurance as primary.
    commit: (actor: Actor | null, schoolId: string, input: unknown) =>
      commitImport({ db, log, metrics, kind: 'csv', event: 'students-imported', commitPreview: importRepo.commitPreview, tables: importRepo.COMMITTED_TABLES }, actor, schoolId, input),
  };
}

export type StudentsImportService = ReturnType<typeof createStudentsImportService>;
