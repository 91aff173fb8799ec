import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { claims, students, users } from '../db/schema.ts';
import { claimPayload, seedClaimSetup, TPA_EMAIL, type ClaimSetup } from '../testing/claims.ts';
import { bearer, TEST_PASSWORD } from '../testing/fixtures.ts';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { startTestBucket, type TestBucket } from '../testing/test-bucket.ts';
import { createPostgresTestDatabase } from '../testing/test-database.ts';
import { startTestSmtp, type TestSmtp } from '../testing/test-smtp.ts';

// Traces (ADR 054): a web process and a worker process on one PostgreSQL export their spans over OTLP
// (JSON over HTTP) to a receiver here. A claim submitted on the web process and delivered by the worker
// is one trace, and nothing exported names a person, an address, a token or a password.
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(serverUrl);

type Attribute = { key: string; value: Record<string, unknown> };
type ExportedSpan = { traceId: string; spanId: string; name: string; attributes: Attribute[]; service: string };
type ExportBody = {
  resourceSpans: { resource: { attributes: Attribute[] }; scopeSpans: { spans: Omit<ExportedSpan, 'service'>[] }[] }[];
};

// An OTLP/HTTP receiver: keeps every body posted to /v1/traces, as sent and as spans.
async function startReceiver() {
  const bodies: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') bodies.push(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const spans = () =>
    bodies.flatMap((body) =>
      (JSON.parse(body) as ExportBody).resourceSpans.flatMap(({ resource, scopeSpans }) => {
        const service = String(resource.attributes.find((attribute) => attribute.key === 'service.name')?.value.stringValue);
        return scopeSpans.flatMap(({ spans }) => spans.map((span) => ({ ...span, service })));
      }),
    );
  return { url: `http://127.0.0.1:${port}`, bodies: () => bodies, spans, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const attributeOf = (span: ExportedSpan, key: string) => span.attributes.find((attribute) => attribute.key === key)?.value.stringValue;

describe.skipIf(!onPostgres)('traces of a web and a worker process', () => {
  const name = `claims_traces_${randomBytes(6).toString('hex')}`;
  const linkToken = `link${randomBytes(12).toString('hex')}`;
  const parentEmail = 'paula.rivera@home.test';
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let database: Database;
  let smtp: TestSmtp;
  let bucket: TestBucket;
  let setup: ClaimSetup;
  let web: ServerProcess;
  let worker: ServerProcess;
  const dataDirs: string[] = [];

  beforeAll(async () => {
    const created = await createPostgresTestDatabase(serverUrl, name);
    receiver = await startReceiver();
    smtp = await startTestSmtp();
    bucket = await startTestBucket();
    database = await openDatabase({ kind: 'postgres', url: created.url, ownerUrl: created.ownerUrl });
    setup = await seedClaimSetup(database.workerDb);
    const start = (role: 'web' | 'worker') => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `claims-${role}-`));
      dataDirs.push(dataDir);
      const env = { DATABASE_URL: created.url, DATA_DIR: dataDir, SMTP_URL: smtp.url, ...bucket.env, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '100' };
      return startServerProcess(role === 'web' ? { ...env, WORKERS: 'off' } : env, role);
    };
    [web, worker] = await Promise.all([start('web'), start('worker')]);
  });
  afterAll(async () => {
    await Promise.all([web, worker].filter(Boolean).map((process) => process.kill()));
    await database?.close();
    await Promise.all([smtp?.close(), bucket?.close(), receiver?.close()]);
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });

  it('follows a claim from the web request to the worker’s e-mail in one trace, naming no one', async () => {
    const [nurse] = await database.workerDb.select({ email: users.email_address }).from(users).where(eq(users.id, setup.users.nurse));
    const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${web.base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

    await post('/v1/auth/login', { email: nurse!.email, password: TEST_PASSWORD });
    // public links carry their token in the path (and old links in the query)
    await fetch(`${web.base}/v1/parent/${linkToken}?token=${linkToken}`);
    await post(`/v1/tpa/${linkToken}/open`, {});
    const submitted = await post('/v1/claims', { data: claimPayload(setup.ids, { parent_info: { first_name: 'Paula', last_name: 'Rivera', email: parentEmail } }) }, bearer(setup.tokens.nurse));
    expect(submitted.status).toBe(200);
    const claimId = ((await submitted.json()) as { claim_id: string }).claim_id;
    const answer = await post('/v1/graphql', { query: 'query TracedClaim($id: ID!) { claim(id: $id) { id } }', variables: { id: claimId } }, bearer(setup.tokens.nurse));
    expect(answer.status).toBe(200);

    await expect.poll(async () => (await database.workerDb.select({ status: claims.status }).from(claims).where(eq(claims.id, claimId)))[0]?.status).toBe('DELIVERED');
    expect(smtp.messagesTo(TPA_EMAIL)).toHaveLength(1);
    const claimMail = (span: ExportedSpan) => span.service === 'claims-worker' && span.name === 'smtp send' && attributeOf(span, 'mail.kind') === 'claim';
    const delivery = (span: ExportedSpan) => span.service === 'claims-worker' && span.name === 'claimDelivery process';
    // the job's span ends after the e-mail's, and may come in a later export
    await expect.poll(() => receiver.spans().some(claimMail) && receiver.spans().some(delivery)).toBe(true);

    const spans = receiver.spans();
    const submission = spans.find((span) => span.service === 'claims-web' && span.name === 'POST /v1/claims');
    const sent = spans.find(claimMail);
    expect(submission).toBeDefined();
    expect(sent!.traceId).toBe(submission!.traceId);
    expect(spans.find(delivery)!.traceId).toBe(submission!.traceId);

    const operation = spans.find((span) => span.name === 'query TracedClaim');
    expect(operation && attributeOf(operation, 'graphql.operation.name')).toBe('TracedClaim');
    expect(spans.some((span) => span.name.startsWith('pg.query:SELECT') && attributeOf(span, 'db.system.name') === 'postgresql')).toBe(true);
    expect(spans.some((span) => span.name === 'GET /v1/parent/:token')).toBe(true);

    // Whatever was exported, as sent: span names, attributes, events, resources.
    const exported = receiver.bodies().join('\n');
    const [student] = await database.workerDb.select().from(students).where(eq(students.id, setup.ids.student));
    const objectKeys = await bucket.keys();
    expect(objectKeys.length).toBeGreaterThan(0);
    for (const secret of [student!.first_name, student!.last_name, parentEmail, nurse!.email, TPA_EMAIL, TEST_PASSWORD, linkToken, setup.tokens.nurse, claimId, ...objectKeys]) {
      expect(exported, `the exported spans hold ${secret}`).not.toContain(secret);
    }
  });
});
