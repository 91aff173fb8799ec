import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to the embedded database under ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a whole number between 1 and 65535'],
    ['PORT', '70000', 'PORT must be a whole number between 1 and 65535'],
    ['PORT', '3000.5', 'PORT must be a whole number between 1 and 65535'],
    ['DATABASE_URL', 'mysql://localhost/db', 'DATABASE_URL must be a URL like postgres://'],
    ['DATABASE_URL', 'not a url', 'DATABASE_URL must be a URL like postgres://'],
    ['DATABASE_POOL_SIZE', '0', 'DATABASE_POOL_SIZE'],
    ['DATABASE_POOL_SIZE', 'ten', 'DATABASE_POOL_SIZE must be a whole number'],
    ['DATABASE_WORKER_POOL_SIZE', '2.5', 'DATABASE_WORKER_POOL_SIZE must be a whole number'],
    ['DATABASE_POOL_QUEUE_LIMIT', '-1', 'DATABASE_POOL_QUEUE_LIMIT'],
    ['METRICS_TOKEN', 'short', 'METRICS_TOKEN must be at least 16 characters'],
    ['WORKERS', 'sometimes', 'WORKERS must be on or off'],
    ['STORAGE_URL', 'https://bucket.example', 'STORAGE_URL must be a URL like s3://bucket'],
    ['STORAGE_URL', 's3://claims?endpoint=not-a-url', 'STORAGE_URL has an endpoint that is not a URL'],
    ['WORKERS', 'off', 'WORKERS off needs DATABASE_URL'],
  ])('rejects %s=%s with one clear line', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it.each([
    ['a deployment on its public address', { HOST: '0.0.0.0', PUBLIC_URL: 'https://claims.district.org' }],
    ['a production server behind a proxy on the same host', { NODE_ENV: 'production', HOST: '127.0.0.1', PUBLIC_URL: 'https://claims.district.org' }],
    ['a server listening beyond the loopback address', { HOST: '0.0.0.0', PUBLIC_URL: 'http://127.0.0.1:3000' }],
    ['a server whose public address is left to the default', { HOST: '127.0.0.1' }],
  ])('refuses TEST_CLOCK on %s', (_case, env) => {
    expect(() => loadConfig({ ...env, TEST_CLOCK: 'true' })).toThrow('TEST_CLOCK true needs HOST and PUBLIC_URL on the loopback address');
  });

  it('takes TEST_CLOCK on a server only the machine itself reaches, as the e2e servers (production build) are', () => {
    expect(loadConfig({}).TEST_CLOCK).toBe('false');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:4173', TEST_CLOCK: 'true' }).TEST_CLOCK).toBe('true');
  });

  it('runs workers unless told, and turns them off only beside a PostgreSQL server', () => {
    expect(loadConfig({}).WORKERS).toBe('on');
    expect(loadConfig({ WORKERS: 'off', DATABASE_URL: 'postgres://db.internal:5432/claims' }).WORKERS).toBe('off');
  });

  it('accepts a PostgreSQL URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db.example:5432/claims' }).DATABASE_URL).toContain('db.example');
  });

  it('leaves the pools to the database module unless told, and takes a queue limit of 0 (refuse rather than wait)', () => {
    const unset = loadConfig({});
    expect([unset.DATABASE_POOL_SIZE, unset.DATABASE_WORKER_POOL_SIZE, unset.DATABASE_POOL_QUEUE_LIMIT]).toEqual([undefined, undefined, undefined]);
    expect(loadConfig({ DATABASE_POOL_SIZE: '20', DATABASE_WORKER_POOL_SIZE: '3', DATABASE_POOL_QUEUE_LIMIT: '0' })).toMatchObject({
      DATABASE_POOL_SIZE: 20,
      DATABASE_WORKER_POOL_SIZE: 3,
      DATABASE_POOL_QUEUE_LIMIT: 0,
    });
  });

  it('turns a sign-in provider on only with both its client id and secret, with the default issuers', () => {
    expect(loadConfig({}).sso).toEqual({});
    expect(loadConfig({ OIDC_GOOGLE_CLIENT_ID: 'id', OIDC_GOOGLE_CLIENT_SECRET: 'secret' }).sso).toEqual({
      google: { issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' },
    });
    expect(loadConfig({ OIDC_MICROSOFT_CLIENT_ID: 'id', OIDC_MICROSOFT_CLIENT_SECRET: 'secret' }).sso.microsoft?.issuer).toBe('https://login.microsoftonline.com/organizations/v2.0');
    expect(() => loadConfig({ OIDC_GOOGLE_CLIENT_ID: 'id' })).toThrow('OIDC_GOOGLE_CLIENT_SECRET and OIDC_GOOGLE_CLIENT_ID must be set together');
  });

  it('takes an http issuer on the loopback address only', () => {
    expect(loadConfig({ OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:9000' }).OIDC_GOOGLE_ISSUER).toBe('http://127.0.0.1:9000');
    expect(() => loadConfig({ OIDC_GOOGLE_ISSUER: 'http://idp.example' })).toThrow('OIDC_GOOGLE_ISSUER must be an https URL');
  });
});
