import { LIMITS, type Language } from '@claims/shared';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { forSchools, narrowLinkScope } from '../../db/school-scope.ts';
import type { Clock } from '../../domain/clock.ts';
import { DomainError } from '../../domain/domain-error.ts';
import { hashToken, newToken } from './secrets.ts';

// A token is 32 bytes in base64url (43 characters); anything else is not worth a database read.
export const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

// A link e-mailed to a family: a claim's parent link (ADR 023) or a season campaign's (ADR 049). Only the
// token's hash is kept; the student's birth date opens a page session, whose secret is hashed the same way.
export type FamilyLink = {
  // the e-mail's language, which the link's pages speak
  language: Language;
  expires_at: Date;
  failed_checks: number;
  access_hash: string | null;
  used_at?: Date | null;
  revoked_at?: Date | null;
};

type Executor = Db | Tx;

// Why a known link no longer opens, in a page of the e-mail's language: the family may open it on another
// phone, whose language says nothing of theirs. The token proved the link reached them.
export const linkProblem = (code: 'LINK_USED' | 'LINK_EXPIRED' | 'LINK_LOCKED' | 'NOT_AWAITING_PARENT', link: Pick<FamilyLink, 'language'>) =>
  new DomainError(code, 'conflict', { language: link.language });

// The rules such a link follows, whichever table keeps it: what it answers while it stands, the page
// session the right birth date opens, and the lock wrong ones close. The token is looked up with the
// school of the link's record, to which the rest of the request is narrowed (ADR 051).
export function familyLinkSessions<Link extends FamilyLink & { school_id: string }>(clock: Clock, findByTokenHash: (executor: Executor, tokenHash: string) => Promise<Link | undefined>) {
  // The link as it stands, or why it does not: a used one is done, one replaced by a newer one reads as
  // expired, and too many wrong birth dates lock it.
  function standing<Standing extends FamilyLink>(link: Standing) {
    if (link.used_at) throw linkProblem('LINK_USED', link);
    if (link.revoked_at || link.expires_at.getTime() <= clock().getTime()) throw linkProblem('LINK_EXPIRED', link);
    if (link.failed_checks >= LIMITS.PARENT_LINK_CHECKS_MAX) throw linkProblem('LINK_LOCKED', link);
    return link;
  }

  // Unknown and tampered links are NOT_FOUND, like any unknown page.
  async function usable(executor: Executor, token: unknown) {
    const parsed = tokenSchema.safeParse(token);
    if (!parsed.success) throw new DomainError('NOT_FOUND', 'not_found');
    const link = await findByTokenHash(executor, hashToken(parsed.data));
    if (!link) throw new DomainError('NOT_FOUND', 'not_found');
    await narrowLinkScope(executor, forSchools([link.school_id]));
    return standing(link);
  }

  // The page session: the secret the right birth date gave, sent back with each request.
  async function session(executor: Executor, token: unknown, access: unknown) {
    const link = await usable(executor, token);
    const parsedAccess = tokenSchema.safeParse(access);
    if (!parsedAccess.success || !link.access_hash || link.access_hash !== hashToken(parsedAccess.data)) {
      throw new DomainError('NOT_AUTHENTICATED', 'unauthenticated');
    }
    return link;
  }

  // The birth date proves the link reached the family. A wrong one is counted in one statement, so guesses
  // sent in parallel all count, and the last allowed one locks the link; the right one opens a session.
  async function answerBirthDate(link: Link, matches: boolean, steps: { countFailed: () => Promise<number>; onFailed: (failed: number) => void; saveAccess: (accessHash: string) => Promise<void> }) {
    if (!matches) {
      const failed = await steps.countFailed();
      steps.onFailed(failed);
      if (failed >= LIMITS.PARENT_LINK_CHECKS_MAX) throw linkProblem('LINK_LOCKED', link);
      // the family is told how many tries are left before the link locks
      throw new DomainError('VALIDATION_FAILED', 'invalid', { fields: { birth_date: 'BIRTH_DATE_MISMATCH' }, tries_left: LIMITS.PARENT_LINK_CHECKS_MAX - failed });
    }
    const access = newToken();
    await steps.saveAccess(hashToken(access));
    return { access };
  }

  return { standing, usable, session, answerBirthDate };
}
