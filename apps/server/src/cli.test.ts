import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const tsx = new URL('../../../node_modules/.bin/tsx', import.meta.url).pathname;

const start = (env: Record<string, string>, entry = 'main') =>
  spawnSync(tsx, [new URL(`./${entry}.ts`, import.meta.url).pathname], { env: { PATH: process.env.PATH, DATA_DIR: '/nonexistent/never-used', ...env }, encoding: 'utf8', timeout: 30_000 });

describe('starting the server with bad configuration', () => {
  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://localhost/claims' }, 'DATABASE_URL must be a URL like postgres://'],
    [{ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/claims' }, 'Cannot connect to PostgreSQL at 127.0.0.1:1/claims'],
  ])('%o exits 1 with one clear message and no stack trace', (env, message) => {
    const result = start(env);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses a worker process on the embedded database, which only `npm start` may open', () => {
    const result = start({}, 'worker');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('A worker process needs DATABASE_URL');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
