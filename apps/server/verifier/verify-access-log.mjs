#!/usr/bin/env node
// Checks a school data export's access log offline (ADR 052): run `node verify-access-log.mjs` in the
// folder the zip was unpacked to, or give that folder as an argument. Node.js 18 or later, nothing to install.
// It walks each school's chain in access-log-chain.csv: every link must follow the one before (seq + 1, its
// prev_hash the previous hash) and hash its own fields; every link not tombstoned by a deletion for good must
// name an event of access-log.csv whose content hashes to its content_hash (when the row lists all the event
// named: chain_complete). Exit code 0 when every chain holds, 1 naming the first break.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = process.argv[2] ?? '.';
const GENESIS = '0'.repeat(64);

// RFC 4180 with the export's BOM and CRLF; a cell the export guarded against spreadsheet formulas (a
// leading ' before = + - @ tab or CR) is read back without the '.
function readCsv(name) {
  const text = readFileSync(join(folder, name), 'utf8').replace(/^\uFEFF/, '');
  const rows = [];
  let row = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    endCell();
    rows.push(row);
  }
  const [header, ...body] = rows;
  const unguard = (value) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);
  return body.map((cells) => Object.fromEntries(header.map((key, index) => [key, unguard(cells[index] ?? '')])));
}

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
const escape = (value) => value.replaceAll('\\', '\\\\').replaceAll('\n', '\\n').replaceAll('\r', '\\r');
const ids = (value) => (value === '' ? [] : value.split(' ')).map((id) => id.toLowerCase()).sort().join(',');

// The canonical text of ADR 052: 15 lines joined by LF.
const canonical = (e) =>
  [
    'access-event/v1', e.event_id, e.at, e.user_id, e.link, e.link_id, e.action, e.resource,
    ids(e.student_ids), ids(e.claim_ids), ids(e.document_ids), ids(e.incident_ids), ids(e.school_ids), e.ip, e.user_agent,
  ]
    .map(escape)
    .join('\n');

const events = new Map(readCsv('access-log.csv').map((row) => [row.event_id, row]));
const chains = new Map();
for (const link of readCsv('access-log-chain.csv')) {
  if (!chains.has(link.school_id)) chains.set(link.school_id, []);
  chains.get(link.school_id).push(link);
}

const linked = new Set();
let recomputed = 0;
let linkOnly = 0;
const fail = (school, seq, eventId, reason) => {
  process.stdout.write(`BROKEN: school ${school}, seq ${seq}, event ${eventId ?? '-'}: ${reason}\n`);
  process.exit(1);
};
for (const [school, links] of chains) {
  links.sort((a, b) => Number(a.seq) - Number(b.seq));
  let seq = 0;
  let hash = GENESIS;
  for (const link of links) {
    if (Number(link.seq) !== seq + 1) fail(school, seq + 1, null, 'SEQ_GAP (a link is missing)');
    if (link.prev_hash !== hash || link.hash !== sha256(`${school}:${link.seq}:${link.prev_hash}:${link.content_hash}`)) fail(school, link.seq, link.event_id, 'HASH_MISMATCH');
    linked.add(link.event_id);
    if (link.tombstoned !== 'true') {
      const event = events.get(link.event_id);
      if (!event) fail(school, link.seq, link.event_id, 'EVENT_REMOVED (not in access-log.csv)');
      if (event.chain_complete === 'true') {
        if (sha256(canonical(event)) !== link.content_hash) fail(school, link.seq, link.event_id, 'CONTENT_CHANGED');
        recomputed++;
      } else linkOnly++;
    }
    seq = Number(link.seq);
    hash = link.hash;
  }
  process.stdout.write(`Intact: school ${school}, ${links.length} links, head #${seq} ${hash}\n`);
}
const newer = [...events.keys()].filter((id) => !linked.has(id));
process.stdout.write(
  `${recomputed} events' content hashed again; ${linkOnly} named other schools' records too (their links checked); ${newer.length} stored while the export was made, after its chain was read (not covered)\n`,
);
