import { ACCESS_ACTION_LABELS, ACCESS_LINK_LABELS, ACCESS_RESOURCE_LABELS, accessLogFilterSchema } from '@claims/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { toCsv } from '../../domain/csv.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { pageArgsSchema } from '../../domain/paging.ts';
import { parseId, parseInput } from '../../domain/parse-input.ts';
import { requireAdmin, requireSchoolAccess, type Actor } from '../auth/actor.ts';
import { findStudent } from '../students/students.repo.ts';
import { findUser } from '../users/users.repo.ts';
import { chainPendingEvents, verifyChain } from './access-chain.repo.ts';
import * as read from './access-log.repo.ts';
import { notFoundOrForbidden } from '../../db/record-school.ts';
import { students } from '../students/students.schema.ts';

const argsSchema = z.object({ ...pageArgsSchema('accessLog').shape, filter: accessLogFilterSchema.default({}) });

// A spreadsheet of the log holds at most this many events, newest first: a narrower period for more.
export const ACCESS_LOG_CSV_MAX_ROWS = 100_000;

const who = (row: read.AccessEventRow) => row.user_name ?? (row.link ? ACCESS_LINK_LABELS[row.link].en : 'Unknown');

const toAccessCsv = (rows: readonly read.AccessEventRow[]) =>
  toCsv(
    ['At (UTC)', 'Who', 'E-mail', 'Action', 'What', 'Students', 'Claims', 'Claim numbers', 'Documents', 'Address', 'Browser'],
    rows.map((row) => [
      row.at.toISOString(),
      who(row),
      row.user_email,
      ACCESS_ACTION_LABELS[row.action].en,
      ACCESS_RESOURCE_LABELS[row.resource].en,
      row.student_count,
      row.claim_count,
      row.claim_numbers.join(' '),
      row.document_count,
      row.ip,
      row.user_agent,
    ]),
  );

// Who looked at a student's records (issue 39): the staff of the student's school and admins read the
// student's log; a person's whole report is for admins.
export function createAccessLogService({ db }: { db: Db }) {
  async function studentScope(actor: Actor | null, studentIdParam: string): Promise<read.AccessScope> {
    const studentId = parseId(studentIdParam);
    const student = await findStudent(db, studentId);
    if (!student) throw await notFoundOrForbidden(db, students, studentId);
    const signedIn = requireSchoolAccess(actor, student.school_id);
    return { studentId: student.id, ...(signedIn.role === 'admin' ? {} : { schoolIds: signedIn.schoolIds }) };
  }

  async function userScope(actor: Actor | null, userIdParam: string): Promise<read.AccessScope> {
    requireAdmin(actor);
    const user = await findUser(db, parseId(userIdParam));
    if (!user) throw new DomainError('NOT_FOUND', 'not_found');
    return { userId: user.id };
  }

  const page = async (scope: read.AccessScope, args: unknown) => {
    const { filter, offset, limit } = parseInput(argsSchema, args);
    return read.pageEvents(db, scope, filter, { offset, limit });
  };
  const csv = async (scope: read.AccessScope, filter: unknown) =>
    toAccessCsv(await read.listEvents(db, scope, parseInput(accessLogFilterSchema, filter ?? {}), ACCESS_LOG_CSV_MAX_ROWS));

  return {
    pageForStudent: async (actor: Actor | null, studentId: string, args: unknown) => page(await studentScope(actor, studentId), args),
    csvForStudent: async (actor: Actor | null, studentId: string, filter: unknown) => csv(await studentScope(actor, studentId), filter),
    peopleForStudent: async (actor: Actor | null, studentId: string) => read.peopleOf(db, await studentScope(actor, studentId)),
    pageForUser: async (actor: Actor | null, userId: string, args: unknown) => page(await userScope(actor, userId), args),
    csvForUser: async (actor: Actor | null, userId: string, filter: unknown) => csv(await userScope(actor, userId), filter),
    // A school's chain walked end to end (ADR 052), or the program's (PROGRAM_CHAIN_ID): admins only, as the
    // chain covers events a school's staff may not read (those naming other schools too).
    verifyChain: async (actor: Actor | null, schoolId: string) => {
      requireAdmin(actor);
      return verifyChain(db, parseId(schoolId));
    },
    // Background work that reads the chains (the district export): every event stored until now chained.
    chainPending: () => chainPendingEvents(db),
  };
}

export type AccessLogService = ReturnType<typeof createAccessLogService>;
