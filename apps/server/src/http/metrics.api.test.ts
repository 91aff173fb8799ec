import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '../db/schema.ts';
import { claimPayload, seedClaimSetup, waitForClaimStatus, type ClaimSetup } from '../testing/claims.ts';
import { bearer, createSchool, createUser, sessionFor } from '../testing/fixtures.ts';
import { multipart } from '../testing/multipart.ts';
import { createTestApp, graphql, type TestApp } from '../testing/test-app.ts';
import { startTestSmtp, type TestSmtp } from '../testing/test-smtp.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
let testApp: TestApp;
let smtp: TestSmtp;
let setup: ClaimSetup;

beforeAll(async () => {
  smtp = await startTestSmtp();
  testApp = await createTestApp({ smtpUrl: smtp.url, metricsToken: TOKEN });
  setup = await seedClaimSetup(testApp.db);
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const scrape = async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
};
// The value of one series (0 when it has no sample yet), by its name and labels as Prometheus prints them.
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('/metrics', () => {
  it('answers only the bearer of the configured token', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: '/metrics', headers: bearer('not-the-token-at-all') })).statusCode).toBe(401);
    const unconfigured = await createTestApp({ database: testApp.database, runJobs: false });
    try {
      expect((await unconfigured.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404);
    } finally {
      await unconfigured.app.close();
    }
  });

  it('counts a delivered claim, its SMTP send, and times the request by its route', async () => {
    const before = await scrape();
    const response = await testApp.app.inject({ method: 'POST', url: '/v1/claims', headers: bearer(setup.tokens.nurse), payload: { data: claimPayload(setup.ids) } });
    expect(response.statusCode).toBe(200);
    await waitForClaimStatus(testApp.db, (response.json() as { claim_id: string }).claim_id, 'DELIVERED');

    const after = await scrape();
    const delivered = 'claim_deliveries_total{outcome="delivered"}';
    expect(valueOf(after, delivered)).toBe(valueOf(before, delivered) + 1);
    const tpaSends = 'mail_send_duration_seconds_count{kind="tpa",outcome="sent"}';
    expect(valueOf(after, tpaSends)).toBeGreaterThan(valueOf(before, tpaSends));
    expect(valueOf(after, 'http_request_duration_seconds_count{method="POST",route="/v1/claims",status="200"}')).toBeGreaterThanOrEqual(1);
    // by its pattern, never the URL with ids in it
    expect(after).not.toContain(setup.ids.student);
  });

  it('reports queue depth and age per queue, and the pools of a server database', async () => {
    const text = await scrape();
    for (const queue of ['mail', 'claimDelivery', 'dataExport', 'passwordResetRequest']) {
      expect(text).toMatch(new RegExp(`^job_queue_waiting\\{queue="${queue}"\\} \\d+$`, 'm'));
      expect(text).toMatch(new RegExp(`^job_queue_oldest_waiting_seconds\\{queue="${queue}"\\} [\\d.e+-]+$`, 'm'));
    }
    if (testApp.database.kind === 'postgres') {
      for (const pool of ['requests', 'background']) for (const state of ['open', 'idle', 'waiting']) expect(text).toContain(`db_pool_connections{pool="${pool}",state="${state}"}`);
    }
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('times GraphQL operations by name, and counts imported rows', async () => {
    const admin = await sessionFor(testApp.db, (await createUser(testApp.db, { type: 'admin' })).id);
    await graphql(testApp, 'query MetricsProbe { schools { total } }', { token: admin });
    await testApp.db.insert(providers).values({ name: 'Metrics Mutual' });
    const school = await createSchool(testApp.db);
    const csv = ['STUDENT_ID,FIRST_NAME,LAST_NAME,GENDER,BIRTHDATE,ADDRESS1,CITY,STATE,POSTAL,INSURANCE_NAME,MEMBER_ID,INS_PHONE', ...['M1', 'M2', 'M3'].map((id) => `${id},Maya,Lopez,F,04/02/2010,12 Oak Street,Sacramento,CA,95814,Metrics Mutual,M-1,800-555-0100`)].join('\n');
    const form = multipart({ school_id: school.id }, { name: 'file', filename: 'students.csv', type: 'text/csv', data: Buffer.from(csv) });
    const preview = await testApp.app.inject({ method: 'POST', url: '/v1/students/import/preview', payload: form.payload, headers: { ...form.headers, ...bearer(admin) } });
    const before = valueOf(await scrape(), 'student_import_rows_total{kind="csv"}');
    const commit = await testApp.app.inject({ method: 'POST', url: '/v1/students/import/commit', payload: { school_id: school.id, import_id: preview.json().import_id }, headers: bearer(admin) });
    expect(commit.json()).toEqual({ created: 3, updated: 0 });

    const text = await scrape();
    expect(valueOf(text, 'graphql_operation_duration_seconds_count{operation="MetricsProbe"}')).toBe(1);
    expect(valueOf(text, 'student_import_rows_total{kind="csv"}')).toBe(before + 3);
    expect(valueOf(text, 'student_import_duration_seconds_count{kind="csv"}')).toBeGreaterThanOrEqual(1);
  });
});
