import { defineConfig, devices } from '@playwright/test';

// The e2e suite drives the production build in Debian's Chromium. One server per database kind is shared
// by every spec; each starts from a fresh database holding the demo data.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ACCESSIBILITY_SPEC = 'accessibility.spec.ts';
const UI_ONLY_SPECS = [ACCESSIBILITY_SPEC, 'keyboard.spec.ts', 'requests.spec.ts', 'weight.spec.ts'];
const servers = [
  { name: 'pglite', port: 4173 },
  ...(withPostgres ? [{ name: 'postgres', port: 4174 }] : []),
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  // One worker per server, so the two databases' runs go side by side: a spec's journeys run one at a time
  // on their server (they share its demo data and mailbox), while the other server's fill its waits.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Limits that hold on a machine several times oversubscribed: every step waits on a condition, so a
  // busy machine only makes a passing test slower, and a failing one fails by its assertion.
  timeout: 180_000, // test.slow() triples it for the long journeys
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    trace: 'retain-on-failure',
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // Without these Chromium keeps dialling Google's hosts, which this network refuses.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    ...servers.map(({ name, port }) => ({
      name,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${port}`, channel: undefined },
      workers: 1,
      // What the browser is given (markup, focus order, bundle weight) is the same whichever database
      // serves it: those checks run once, on the embedded default, except that the Spanish half of the
      // accessibility tours (the longest spec) goes to the PostgreSQL server, whose worker would otherwise
      // wait idle for the embedded one to finish.
      ...(name === 'postgres' ? { testIgnore: UI_ONLY_SPECS.filter((spec) => spec !== ACCESSIBILITY_SPEC), grepInvert: /accessibility \(en\)/ } : {}),
      ...(name === 'pglite' && withPostgres ? { grepInvert: /accessibility \(es\)/ } : {}),
    })),
    // Once every spec has run: the servers' logs hold none of the tokens and codes the run e-mailed.
    { name: 'server-log', testMatch: 'server-log.check.ts', dependencies: servers.map(({ name }) => name) },
  ],
  webServer: servers.map(({ name, port }) => ({
    command: `node scripts/e2e-server.mjs ${name} ${port}`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  })),
});
