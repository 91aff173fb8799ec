import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { parseId, parseInput } from '../../domain/parse-input.ts';
import { requireSchoolAccess, type Actor } from '../auth/actor.ts';
import { findSchoolFlags } from './students.repo.ts';

// What both student imports (a CSV, a OneRoster bundle) share: who may import, and the commit of a preview.

// Admins, and the school's own users where the school allows imports.
export async function requireImportSchool(db: Db, actor: Actor | null, schoolId: string) {
  const school = await findSchoolFlags(db, parseId(schoolId));
  if (!school) throw new DomainError('NOT_FOUND', 'not_found');
  const signedIn = requireSchoolAccess(actor, school.id);
  if (signedIn.role !== 'admin' && !school.allow_students_import) throw new DomainError('FORBIDDEN', 'forbidden');
  return { school, actor: signedIn };
}

type CommitDeps<T> = {
  db: Db;
  log: FastifyBaseLogger;
  event: string;
  // the whole preview into the school in the given transaction; null when the preview is not there
  commitPreview: (tx: Tx, importId: string, schoolId: string) => Promise<T | null>;
};

// A preview imported in one transaction; an unknown, used or other school's preview is IMPORT_NOT_FOUND.
export async function commitImport<T extends Record<string, number>>({ db, log, event, commitPreview }: CommitDeps<T>, actor: Actor | null, schoolId: string, input: unknown) {
  const { school, actor: signedIn } = await requireImportSchool(db, actor, schoolId);
  const { importId } = parseInput(z.object({ importId: z.uuid('IMPORT_NOT_FOUND') }), input);
  const result = await db.transaction((tx) => commitPreview(tx, importId, school.id));
  if (!result) throw new DomainError('IMPORT_NOT_FOUND', 'not_found');
  const counts: Record<string, unknown> = { ...result };
  log.info({ event, schoolId: school.id, ...counts, by: signedIn.userId }, 'students imported');
  return result;
}
