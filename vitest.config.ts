import { defineConfig } from 'vitest/config';

// Server tests run once on embedded PGlite and, when TEST_DATABASE_URL points at a PostgreSQL server,
// a second time against it; each test file gets its own freshly created database (see test-db.ts).
//
// Every wait is on a condition, with limits set once here that hold on a machine several times
// oversubscribed (CI shares its two cores with whatever else runs): a test fails by its assertion, never
// because a busy machine was slow.
const LOADED_MACHINE = {
  testTimeout: 120_000,
  hookTimeout: 240_000,
  expect: { poll: { timeout: 60_000 } },
};
const serverProject = (name: string, env: Record<string, string>) => ({
  // graphql 16 ships CJS and ESM copies; Node (and so mercurius and Pothos) loads the CJS one, and test
  // code must share it or schema objects come from "another realm".
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    environment: 'node',
    env,
    ...LOADED_MACHINE,
  },
});

const pgUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // Two files at a time, not Vitest's default of one on a 2-core machine: a server test spends much of
    // its time waiting (on PostgreSQL, SMTP, the job queue, another process), which the other file fills.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node', ...LOADED_MACHINE } },
      { test: { name: 'install', include: ['scripts/**/*.test.mjs'], environment: 'node', ...LOADED_MACHINE } },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          ...LOADED_MACHINE,
        },
      },
      serverProject('server-pglite', { TEST_DB: 'pglite' }),
      ...(pgUrl ? [serverProject('server-postgres', { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl })] : []),
    ],
  },
});
