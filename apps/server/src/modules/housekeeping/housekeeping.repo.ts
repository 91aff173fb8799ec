import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { textArray } from '../../db/sql-arrays.ts';

// The rows housekeeping deletes (ADR 053), each kind by the condition that makes a row pure transport or
// dead state; nothing here is a record a person or a deletion certificate reads.
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

// Deletes up to `limit` rows of the table that meet the condition; their number.
async function deleteSome(tx: Tx, table: string, condition: SQL, limit: number) {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`delete from ${sql.identifier(table)} where id in (select id from ${sql.identifier(table)} where ${condition} limit ${limit}) returning id`),
  );
  return rows.length;
}

// A person's e-mail, sent before `before`: its content is gone already (ADR 032) and nothing reads a sent
// row. A FAILED row stays: a season campaign counts it as the guardian's bounce.
export const deleteSentMail = (tx: Tx, before: Date, limit: number) => deleteSome(tx, 'mail_outbox', sql`status = 'SENT' and sent_at < ${at(before)}`, limit);

// Sessions ended before `before`: expired, revoked, or idle since `idleBefore` (idle past the sign-in's
// limit, a session is refused however far away its expiry is).
export const deleteEndedSessions = (tx: Tx, before: Date, idleBefore: Date, limit: number) =>
  deleteSome(tx, 'sessions', sql`expires_at < ${at(before)} or revoked_at < ${at(before)} or last_seen_at < ${at(idleBefore)}`, limit);

export const deleteEndedSignInCodes = (tx: Tx, before: Date, limit: number) =>
  deleteSome(tx, 'two_factor_codes', sql`expires_at < ${at(before)} or consumed_at < ${at(before)}`, limit);

export const deleteEndedDevices = (tx: Tx, before: Date, limit: number) =>
  deleteSome(tx, 'remembered_devices', sql`expires_at < ${at(before)} or revoked_at < ${at(before)}`, limit);

// Password reset, confirmation and invitation links used or expired before `before`: a dead link's page
// answers the same whether its row is there or not. A coach invitation's link stays with its invitation.
export const deleteEndedPasswordLinks = (tx: Tx, before: Date, limit: number) =>
  deleteSome(
    tx,
    'password_tokens',
    sql`(expires_at < ${at(before)} or used_at < ${at(before)}) and not exists (select 1 from coach_invitations invitation where invitation.token_id = password_tokens.id)`,
    limit,
  );

// Which of these bucket object keys a stored file or a district export names, or a deletion already
// waits on.
export async function objectKeysInUse(tx: Tx, keys: readonly string[]) {
  if (keys.length === 0) return new Set<string>();
  const rows = rowsOf<{ key: string }>(
    await tx.execute(sql`select object_key as key from stored_files where object_key = any(${textArray(keys)})
      union select object_key from data_exports where object_key = any(${textArray(keys)})
      union select object_key from stored_object_deletions where object_key = any(${textArray(keys)})`),
  );
  return new Set(rows.map((row) => row.key));
}

// Large objects kept in the database that no export names, last written before `before` (an export's
// worker stopped mid-zip): up to `limit` of them, all their parts. Their number.
export async function deleteOrphanObjectParts(tx: Tx, before: Date, limit: number) {
  const rows = rowsOf<{ key: string }>(
    await tx.execute(sql`delete from stored_object_parts where object_key in (
        select object_key from stored_object_parts group by object_key having max(created_at) < ${at(before)}
        except select object_key from data_exports where object_key is not null
        limit ${limit})
      returning object_key as key`),
  );
  return new Set(rows.map((row) => row.key)).size;
}
