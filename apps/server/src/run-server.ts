import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/from-config.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './db/demo-data.ts';
import { isDatabaseEmpty, seedDemo } from './db/seed.ts';
import { keyRingOf } from './modules/uploads/file-store.ts';
import { createObjectBucket, parseStorageUrl } from './modules/uploads/object-bucket.ts';
import { stopTracing } from './tracing/tracing.ts';

// A web process (`npm start`) serves the app and, unless WORKERS=off, runs the job workers and scheduled
// work too; a worker process (`npm run worker`) runs only those, answering /healthz, /readyz and /metrics.
export async function runServer(role: 'web' | 'worker') {
  const config = loadConfig();
  if (role === 'worker' && !config.DATABASE_URL) {
    throw new ConfigError('A worker process needs DATABASE_URL: the embedded database runs its workers inside `npm start`, as no other process can open it.');
  }
  const database = await openConfiguredDatabase(config);
  let seeded = false;
  // Demo data only ever goes into a new embedded database; a PostgreSQL server is seeded on request.
  if (database.kind === 'pglite' && (await isDatabaseEmpty(database.workerDb))) {
    await seedDemo(database.workerDb);
    seeded = true;
  }

  const app = await buildApp({
    config,
    fileKeys: keyRingOf(config),
    ...(config.STORAGE_URL ? { bucket: await createObjectBucket(parseStorageUrl(config.STORAGE_URL)) } : {}),
    database,
    logger: { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY ?? false,
    testClock: config.TEST_CLOCK === 'true',
    graphqlIntrospection: config.graphqlIntrospection,
    graphqlCheckLeaves: config.graphqlCheckLeaves,
    graphqlOperationsPerMinute: config.GRAPHQL_RATE_LIMIT_PER_MINUTE,
    maintenanceIntervalMs: config.MAINTENANCE_INTERVAL_SECONDS * 1000,
    housekeepingIntervalMs: config.HOUSEKEEPING_INTERVAL_SECONDS * 1000,
    ...(config.REQUEST_QUEUE_DEADLINE_MS !== undefined ? { queueDeadlineMs: config.REQUEST_QUEUE_DEADLINE_MS } : {}),
    runWorkers: role === 'worker' || config.WORKERS === 'on',
    routes: role === 'worker' ? 'operations' : 'all',
    ...(config.METRICS_TOKEN ? { metricsToken: config.METRICS_TOKEN } : {}),
    rateLimits: { perIpPerMinute: config.AUTH_RATE_LIMIT_PER_IP, perAccountPer15Minutes: config.AUTH_RATE_LIMIT_PER_ACCOUNT },
    ...(config.CLAIM_DELIVERY_WORKERS !== undefined ? { claimDeliveryWorkers: config.CLAIM_DELIVERY_WORKERS } : {}),
    jobPolicies: {
      claimDelivery: {
        ...(config.CLAIM_DELIVERY_RETRIES !== undefined ? { retryLimit: config.CLAIM_DELIVERY_RETRIES } : {}),
        ...(config.CLAIM_DELIVERY_RETRY_DELAY_SECONDS !== undefined ? { retryDelay: config.CLAIM_DELIVERY_RETRY_DELAY_SECONDS } : {}),
      },
    },
  });
  app.addHook('onClose', () => database.close());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await stopTracing();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await app.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw Object.assign(new Error(`Port ${config.PORT} is already in use. Stop the other process or set PORT.`), {
        code: 'EADDRINUSE',
      });
    }
    throw error;
  }
  if (role === 'worker') {
    process.stdout.write(`\nSchool Claims worker is running its jobs (/healthz, /readyz and /metrics on port ${config.PORT}).\n`);
    return;
  }
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server';
  process.stdout.write(
    [
      '',
      `School Claims is running at ${config.publicUrl} (${where}).`,
      seeded ? 'Demo data was loaded into the new database.' : '',
      `Sign in as ${DEMO_USERS.admin.email_address} (admin) or ${DEMO_USERS.nurse.email_address} (school nurse),`,
      `password ${DEMO_PASSWORD}, if the demo data is loaded.`,
      '',
    ]
      .filter((line, index, lines) => line !== '' || index === 0 || index === lines.length - 1)
      .join('\n') + '\n',
  );
}
