import { claimDocumentLabel, type ClaimDocumentKind, TPA_LANGUAGE } from '@claims/shared';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { PageArgs } from '../../domain/paging.ts';
import { claims, claimsEmailLogs } from '../claims/claims.schema.ts';
import { users } from '../users/users.schema.ts';
import { disclosures, type DisclosureBasis } from './disclosures.schema.ts';

type Executor = Db | Tx;

export type DeliveredEmail = {
  emailLogId: string;
  claimId: string;
  changeLogId: string;
  kind: 'CLAIM' | 'SUPPLEMENT';
  recipient: string;
  sentAt: Date;
  sentBy: string | null;
  claimPdf: string;
  documents: readonly { kind: ClaimDocumentKind; filename: string }[];
  byLink: boolean;
  basis: DisclosureBasis;
};

// The disclosure an e-mail the TPA received makes, in the transaction that records it DELIVERED: once per
// e-mail; one of a submission the TPA already received is a resend.
export async function recordDelivery(tx: Tx, email: DeliveredEmail) {
  const [earlier] = await tx
    .select({ n: count() })
    .from(claimsEmailLogs)
    .where(and(eq(claimsEmailLogs.claims_change_log_id, email.changeLogId), eq(claimsEmailLogs.status, 'DELIVERED'), ne(claimsEmailLogs.id, email.emailLogId)));
  const byLink = email.byLink ? ' (by download link)' : '';
  await tx
    .insert(disclosures)
    .values({
      student_id: sql`(select student_id from ${claims} where id = ${email.claimId})`,
      claim_id: email.claimId,
      email_log_id: email.emailLogId,
      recipient: email.recipient,
      kind: Number(earlier?.n ?? 0) > 0 ? 'RESEND' : email.kind,
      items: [`Claim form (${email.claimPdf})`, ...email.documents.map((document) => `${claimDocumentLabel(document, TPA_LANGUAGE)}${byLink}`)],
      disclosed_at: email.sentAt,
      disclosed_by: email.sentBy,
      basis: email.basis,
    })
    .onConflictDoNothing({ target: disclosures.email_log_id });
}

// Each opening of the TPA's link shows it the claim's summary: a disclosure of its own (ADR 027).
export async function recordTpaLinkView(
  tx: Tx,
  view: { tpaLinkId: string; claimId: string; studentId: string; recipient: string; viewedAt: Date; basis: DisclosureBasis },
) {
  await tx.insert(disclosures).values({
    student_id: view.studentId,
    claim_id: view.claimId,
    tpa_link_id: view.tpaLinkId,
    recipient: view.recipient,
    kind: 'TPA_LINK_VIEW',
    items: TPA_LINK_VIEW_ITEMS,
    disclosed_at: view.viewedAt,
    disclosed_by: null,
    basis: view.basis,
  });
}

const TPA_LINK_VIEW_ITEMS = ["The claim's summary on the TPA's link page: student's name, claim number, school, date of injury, sport, policy number, status"];

const listColumns = {
  id: disclosures.id,
  claim_id: disclosures.claim_id,
  claim_number: claims.claim_number,
  recipient: disclosures.recipient,
  kind: disclosures.kind,
  items: disclosures.items,
  disclosed_at: disclosures.disclosed_at,
  disclosed_by_name: sql<string | null>`case when ${users.id} is null then null else ${users.first_name} || ' ' || ${users.last_name} end`,
  basis: disclosures.basis,
};

// Newest first; a deleted claim's disclosures stay listed.
const selectForStudent = (db: Executor, studentId: string) =>
  db
    .select(listColumns)
    .from(disclosures)
    .innerJoin(claims, eq(claims.id, disclosures.claim_id))
    .leftJoin(users, eq(users.id, disclosures.disclosed_by))
    .where(eq(disclosures.student_id, studentId))
    .orderBy(desc(disclosures.disclosed_at), desc(disclosures.id));

export async function pageForStudent(db: Executor, studentId: string, page: PageArgs) {
  const [total] = await db.select({ n: count() }).from(disclosures).where(eq(disclosures.student_id, studentId));
  const items = await selectForStudent(db, studentId).offset(page.offset).limit(page.limit);
  return { items, total: Number(total?.n ?? 0) };
}

export const listForStudent = (db: Executor, studentId: string) => selectForStudent(db, studentId);
export type DisclosureRow = Awaited<ReturnType<typeof listForStudent>>[number];
