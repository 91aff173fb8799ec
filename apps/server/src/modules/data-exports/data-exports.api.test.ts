import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SAMPLE_INCIDENT } from '@claims/shared/samples';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { accessEvents, dataExports } from '../../db/schema.ts';
import { pdfDocument, uploadedDocument } from '../../testing/claim-documents.ts';
import { claimPayload, seedClaimSetup, waitForClaimStatus, waitForEmailsSent, type ClaimSetup } from '../../testing/claims.ts';
import { PUBLIC_LINK_LIMITS } from '../../http/public-links.ts';
import { bearer, createUser, insertRoster, sessionFor } from '../../testing/fixtures.ts';
import { multipart } from '../../testing/multipart.ts';
import { signedSeasonAuthorization } from '../../testing/season-consent.ts';
import { createTestApp, graphql, type TestApp } from '../../testing/test-app.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';
import { waitUntil } from '../../testing/wait.ts';
import { EXPORT_FILES } from './data-exports.files.ts';

const ROSTER_SIZE = 5000;

let smtp: TestSmtp;
let testApp: TestApp;
let setup: ClaimSetup;
let claimId: string;
let incidentId: string;
let season: Awaited<ReturnType<typeof signedSeasonAuthorization>>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  testApp = await createTestApp({ smtpUrl: smtp.url, maintenanceIntervalMs: 300 });
  setup = await seedClaimSetup(testApp.db);
  await insertRoster(testApp.db, setup.ids.school, ROSTER_SIZE - 1);
  const submitted = await testApp.app.inject({ method: 'POST', url: '/v1/claims', headers: bearer(setup.tokens.nurse), payload: { data: claimPayload(setup.ids) } });
  claimId = (submitted.json() as { claim_id: string }).claim_id;
  await waitForClaimStatus(testApp.db, claimId, 'DELIVERED');
  await uploadedDocument(testApp, setup.tokens.nurse, { school_id: setup.ids.school, kind: 'ITEMIZED_BILL', claim_id: claimId }, { filename: 'bill june.pdf', data: await pdfDocument() });
  // its supplement e-mail to the TPA is made in the background: sent before the export counts e-mails
  await waitForEmailsSent(testApp.db, claimId, 2);
  // an incident with a return to play and its clearance, and a visitor's
  const report = async (values: Record<string, unknown>) =>
    (await graphql<{ reportIncident: { id: string } }>(testApp, 'mutation ($input: IncidentReportInput!) { reportIncident(input: $input) { id } }', { token: setup.tokens.nurse, variables: { input: { ...SAMPLE_INCIDENT, school_id: setup.ids.school, ...values } } })).body.data!.reportIncident.id;
  incidentId = await report({ person_kind: 'STUDENT', student_id: setup.ids.student });
  await report({ person_kind: 'VISITOR', person_name: 'Dana Fox' });
  await graphql(testApp, `mutation { startReturnToPlay(id: "${incidentId}") { id } }`, { token: setup.tokens.nurse });
  const clearance = multipart({}, { name: 'file', filename: 'clearance.pdf', type: 'application/pdf', data: pdfDocument('Clearance') });
  expect((await testApp.app.inject({ method: 'POST', url: `/v1/incidents/${incidentId}/clearance`, payload: clearance.payload, headers: { ...clearance.headers, ...bearer(setup.tokens.nurse) } })).statusCode).toBe(200);
  // a guardian's season authorization, signed with a card photo (ADR 049)
  season = await signedSeasonAuthorization(testApp, async (email) => (await smtp.waitForMail(email)).text ?? '', { schoolId: setup.ids.school, staffToken: setup.tokens.nurse, studentId: setup.ids.student });
}, 120_000);
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

type ExportItem = { id: string; status: string; steps_done: number; steps_total: number; download_url: string | null; schools: { name: string }[]; requested_by_name: string };

const START = 'mutation($ids: [ID!]!) { startDataExport(schoolIds: $ids) }';
const LIST = '{ dataExports(limit: 100) { total items { id status steps_done steps_total download_url requested_by_name schools { name } } } }';

async function startExport(schoolIds: string[], token = setup.tokens.admin) {
  const { body } = await graphql<{ startDataExport: string }>(testApp, START, { token, variables: { ids: schoolIds } });
  return body;
}

async function exportItem(id: string) {
  const { body } = await graphql<{ dataExports: { items: ExportItem[] } }>(testApp, LIST, { token: setup.tokens.admin });
  return body.data!.dataExports.items.find((item) => item.id === id)!;
}

async function finishedExport(schoolIds: string[]) {
  const id = (await startExport(schoolIds)).data!.startDataExport;
  return waitForStatus(id, 'DONE');
}

async function waitForStatus(id: string, status: string) {
  await waitUntil(`export ${status}`, async () => (await exportItem(id)).status === status);
  return exportItem(id);
}

const csvRows = (data: Uint8Array) => {
  const parsed = Papa.parse<Record<string, string>>(Buffer.from(data).toString('utf8').replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { header: parsed.meta.fields ?? [], rows: parsed.data };
};

// The download as the page makes it: the signed link with the admin's session.
const download = (url: string, token: string | null = setup.tokens.admin, remoteAddress?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {}, ...(remoteAddress ? { remoteAddress } : {}) });

const countOf = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: string | number }>(await testApp.db.execute(query))[0]!.n);

// The sealed object of a finished export, in the database's parts without a bucket (ADR 056).
const objectOf = async (id: string) => {
  const [row] = await testApp.db.select({ key: dataExports.object_key }).from(dataExports).where(eq(dataExports.id, id));
  return row!.key;
};
const objectKept = async (key: string) => (await countOf(sql`select count(*) as n from stored_object_parts where object_key = ${key}`)) > 0;

describe("a school's data export", () => {
  let zip: Record<string, Uint8Array>;
  let zipBytes: Buffer;
  let item: ExportItem;
  let object: string | null;
  let partsBeforeDownload: number;

  beforeAll(async () => {
    item = await finishedExport([setup.ids.school]);
    object = await objectOf(item.id);
    // the download lets go of the object as it ends
    partsBeforeDownload = await countOf(sql`select count(*) as n from stored_object_parts where object_key = ${object}`);
    const response = await download(item.download_url!);
    zipBytes = response.rawPayload;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    zip = unzipSync(response.rawPayload);
  }, 120_000);

  it('showed its progress to the end and names who asked for which school', () => {
    expect(item.steps_total).toBeGreaterThan(EXPORT_FILES.length);
    expect(item.steps_done).toBe(item.steps_total);
    expect(item.schools).toEqual([{ name: 'Lincoln High' }]);
    expect(item.requested_by_name).toBeTruthy();
  });

  it('opens as CSVs whose row counts match the database', async () => {
    const school = setup.ids.school;
    const expected: Record<string, number> = {
      'students.csv': await countOf(sql`select count(*) as n from students where school_id = ${school}`),
      'guardians.csv': await countOf(sql`select (select count(*) from students where school_id = ${school} and parents_info is not null) + (select count(*) from claims where school_id = ${school} and parent_info is not null) as n`),
      'insurance.csv': await countOf(sql`select count(*) as n from students_providers where school_id = ${school}`),
      'claims.csv': await countOf(sql`select count(*) as n from claims where school_id = ${school}`),
      'statements.csv': await countOf(sql`select count(official_statement) + count(parent_part) as n from claims where school_id = ${school}`),
      'claim-changes.csv': await countOf(sql`select count(*) as n from claims_change_logs l join claims c on c.id = l.claim_id where c.school_id = ${school}`),
      'emails-sent.csv': await countOf(sql`select count(*) as n from claims_email_logs l join claims c on c.id = l.claim_id where c.school_id = ${school}`),
      'disclosures.csv': await countOf(sql`select count(*) as n from disclosures d join students s on s.id = d.student_id where s.school_id = ${school}`),
      'users.csv': await countOf(sql`select count(*) as n from users_schools where school_id = ${school}`),
      'incidents.csv': 2,
      'incident-changes.csv': await countOf(sql`select count(*) as n from incident_changes c join incidents i on i.id = c.incident_id where i.school_id = ${school}`),
      'return-to-play.csv': 1,
      'schools.csv': 1,
      'season-campaigns.csv': 1,
      'guardian-requests.csv': 1,
      'season-authorizations.csv': 1,
    };
    expect(expected['students.csv']).toBe(ROSTER_SIZE);
    for (const [file, count] of Object.entries(expected)) expect({ file, rows: csvRows(zip[file]!).rows.length }).toEqual({ file, rows: count });
    expect(csvRows(zip['claims.csv']!).rows.map((row) => row.claim_id)).toEqual([claimId]);
    const clearance = csvRows(zip['documents.csv']!).rows.find((row) => row.what === 'INCIDENT_CLEARANCE')!;
    expect(csvRows(zip['return-to-play.csv']!).rows).toEqual([expect.objectContaining({ incident_id: incidentId, clearance_document_ids: clearance.document_id, cleared_at: '' })]);
    expect(csvRows(zip['access-log.csv']!).rows.some((row) => row.incident_ids!.split(' ').includes(incidentId))).toBe(true);
    const accessLog = csvRows(zip['access-log.csv']!).rows;
    expect(accessLog.length).toBeGreaterThan(0);
    expect(accessLog.length).toBe(await countOf(sql`select count(*) as n from access_events where school_ids @> array[${school}]::uuid[] and at <= (select started_at from data_exports where id = ${item.id})`));
  });

  it("carries each event's chain link and a verifier that passes the copy, and fails it once a line of the log is changed", () => {
    const chain = csvRows(zip['access-log-chain.csv']!).rows;
    expect(chain[0]).toMatchObject({ school_id: setup.ids.school, seq: '1', prev_hash: '0'.repeat(64), tombstoned: 'false' });
    // the events stored before the export were chained when it started, not left waiting for the next step
    const linked = new Set(chain.map((link) => link.event_id));
    expect(csvRows(zip['access-log.csv']!).rows.filter((row) => !linked.has(row.event_id!))).toEqual([]);
    const folder = mkdtempSync(path.join(tmpdir(), 'export-'));
    try {
      for (const name of ['access-log.csv', 'access-log-chain.csv', 'verify-access-log.mjs']) writeFileSync(path.join(folder, name), zip[name]!);
      const verify = () => spawnSync(process.execPath, ['verify-access-log.mjs'], { cwd: folder, encoding: 'utf8', timeout: 30_000 });
      const intact = verify();
      expect(intact.stdout).toMatch(new RegExp(`^Intact: school ${setup.ids.school}, ${chain.length} links, head #${chain.length} ${chain.at(-1)!.hash}\n`));
      expect(intact.status).toBe(0);

      // one event's address changed, as someone editing the copy would
      const log = strFromU8(zip['access-log.csv']!);
      const [header, ...lines] = log.split('\r\n');
      const target = lines.findIndex((line) => line.includes(',true') && line.split(',')[0] === chain[1]!.event_id);
      expect(target).toBeGreaterThanOrEqual(0);
      lines[target] = lines[target]!.replace(/,(\d+\.\d+\.\d+\.\d+|::1|::ffff:[\d.]+|),/, ',192.0.2.1,');
      expect(lines[target]).toContain('192.0.2.1');
      writeFileSync(path.join(folder, 'access-log.csv'), [header, ...lines].join('\r\n'));
      const tampered = verify();
      expect(tampered.stdout).toContain(`BROKEN: school ${setup.ids.school}, seq 2, event ${chain[1]!.event_id}: CONTENT_CHANGED`);
      expect(tampered.status).toBe(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    expect(strFromU8(zip['README.txt']!)).toContain('node verify-access-log.mjs');
  });

  it("holds nothing of another school's, and a formula stays text", () => {
    const roster = csvRows(zip['students.csv']!).rows;
    expect(new Set(roster.map((row) => row.school_id))).toEqual(new Set([setup.ids.school]));
    expect(roster.some((row) => row.student_id === setup.ids.otherStudent)).toBe(false);
    expect(roster.find((row) => row.first_name === 'Student0')!.last_name).toBe("'=cmd");
    for (const event of csvRows(zip['access-log.csv']!).rows) expect(event.student_ids!.split(' ')).not.toContain(setup.ids.otherStudent);
  });

  it('has a data dictionary naming every column of every file with its meaning, type and source', () => {
    const dictionary = csvRows(zip['data-dictionary.csv']!);
    expect(dictionary.header).toEqual(['file', 'column', 'type', 'meaning', 'source']);
    const entries = new Set(dictionary.rows.map((row) => `${row.file}:${row.column}`));
    for (const file of EXPORT_FILES) {
      for (const column of csvRows(zip[file.name]!).header) expect(entries).toContain(`${file.name}:${column}`);
    }
    for (const row of dictionary.rows) expect([row.type, row.meaning, row.source].every(Boolean)).toBe(true);
  });

  it("holds the season campaigns, the guardians' requests and their signed authorizations, with the signed PDFs and card photos", () => {
    expect(csvRows(zip['season-campaigns.csv']!).rows).toEqual([expect.objectContaining({ campaign_id: season.campaignId, school_id: setup.ids.school })]);
    const [request] = csvRows(zip['guardian-requests.csv']!).rows;
    expect(request).toMatchObject({ campaign_id: season.campaignId, email: season.email, student_ids: setup.ids.student });
    const [authorization] = csvRows(zip['season-authorizations.csv']!).rows;
    expect(authorization).toMatchObject({ student_id: setup.ids.student, request_id: request!.request_id, signer_name: 'Gloria Rivera' });
    const documents = csvRows(zip['documents.csv']!).rows;
    const ofSeason = documents.filter((row) => row.what!.startsWith('SEASON_'));
    expect(ofSeason.map((row) => row.document_id).sort()).toEqual([...season.files].sort());
    expect(ofSeason.map((row) => row.what)).toEqual(expect.arrayContaining(['SEASON_AUTHORIZATION', 'SEASON_INSURANCE_CARD_FRONT']));
    expect(ofSeason.find((row) => row.what === 'SEASON_AUTHORIZATION')!.document_id).toBe(authorization!.document_id);
    expect(authorization!.card_document_ids).toBe(ofSeason.find((row) => row.what === 'SEASON_INSURANCE_CARD_FRONT')!.document_id);
  });

  it('holds every document itself, as stored', async () => {
    const documents = csvRows(zip['documents.csv']!).rows;
    const kinds = documents.map((row) => row.what);
    expect(kinds).toContain('ITEMIZED_BILL');
    expect(kinds).toContain('CLAIM_PDF_AS_SENT');
    for (const document of documents) {
      const path = `documents/${document.document_id}-${document.filename!.replace(/[^\w. ()-]/g, '_')}`;
      expect(Object.keys(zip)).toContain(path);
      expect(createHash('sha256').update(zip[path]!).digest('hex')).toBe(document.sha256);
    }
    expect(documents.find((row) => row.what === 'ITEMIZED_BILL')!.filename).toBe('bill june.pdf');
  });

  it('was kept sealed, and streamed as a whole zip: every entry there, each one checked', async () => {
    expect(object).toMatch(/^database:objects\//);
    // the sealed zip in parts of the database, so that any process of the deployment serves its download
    expect(partsBeforeDownload).toBeGreaterThan(0);
    expect(Number(rowsOf<{ size: string | number }>(await testApp.db.execute(sql`select size from data_exports where id = ${item.id}`))[0]!.size)).toBe(zipBytes.length);
    const documents = csvRows(zip['documents.csv']!).rows.map((row) => `documents/${row.document_id}-${row.filename!.replace(/[^\w. ()-]/g, '_')}`);
    const names = [...EXPORT_FILES.map((file) => file.name), ...documents, 'data-dictionary.csv', 'README.txt', 'verify-access-log.mjs'];
    expect(Object.keys(zip).sort()).toEqual(names.sort());
    // every entry's bytes against the CRC the zip gives it, by a reader other than the one of the tests above
    const folder = mkdtempSync(path.join(tmpdir(), 'export-zip-'));
    try {
      writeFileSync(path.join(folder, 'export.zip'), zipBytes);
      const tested = spawnSync('unzip', ['-t', 'export.zip'], { cwd: folder, encoding: 'utf8', timeout: 60_000 });
      expect(tested.stdout).toContain('No errors detected');
      expect(tested.status).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('is downloaded once: the zip is destroyed, a second try finds nothing, and the download is an access event', async () => {
    await waitUntil('the sealed zip deleted', async () => !(await objectKept(object!)));
    const [row] = await testApp.db.select().from(dataExports).where(eq(dataExports.id, item.id));
    expect(row).toMatchObject({ status: 'DOWNLOADED', file_id: null, object_key: null, downloaded_by: setup.users.admin });
    expect(await countOf(sql`select count(*) as n from stored_files where filename = ${`school-data-${item.id}.zip`}`)).toBe(0);
    expect((await download(item.download_url!)).statusCode).toBe(404);
    const events = await testApp.db.select().from(accessEvents).where(eq(accessEvents.resource, 'SCHOOL_DATA_EXPORT'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ user_id: setup.users.admin, action: 'EXPORT', school_ids: [setup.ids.school], claim_ids: [claimId] });
    expect(events[0]!.student_ids).toHaveLength(ROSTER_SIZE);
    expect((await exportItem(item.id)).download_url).toBeNull();
  });
});

describe('who may export', () => {
  it("refuses a school's staff, to start or to list", async () => {
    expect((await startExport([setup.ids.school], setup.tokens.nurse)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await graphql(testApp, LIST, { token: setup.tokens.nurse })).body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('refuses no school and an unknown one, and starts nothing', async () => {
    const before = await countOf(sql`select count(*) as n from data_exports`);
    expect((await startExport([])).errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fields: { schoolIds: 'SCHOOL_NOT_SELECTED' } });
    expect((await startExport([setup.ids.school, '7d8f2c1e-0000-4000-8000-000000000000'])).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await countOf(sql`select count(*) as n from data_exports`)).toBe(before);
  });

  it('gives nothing for a link signed for someone else or tampered with', async () => {
    const item = await finishedExport([setup.ids.other]);
    const url = new URL(item.download_url!, 'http://claims.test');
    const forged = new URL(url);
    forged.searchParams.set('for', setup.users.outsider);
    expect((await download(`${forged.pathname}${forged.search}`)).statusCode).toBe(404);
    // one character changed, whatever the signature ends with
    const sig = url.searchParams.get('sig')!;
    url.searchParams.set('sig', `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`);
    expect((await download(`${url.pathname}${url.search}`)).statusCode).toBe(404);
    expect((await exportItem(item.id)).status).toBe('DONE');
  });

  it("gives nothing for the admin's own link opened with another admin's session, a school user's, or none", async () => {
    const item = await finishedExport([setup.ids.other]);
    const otherAdmin = await sessionFor(testApp.db, (await createUser(testApp.db, { type: 'admin' })).id);
    const refused = [await download(item.download_url!, otherAdmin), await download(item.download_url!, setup.tokens.nurse), await download(item.download_url!, null)];
    expect(refused.map((response) => response.statusCode)).toEqual([404, 403, 401]);
    for (const response of refused) expect(response.headers['content-type']).not.toBe('application/zip');
    expect(await testApp.db.select().from(accessEvents).where(sql`${accessEvents.resource} = 'SCHOOL_DATA_EXPORT' and ${accessEvents.school_ids} @> array[${setup.ids.other}]::uuid[]`)).toEqual([]);
    expect((await exportItem(item.id)).status).toBe('DONE');
    expect((await download(item.download_url!)).statusCode).toBe(200);
  });

  it('refuses an address that tries links leading nowhere, like the public links', async () => {
    const item = await finishedExport([setup.ids.other]);
    const url = new URL(item.download_url!, 'http://claims.test');
    url.searchParams.set('sig', 'forged');
    const address = '203.0.113.77';
    for (let attempt = 0; attempt < PUBLIC_LINK_LIMITS.deadEndsPerAddress.max; attempt++) expect((await download(`${url.pathname}${url.search}`, setup.tokens.admin, address)).statusCode).toBe(404);
    const refused = await download(item.download_url!, setup.tokens.admin, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await exportItem(item.id)).status).toBe('DONE');
  });

  it('destroys a zip nobody downloaded in time', async () => {
    const item = await finishedExport([setup.ids.other]);
    const object = await objectOf(item.id);
    expect(await objectKept(object!)).toBe(true);
    await testApp.db.update(dataExports).set({ finished_at: new Date(Date.now() - 8 * 24 * 3600 * 1000) }).where(eq(dataExports.id, item.id));
    await waitForStatus(item.id, 'EXPIRED');
    await waitUntil('the sealed zip deleted', async () => !(await objectKept(object!)));
    expect((await download(item.download_url!)).statusCode).toBe(404);
  });

  it('cuts the download off where its sealed zip was changed, and never sends the rest', async () => {
    const item = await finishedExport([setup.ids.other]);
    const object = (await objectOf(item.id))!;
    // a byte of the last part changed, as a tampered or damaged row would have it
    await testApp.db.execute(
      sql`update stored_object_parts set data = set_byte(data, length(data) - 40, get_byte(data, length(data) - 40) # 1)
        where object_key = ${object} and part = (select max(part) from stored_object_parts where object_key = ${object})`,
    );
    const response = await download(item.download_url!).catch((error: unknown) => error as Error);
    expect(response instanceof Error ? 0 : response.rawPayload.length).toBeLessThan(Number(rowsOf<{ size: string | number }>(await testApp.db.execute(sql`select size from data_exports where id = ${item.id}`))[0]!.size));
  });
});
