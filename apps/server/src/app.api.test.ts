import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { serializeError } from './http/log-redaction.ts';
import { createUser, sessionFor } from './testing/fixtures.ts';
import { captureLogs } from './testing/log-capture.ts';
import { createTestApp, graphql, TEST_FILE_KEYS, type TestApp } from './testing/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const signedIn = async () => sessionFor(testApp.db, (await createUser(testApp.db)).id);

describe('the HTTP app', () => {
  it('reports readiness with the database it checked, and liveness apart from it', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testApp.database.kind, storage: 'database' });
    expect((await testApp.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });

  it.skipIf(process.env.TEST_DB === 'postgres')('answers at once while the embedded database is busy with a long transaction', async () => {
    let release!: () => void;
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    const transaction = testApp.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      inside();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await entered;
    const response = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    release();
    await transaction;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'pglite', storage: 'database', busy: true });
  });

  it('reports an unreachable database as not ready (503) while the process stays live', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect((await broken.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await broken.app.close();
  });

  it('sends security headers on every answer, refusals and errors included', async () => {
    const answers = await Promise.all([
      testApp.app.inject({ method: 'GET', url: '/healthz' }),
      testApp.app.inject({ method: 'GET', url: '/v1/nothing-here', headers: { authorization: `Bearer ${await signedIn()}` } }),
      testApp.app.inject({ method: 'POST', url: '/v1/graphql', payload: '{"query": ', headers: { 'content-type': 'application/json', authorization: `Bearer ${await signedIn()}` } }),
      testApp.app.inject({ method: 'GET', url: '/v1/claims/export.csv' }),
    ]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 404, 400, 401]);
    for (const response of answers) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=/);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('answers unknown API paths with a JSON 404 to a session, not the web app', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/v1/nothing-here', headers: { authorization: `Bearer ${await signedIn()}` } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'NOT_FOUND' });
  });

  it('does not even say whether an API path exists without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(response.statusCode).toBe(401);
  });

  it('explains how to build the web app when it is missing', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/schools' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });

  it('answers a malformed GraphQL query with BAD_REQUEST and no internals', async () => {
    const { body } = await graphql(testApp, '{ activities { nope } }', { token: await signedIn() });
    expect(body.errors?.[0]?.extensions.code).toBe('BAD_REQUEST');
  });

  it('refuses a query that asks for too many fields, e.g. under aliases', async () => {
    const flood = `{ ${Array.from({ length: 301 }, (_, index) => `a${index}: activities { id }`).join(' ')} }`;
    const { body } = await graphql(testApp, flood, { token: await signedIn() });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.message).toContain('Query too large');
  });

  it('refuses queries nested deeper than the limit', async () => {
    const deep = `{ ${'__schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } }'} }`;
    const { body } = await graphql(testApp, deep, { token: await signedIn() });
    expect(body.errors?.length).toBeGreaterThan(0);
  });

  it('asks browsers to upgrade to https only when the public address is https', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const behindTls = await createTestApp({
      config: { webDist: '/nonexistent-web-dist', publicUrl: 'https://claims.example.org', dataDir: '/nonexistent-data-dir', MAIL_FROM: 'School Claims <no-reply@claims.test>' },
      fileKeys: TEST_FILE_KEYS,
    });
    try {
      expect((await behindTls.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await behindTls.close();
    }
  });

  it('answers malformed and too large GraphQL bodies 400 and 413, without an error-level log', async () => {
    const logs = captureLogs();
    const logged = await createTestApp({ logger: logs.logger });
    try {
      const headers = { authorization: `Bearer ${await sessionFor(logged.db, (await createUser(logged.db)).id)}`, 'content-type': 'application/json' };
      const malformed = await logged.app.inject({ method: 'POST', url: '/v1/graphql', headers, payload: '{"query": ' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors[0].extensions.code).toBe('BAD_REQUEST');
      const tooLarge = await logged.app.inject({ method: 'POST', url: '/v1/graphql', headers, payload: JSON.stringify({ query: '{ __typename }', padding: 'x'.repeat(2 * 1024 * 1024) }) });
      expect(tooLarge.statusCode).toBe(413);
      expect(logs.lines.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
    } finally {
      await logged.close();
    }
  });

  it('refuses a NUL character in any text before it reaches the database', async () => {
    const token = await signedIn();
    const rest = await testApp.app.inject({ method: 'POST', url: '/v1/claims', headers: { authorization: `Bearer ${token}` }, payload: { data: { injury_description: 'Fell\u0000' } } });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual({ error: 'TEXT_INVALID_CHARACTERS' });
    const filter = await graphql(testApp, 'query ($name: String) { claims(name: $name) { total } }', { token, variables: { name: 'a\u0000b' } });
    expect(filter.status).toBe(400);
    expect(filter.body.errors?.[0]?.extensions.code).toBe('TEXT_INVALID_CHARACTERS');
    const inline = await graphql(testApp, '{ claims(name: "a\\u0000b") { total } }', { token });
    expect(inline.body.errors?.[0]?.extensions.code).not.toBe('INTERNAL_ERROR');
  });

  it('never logs a link token, reset token, file signature or session token, wherever the request carries it', async () => {
    const logs = captureLogs();
    const logged = await createTestApp({ logger: logs.logger });
    const secret = (name: string) => `${name}${randomBytes(24).toString('base64url')}`;
    const secrets = { parent: secret('p'), tpa: secret('t'), reset: secret('r'), signature: secret('s'), session: secret('b') };
    try {
      const requests = [
        { method: 'GET', url: `/parent/${secrets.parent}` },
        { method: 'GET', url: `/v1/parent/${secrets.parent}` },
        { method: 'GET', url: `/v1/parent/${secrets.parent}/claim` },
        { method: 'GET', url: `/v1/%70arent/${secrets.parent}/insurers` },
        { method: 'GET', url: `/tpa/${secrets.tpa}` },
        { method: 'POST', url: `/v1/tpa/${secrets.tpa}/open` },
        { method: 'GET', url: `/reset-password?token=${secrets.reset}` },
        { method: 'GET', url: `/v1/files/00000000-0000-0000-0000-000000000000?exp=1&sig=${secrets.signature}` },
        { method: 'GET', url: '/v1/auth/me', headers: { authorization: `Bearer ${secrets.session}` } },
      ] as const;
      for (const request of requests) await logged.app.inject(request);
      const text = logs.text();
      expect(text).toContain('/v1/parent/[redacted]/claim');
      expect(text).toContain('/v1/tpa/[redacted]/open');
      for (const value of Object.values(secrets)) expect(text).not.toContain(value);
    } finally {
      await logged.close();
    }
  });

  it('never logs the parameters of a failed query', async () => {
    const failure = await testApp.db.execute(sql`select ${'Twisted the left ankle at 22 Elm Street'}::int`).catch((error: unknown) => error);
    const logged = JSON.stringify(serializeError(failure));
    expect(logged).toContain('select $1::int');
    expect(logged).not.toContain('Elm Street');
  });

  it('keeps the schema to itself unless introspection is turned on', async () => {
    const token = await signedIn();
    const closed = await graphql(testApp, '{ __schema { types { name } } }', { token });
    expect(closed.body.errors?.[0]?.extensions.code).toBe('BAD_REQUEST');
    const typo = await graphql(testApp, '{ claimz { total } }', { token });
    expect(typo.body.errors?.[0]?.message).not.toContain('Did you mean');
    const open = await createTestApp({ database: testApp.database, graphqlIntrospection: true });
    try {
      expect((await graphql(open, '{ __schema { queryType { name } } }', { token })).body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    } finally {
      await open.close();
    }
  });
});
