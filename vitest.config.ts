import { defineConfig } from 'vitest/config';

// Server tests run once on embedded PGlite and, when TEST_DATABASE_URL points at a PostgreSQL server,
// a second time against it; each test file gets its own freshly created database (see test-db.ts).
const serverProject = (name: string, env: Record<string, string>) => ({
  // graphql 16 ships CJS and ESM copies; Node (and so mercurius and Pothos) loads the CJS one, and test
  // code must share it or schema objects come from "another realm".
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    environment: 'node',
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const pgUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
      serverProject('server-pglite', { TEST_DB: 'pglite' }),
      ...(pgUrl ? [serverProject('server-postgres', { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl })] : []),
    ],
  },
});
