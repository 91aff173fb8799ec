import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { PROGRAM_CHAIN_ID, walkChain, type CanonicalEvent, type ChainLink, type ChainVerdict } from '../../domain/access-chain.ts';

// Reading the access log's chains (ADR 052): the application only reads them and asks the database to
// chain what is waiting; the database writes them.

const PAGE = 1000;

type LinkRow = Omit<ChainLink, 'event' | 'seq'> & { seq: string | number } & { [K in keyof CanonicalEvent as `e_${K}`]: CanonicalEvent[K] | null };

// One page of a chain in order of seq, each link with its event as the canonical text reads it.
async function linksAfter(db: Db, schoolId: string, afterSeq: number, upToSeq: number, limit: number): Promise<ChainLink[]> {
  const rows = rowsOf<LinkRow>(
    await db.execute(sql`select l.seq, l.event_id, l.content_hash, l.prev_hash, l.hash, l.tombstoned,
      e.id as e_id, to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as e_at, e.user_id as e_user_id, e.link as e_link, e.link_id as e_link_id,
      e.action as e_action, e.resource as e_resource, e.student_ids as e_student_ids, e.claim_ids as e_claim_ids, e.document_ids as e_document_ids,
      e.incident_ids as e_incident_ids, e.school_ids as e_school_ids, e.ip as e_ip, e.user_agent as e_user_agent
      from access_chain_links l left join access_events e on e.id = l.event_id
      where l.school_id = ${schoolId} and l.seq > ${afterSeq} and l.seq <= ${upToSeq} order by l.seq limit ${limit}`),
  );
  return rows.map((row) => ({
    seq: Number(row.seq),
    event_id: row.event_id,
    content_hash: row.content_hash,
    prev_hash: row.prev_hash,
    hash: row.hash,
    tombstoned: row.tombstoned,
    event: row.e_id
      ? {
          id: row.e_id,
          at: row.e_at!,
          user_id: row.e_user_id,
          link: row.e_link,
          link_id: row.e_link_id,
          action: row.e_action!,
          resource: row.e_resource!,
          student_ids: row.e_student_ids ?? [],
          claim_ids: row.e_claim_ids ?? [],
          document_ids: row.e_document_ids ?? [],
          incident_ids: row.e_incident_ids ?? [],
          school_ids: row.e_school_ids ?? [],
          ip: row.e_ip,
          user_agent: row.e_user_agent,
        }
      : null,
  }));
}

export async function chainHead(db: Db, schoolId: string) {
  const [row] = rowsOf<{ seq: string | number; hash: string }>(await db.execute(sql`select seq, hash from access_chain_heads where school_id = ${schoolId}`));
  return row ? { seq: Number(row.seq), hash: row.hash } : null;
}

// Events a call of the chaining step takes at most: a backlog is chained in steps of this many. Small,
// because the embedded database runs a statement on the server's own thread, which serves no request
// meanwhile.
const CHAIN_STEP = 500;

// Appends the links of every event stored and not yet chained (ADR 052): the database's own function,
// which runs one step at a time whichever process calls it. Run on a schedule, and before the chains are
// read to be verified or exported. Answers how many events it chained.
export async function chainPendingEvents(db: Db) {
  let chained = 0;
  for (;;) {
    const [row] = rowsOf<{ taken: number }>(await db.execute(sql`select access_chain_flush(${CHAIN_STEP}) as taken`));
    chained += row!.taken;
    if (row!.taken < CHAIN_STEP) return chained;
  }
}

// An event of the school's that no link of its chain names and that is not waiting to be chained: written
// while the chain's trigger was off, or taken off the waiting list by hand.
async function unchainedEvent(db: Db, schoolId: string) {
  const names = schoolId === PROGRAM_CHAIN_ID ? sql`cardinality(e.school_ids) = 0` : sql`e.school_ids @> array[${schoolId}::uuid]`;
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`select e.id from access_events e where ${names}
      and not exists (select 1 from access_chain_links l where l.event_id = e.id and l.school_id = ${schoolId})
      and not exists (select 1 from access_chain_pending p where p.event_id = e.id) limit 1`),
  );
  return row?.id;
}

export async function verifyChain(db: Db, schoolId: string, pageSize = PAGE): Promise<ChainVerdict> {
  await chainPendingEvents(db);
  // the chain as far as its head when the walk starts: links appended meanwhile are the next walk's
  const head = await chainHead(db, schoolId);
  const verdict = await walkChain(schoolId, (afterSeq) => linksAfter(db, schoolId, afterSeq, head?.seq ?? 0, pageSize), head);
  if (verdict.broken) return verdict;
  const unchained = await unchainedEvent(db, schoolId);
  return unchained ? { ...verdict, broken: { seq: null, eventId: unchained, reason: 'UNCHAINED_EVENT' } } : verdict;
}

// Every chain there is, the program's included: a school's first event waiting to be chained included.
export async function chainIds(db: Db) {
  await chainPendingEvents(db);
  return rowsOf<{ school_id: string }>(await db.execute(sql`select school_id from access_chain_heads order by school_id`)).map((row) => row.school_id);
}
