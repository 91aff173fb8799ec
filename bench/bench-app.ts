import path from 'node:path';
import { buildApp, type AppOptions } from '../apps/server/src/app.ts';
import type { Database } from '../apps/server/src/db/client.ts';

// The app as a benchmark runs it: no job workers, the production web build when asked for (`withWeb`).
export const benchApp = (database: Database, { withWeb = false, ...options }: Partial<Omit<AppOptions, 'database' | 'config'>> & { withWeb?: boolean } = {}) =>
  buildApp({
    config: { webDist: withWeb ? path.resolve('apps/web/dist') : '/none', publicUrl: 'http://bench', dataDir: '/none', MAIL_FROM: 'x <x@x.test>' },
    database,
    runJobs: false,
    ...options,
  });

// The claims_bench_lists_<claims> database bench/lists.ts fills (BENCH_DATABASE_URL, default the local server).
export const listsDatabaseUrl = (claims: number) => {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/claims_bench_lists_${claims}`;
  return url.toString();
};

export { sessionFor } from '../apps/server/src/testing/fixtures.ts';
