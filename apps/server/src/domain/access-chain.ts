import { createHash } from 'node:crypto';

// The access log's hash chain (ADR 052), as a verifier outside the database computes it: the database
// writes the chain (migration 0048); this recomputes it, and data-exports' verify-access-log.mjs does the
// same from an export's CSV files. The three must agree byte for byte.

// The chain of events that name no school.
export const PROGRAM_CHAIN_ID = '00000000-0000-0000-0000-000000000000';
export const GENESIS_HASH = '0'.repeat(64);

export type CanonicalEvent = {
  id: string;
  // UTC, microseconds: YYYY-MM-DDTHH:MM:SS.ffffffZ (JavaScript's Date keeps only milliseconds)
  at: string;
  user_id: string | null;
  link: string | null;
  link_id: string | null;
  action: string;
  resource: string;
  student_ids: readonly string[];
  claim_ids: readonly string[];
  document_ids: readonly string[];
  incident_ids: readonly string[];
  school_ids: readonly string[];
  ip: string | null;
  user_agent: string | null;
};

const escape = (value: string | null) => (value ?? '').replaceAll('\\', '\\\\').replaceAll('\n', '\\n').replaceAll('\r', '\\r');
// UUIDs in lowercase sort the same by their text as PostgreSQL sorts them by value.
const ids = (list: readonly string[]) => list.map((id) => id.toLowerCase()).sort().join(',');

export const canonicalText = (e: CanonicalEvent) =>
  [
    'access-event/v1',
    e.id,
    e.at,
    e.user_id,
    e.link,
    e.link_id,
    e.action,
    e.resource,
    ids(e.student_ids),
    ids(e.claim_ids),
    ids(e.document_ids),
    ids(e.incident_ids),
    ids(e.school_ids),
    e.ip,
    e.user_agent,
  ]
    .map(escape)
    .join('\n');

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
export const contentHash = (e: CanonicalEvent) => sha256(canonicalText(e));
export const linkHash = (schoolId: string, seq: number, prevHash: string, content: string) => sha256(`${schoolId}:${seq}:${prevHash}:${content}`);

export type ChainLink = { seq: number; event_id: string; content_hash: string; prev_hash: string; hash: string; tombstoned: boolean; event: CanonicalEvent | null };

export const CHAIN_BREAKS = ['CONTENT_CHANGED', 'EVENT_REMOVED', 'HASH_MISMATCH', 'SEQ_GAP', 'HEAD_MISMATCH', 'UNCHAINED_EVENT'] as const;
// seq is null for an event of the school's that has no link and is not waiting to be chained (logged with the
// chain's trigger off, or taken off the waiting list by hand)
export type ChainBreak = { seq: number | null; eventId: string | null; reason: (typeof CHAIN_BREAKS)[number] };
export type ChainVerdict = { events: number; headSeq: number; headHash: string; broken: ChainBreak | null };

// Walks one chain a page at a time, in order of seq: each link must follow the previous one (seq + 1, its
// prev_hash the previous hash), hash its own fields, and (unless certified deletion tombstoned it) match
// its event's content. The last link must be the head. The first break found is the answer.
export async function walkChain(
  schoolId: string,
  pages: (afterSeq: number) => Promise<ChainLink[]>,
  head: { seq: number; hash: string } | null,
): Promise<ChainVerdict> {
  let seq = 0;
  let hash = GENESIS_HASH;
  let events = 0;
  const verdict = (broken: ChainBreak | null): ChainVerdict => ({ events, headSeq: seq, headHash: hash, broken });
  for (;;) {
    const page = await pages(seq);
    if (page.length === 0) break;
    for (const link of page) {
      if (link.seq !== seq + 1) return verdict({ seq: seq + 1, eventId: null, reason: 'SEQ_GAP' });
      if (link.prev_hash !== hash || link.hash !== linkHash(schoolId, link.seq, link.prev_hash, link.content_hash)) return verdict({ seq: link.seq, eventId: link.event_id, reason: 'HASH_MISMATCH' });
      if (!link.tombstoned) {
        if (!link.event) return verdict({ seq: link.seq, eventId: link.event_id, reason: 'EVENT_REMOVED' });
        if (contentHash(link.event) !== link.content_hash) return verdict({ seq: link.seq, eventId: link.event_id, reason: 'CONTENT_CHANGED' });
      }
      seq = link.seq;
      hash = link.hash;
      events += 1;
    }
  }
  if ((head?.seq ?? 0) !== seq || (head?.hash ?? GENESIS_HASH) !== hash) return verdict({ seq: seq + 1, eventId: null, reason: 'HEAD_MISMATCH' });
  return verdict(null);
}
