import { toCsv } from '../../domain/csv.ts';
import type { Db } from '../../db/client.ts';
import { pageArgsSchema } from '../../domain/paging.ts';
import { parseId, parseInput } from '../../domain/parse-input.ts';
import { noteAccess } from '../../domain/access-trail.ts';
import { requireActor, requireSchoolAccess, type Actor } from '../auth/actor.ts';
import { findStudent } from '../students/students.repo.ts';
import * as repo from './disclosures.repo.ts';
import { notFoundOrForbidden } from '../../db/record-school.ts';
import { students } from '../students/students.schema.ts';

const pageSchema = pageArgsSchema('disclosures');

// The words of each basis in the CSV, as the school's record keeps them (the page has its own, translated).
const BASIS_TEXT: Record<repo.DisclosureRow['basis'], string> = {
  PARENT_AUTHORIZATION: "Parent's signed authorization",
  SCHOOL_CLAIM: "School's claim under its student accident policy",
};

// A student's disclosure record (34 CFR 99.32): the staff of the student's school and admins read it.
// Staff by name; with no one signed in, the TPA opened its link, or the parent's signature sent the claim.
const disclosedBy = (row: { disclosed_by_name: string | null; kind: string }) =>
  row.disclosed_by_name ?? (row.kind === 'TPA_LINK_VIEW' ? 'The TPA, by its link' : 'The parent, by signing');

export function createDisclosuresService({ db }: { db: Db }) {
  async function requireStudent(actor: Actor | null, studentIdParam: string) {
    requireActor(actor);
    const studentId = parseId(studentIdParam);
    const student = await findStudent(db, studentId);
    if (!student) throw await notFoundOrForbidden(db, students, studentId);
    requireSchoolAccess(actor, student.school_id);
    return student;
  }

  return {
    async pageForStudent(actor: Actor | null, studentId: string, page: { offset?: number; limit?: number }) {
      const student = await requireStudent(actor, studentId);
      noteAccess(actor?.trail, { action: 'VIEW', resource: 'DISCLOSURES', schoolIds: [student.school_id], studentIds: [student.id] });
      return repo.pageForStudent(db, student.id, parseInput(pageSchema, page));
    },

    async csvForStudent(actor: Actor | null, studentId: string) {
      const student = await requireStudent(actor, studentId);
      const rows = await repo.listForStudent(db, student.id);
      noteAccess(actor?.trail, { action: 'EXPORT', resource: 'DISCLOSURES', schoolIds: [student.school_id], studentIds: [student.id] });
      return toCsv(
        ['Disclosed at', 'Claim number', 'Recipient', 'Sent as', 'What was disclosed', 'By', 'Basis'],
        rows.map((row) => [row.disclosed_at.toISOString(), row.claim_number, row.recipient, row.kind, row.items.join('; '), disclosedBy(row), BASIS_TEXT[row.basis]]),
      );
    },
  };
}

export type DisclosuresService = ReturnType<typeof createDisclosuresService>;
