import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import type { Config } from './config.ts';
import type { RegisteredRoute } from './types/fastify.d.ts';
import type { Database } from './db/client.ts';
import { movableClock, systemClock, type Clock } from './domain/clock.ts';
import { registerGraphQL } from './graphql/plugin.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { DEFAULT_QUEUE_DEADLINE_MS, refuseLateTransactions, shedLateRequests } from './http/queue-deadline.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerHealthCheck } from './http/health.ts';
import { registerMetrics } from './http/metrics.ts';
import { createMetrics, type Metrics } from './domain/metrics.ts';
import { serializeError, urlForLog } from './http/log-redaction.ts';
import { throttlePublicLinks } from './http/public-links.ts';
import { refuseNulInText } from './http/text-input.ts';
import { headersOfMiddleware } from './http/static-headers.ts';
import { registerTestClockRoute } from './http/test-clock.ts';
import { registerWebApp } from './http/web-app.ts';
import { nameRequestSpan } from './tracing/spans.ts';
import { registerAccessLogRoutes, registerAccessTrail } from './modules/access-log/access-log.routes.ts';
import { registerDataDeletionRoutes } from './modules/data-deletion/data-deletion.routes.ts';
import { registerDataExportsRoutes } from './modules/data-exports/data-exports.routes.ts';
import { registerAuthHook } from './modules/auth/auth.hook.ts';
import { addressThrottle, DEFAULT_RATE_LIMITS, registerAuthRoutes, type RateLimits } from './modules/auth/auth.routes.ts';
import { createClaimDelivery } from './modules/claims/claims.delivery.ts';
import { registerClaimDocumentsRoutes } from './modules/claim-documents/claim-documents.routes.ts';
import { registerIncidentsRoutes } from './modules/incidents/incidents.routes.ts';
import { registerClaimsRoutes } from './modules/claims/claims.routes.ts';
import { registerDisclosuresRoutes } from './modules/disclosures/disclosures.routes.ts';
import { registerParentPartRoutes } from './modules/parent-part/parent-part.routes.ts';
import { registerSeasonConsentRoutes } from './modules/season-consent/season-consent.routes.ts';
import { registerReportsRoutes } from './modules/reports/reports.routes.ts';
import { createJobQueue, DEFAULT_CLAIM_DELIVERY_WORKERS, QUEUES, type QueuePolicyOverrides } from './modules/jobs/job-queue.ts';
import { startPeriodic } from './modules/jobs/periodic.ts';
import { createHousekeeping, DEFAULT_HOUSEKEEPING_INTERVAL_MS } from './modules/housekeeping/housekeeping.service.ts';
import { chainPendingEvents } from './modules/access-log/access-chain.repo.ts';
import { registerTpaLinkRoutes } from './modules/tpa-link/tpa-link.routes.ts';
import { createMailFiles, DEFAULT_MAIL_FILE_RETENTION_DAYS } from './modules/mail/mail.files.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { createMailTransport, type MailTransport } from './modules/mail/mail.transport.ts';
import { loadSecret } from './modules/auth/auth.repo.ts';
import { registerSsoRoutes } from './modules/auth/sso.routes.ts';
import { createSigner } from './modules/auth/signing.ts';
import type { KeyRing } from './modules/uploads/file-cipher.ts';
import type { ObjectBucket } from './modules/uploads/object-bucket.ts';
import { createFileStore, sealStoredFiles } from './modules/uploads/file-store.ts';
import { registerUploadRoutes } from './modules/uploads/uploads.routes.ts';
import { registerStudentsRoutes } from './modules/students/students.routes.ts';
import { registerUsersRoutes } from './modules/users/users.routes.ts';
import { createRateLimiter } from './modules/rate-limits/rate-limiter.ts';
import { acrossSchools } from './db/school-scope.ts';
import { createServices } from './services.ts';

// Below this an answer goes as it is: compressing a few hundred bytes saves less than the header costs.
export const COMPRESS_ABOVE_BYTES = 1024;

export type AppOptions = {
  config: Pick<Config, 'webDist' | 'publicUrl' | 'dataDir' | 'SMTP_URL' | 'MAIL_FROM'> & Partial<Pick<Config, 'sso' | 'NODE_ENV' | 'MAIL_FILE_RETENTION_DAYS'>>;
  // the keys stored files are sealed with (ADR 040; keyRingOf reads them from the configuration)
  fileKeys: KeyRing;
  // where stored files' sealed bytes go (STORAGE_URL, ADR 043); unset, into their database rows
  bucket?: ObjectBucket;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  rateLimits?: RateLimits;
  // Rate limits count on this clock: tests freeze it so that no window ends mid-test on a slow machine.
  rateLimitClock?: () => Date;
  // Scheduled work, link expiry and due dates are reckoned on this clock: tests move it.
  clock?: Clock;
  // TEST_CLOCK (the e2e servers): that clock moved by whole days through POST /v1/test/clock.
  testClock?: boolean;
  // Background jobs (mail, claim delivery) run in the server process unless a test turns them off.
  runJobs?: boolean;
  // With runJobs, false starts the queue (so work can be queued) but no workers: a process that stops
  // before its jobs run.
  runWorkers?: boolean;
  jobPollingIntervalSeconds?: number;
  jobPolicies?: QueuePolicyOverrides;
  // TPA e-mails sent at once by this server (CLAIM_DELIVERY_WORKERS).
  claimDeliveryWorkers?: number;
  // How often each server sweeps: orphaned claim e-mails, ended rate-limit windows. Tests shorten it.
  maintenanceIntervalMs?: number;
  // How often each server chains the access events stored since (ADR 052): the chain trails the log by
  // about this much.
  accessChainIntervalMs?: number;
  // How often each server with workers prunes sent mail, finished jobs, ended sessions and links, and
  // orphaned bucket objects (HOUSEKEEPING_INTERVAL_SECONDS), and the real time it reckons on (tests move it).
  housekeepingIntervalMs?: number;
  housekeepingClock?: () => Date;
  // Schema introspection and "Did you mean" hints: off unless asked for (config turns them on outside
  // production, for developer tools).
  graphqlIntrospection?: boolean;
  // Each String, Int, Float, Boolean, ID and enum of an answer checked to be in its wire form (on unless
  // config says production, where they go out as resolved: graphql/leaf-values.ts).
  graphqlCheckLeaves?: boolean;
  graphqlOperationsPerMinute?: number;
  // Which proxies may set X-Forwarded-For (Fastify's trustProxy): off by default, so a client cannot
  // choose the address that rate limits and security logs see.
  trustProxy?: boolean | string;
  // Off only to measure what the access log costs (bench/access-log.ts): a deployment always keeps it.
  accessLog?: boolean;
  // The bearer token /metrics asks for (METRICS_TOKEN); unset, /metrics is not served.
  metricsToken?: string;
  // How long a request may wait before its work starts (REQUEST_QUEUE_DEADLINE_MS), timed on `queueClock`
  // (milliseconds, monotonic; tests step it).
  queueDeadlineMs?: number;
  queueClock?: () => number;
  // 'operations': a worker process (`npm run worker`), which answers only /healthz, /readyz and /metrics.
  routes?: 'all' | 'operations';
};

const DAY_MS = 24 * 3600 * 1000;

const requestForLog = (request: FastifyRequest) => ({
  method: request.method,
  url: urlForLog(request.url),
  remoteAddress: request.ip,
});

export async function buildApp({
  config,
  database,
  logger = false,
  rateLimits = DEFAULT_RATE_LIMITS,
  rateLimitClock,
  clock: baseClock = systemClock,
  testClock = false,
  runJobs = true,
  runWorkers = true,
  jobPollingIntervalSeconds,
  jobPolicies,
  claimDeliveryWorkers = DEFAULT_CLAIM_DELIVERY_WORKERS,
  maintenanceIntervalMs = 15_000,
  accessChainIntervalMs = 2_000,
  housekeepingIntervalMs = DEFAULT_HOUSEKEEPING_INTERVAL_MS,
  housekeepingClock = () => new Date(),
  graphqlIntrospection = false,
  graphqlCheckLeaves = true,
  graphqlOperationsPerMinute = 1200,
  trustProxy = false,
  accessLog = true,
  metricsToken,
  queueDeadlineMs = DEFAULT_QUEUE_DEADLINE_MS,
  queueClock,
  routes = 'all',
  fileKeys,
  bucket,
}: AppOptions) {
  // Links carry tokens in their path or query: request logs keep the path with them replaced.
  const redactedLogger = logger && typeof logger === 'object' ? { ...logger, serializers: { req: requestForLog, err: serializeError } } : logger;
  const app = Fastify({ logger: redactedLogger, bodyLimit: 1024 * 1024, trustProxy });
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    // A coach reaches GraphQL, where the coach gate lets through only the fields marked for coaches.
    if (route.url === '/v1/graphql') route.config = { ...route.config, coach: true };
    for (const method of [route.method].flat()) {
      registeredRoutes.push({ method, url: route.url, public: Boolean(route.config?.public), coach: Boolean(route.config?.coach) });
    }
    // Sign-in answers carry a session token beside what the caller sent: never compressed (BREACH, ADR 046).
    if (route.url.startsWith('/v1/auth/')) route.compress = false;
  });
  const moved = testClock ? movableClock(baseClock) : undefined;
  const clock = moved?.now ?? baseClock;
  const mailFileRetentionDays = config.MAIL_FILE_RETENTION_DAYS ?? DEFAULT_MAIL_FILE_RETENTION_DAYS;
  const jobs = createJobQueue(database, app.log, {
    pollingIntervalSeconds: jobPollingIntervalSeconds,
    policies: jobPolicies,
    workers: { claimDelivery: claimDeliveryWorkers },
  });
  const metrics = createMetrics();
  metrics.watch({ poolStats: database.poolStats, queueDepths: async () => (runJobs ? jobs.depths() : []) });
  const mailDir = path.join(config.dataDir, 'mail');
  const transport = timedTransport(createMailTransport({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, mailDir }), metrics);
  const mailFiles = createMailFiles(mailDir);
  if (transport.writesToDisk && config.NODE_ENV === 'production') {
    app.log.warn(
      { event: 'mail-written-to-files', mailDir },
      'SMTP_URL is not set: no e-mail is sent, each is written as an .eml file under DATA_DIR/mail, with its codes, links and attachments in clear. This is for development only: set SMTP_URL in production.',
    );
  }
  // The workers' reads and writes use the background pool, so a burst of requests never starves them.
  const mail = createMailService({
    db: database.workerDb,
    jobs,
    transport,
    log: app.log,
    publicUrl: config.publicUrl,
    retryLimit: jobPolicies?.mail?.retryLimit ?? QUEUES.mail.retryLimit,
    orphanGraceMs: 2 * maintenanceIntervalMs,
  });
  const fileStore = createFileStore(fileKeys, bucket);
  await fileStore.checkKeys(database.db);
  const signer = createSigner(await loadSecret(database.db, 'url-signing'));
  const rateLimiter = createRateLimiter(database.db, rateLimitClock);
  const queueDeadline = { ms: queueDeadlineMs, ...(queueClock ? { now: queueClock } : {}) };
  const services = createServices({ db: refuseLateTransactions(database.db, queueDeadline), jobs, mail, mailFiles, log: app.log, publicUrl: config.publicUrl, signer, rateLimiter, ssoProviders: config.sso ?? {}, clock, fileStore, metrics });
  const claimDelivery = createClaimDelivery({
    db: database.workerDb,
    jobs,
    transport,
    log: app.log,
    publicUrl: config.publicUrl,
    signer,
    fileStore,
    metrics,
    clock,
    retryLimit: jobPolicies?.claimDelivery?.retryLimit ?? QUEUES.claimDelivery.retryLimit,
    orphanGraceMs: 2 * maintenanceIntervalMs,
  });

  // Helmet's security headers, the same on every answer (no directive depends on the request): taken once
  // from its middleware and set with Fastify's own headers. @fastify/helmet built the middleware again for
  // each request (75 µs of a list request), and the middleware sets each header on the raw response, where
  // Node checks them one by one (100 µs more).
  const securityHeaders = headersOfMiddleware(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Mantine injects its CSS variables in <style> tags.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          // Only behind TLS: over plain HTTP (an intranet host, a trial) it would send every asset to https.
          'upgrade-insecure-requests': new URL(config.publicUrl).protocol === 'https:' ? [] : null,
        },
      },
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  app.addHook('onRequest', (request, _reply, done) => {
    nameRequestSpan(request.method, request.routeOptions.url);
    done();
  });
  await app.register(cookie);
  // API answers (GraphQL and REST) go compressed to a client that accepts it (ADR 046): a 200-row claims
  // page is a tenth of its size in gzip. Brotli at quality 4, not zlib's default 11, which costs more time per
  // answer than it saves on the wire; the built app's files come precompressed at the highest quality.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_ABOVE_BYTES,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  registerErrorHandler(app);
  shedLateRequests(app, queueDeadline);
  refuseNulInText(app);
  const api = await registerOpenApi(app);
  registerHealthCheck(api, database, fileStore);
  registerMetrics(app, metrics, metricsToken);

  // The scheduled work acts across schools (ADR 051), whether its timer, the command or the test clock runs it.
  const scheduled = <A extends unknown[], R>(task: (...args: A) => Promise<R>) => (...args: A) => acrossSchools('job', () => task(...args));
  const housekeeping = scheduled(createHousekeeping({ db: database.workerDb, jobs, bucket, metrics, log: app.log, now: housekeepingClock }).run);
  app.decorate('housekeeping', housekeeping);
  app.decorate('scheduled', {
    remindParents: scheduled(services.parentPart.remindParents),
    remindGuardians: scheduled(services.seasonConsent.remindGuardians),
    remindDeadlines: scheduled(services.deadlines.remindDeadlines),
  });
  if (routes === 'all') {
    registerAuthHook(app, services.auth);
    registerAccessTrail(app, database.db, { record: accessLog });
    await registerAuthRoutes(api, services.auth, rateLimits, rateLimiter);
    await registerSsoRoutes(api, services.sso, services.auth, rateLimits, rateLimiter);
    await registerUsersRoutes(api, services.users, addressThrottle(rateLimiter, rateLimits));
    await registerUploadRoutes(api, services);
    await registerClaimDocumentsRoutes(api, services.claimDocuments);
    await registerIncidentsRoutes(api, services);
    await registerStudentsRoutes(api, services.students, services.studentsImport);
    await registerClaimsRoutes(api, services.claims, services.claimRecords);
    await registerReportsRoutes(api, services.lossRun);
    await registerDisclosuresRoutes(api, services.disclosures);
    await registerAccessLogRoutes(api, services.accessLog);
    await registerDataExportsRoutes(api, services.dataExports);
    await registerDataDeletionRoutes(api, services.dataDeletion);
    throttlePublicLinks(app, rateLimiter);
    await registerParentPartRoutes(api, services.parentPart);
    await registerSeasonConsentRoutes(api, services.seasonConsent);
    await registerTpaLinkRoutes(api, services.tpaLink);
    if (moved) registerTestClockRoute(api, moved, app.scheduled);
    await registerGraphQL(app, services, { introspection: graphqlIntrospection, checkLeaves: graphqlCheckLeaves, rateLimiter, operationsPerMinute: graphqlOperationsPerMinute });
    await registerWebApp(app, config.webDist);
  }

  if (runJobs) {
    const stopTasks: (() => Promise<void>)[] = [];
    app.addHook('onReady', async () => {
      await jobs.start();
      if (!runWorkers) return;
      await mail.startWorker();
      await claimDelivery.startWorker();
      await services.auth.startWorker();
      await services.dataExports.startWorker();
      await services.seasonConsent.startWorker();
      stopTasks.push(
        startPeriodic('access-chain', accessChainIntervalMs, async () => void (await chainPendingEvents(database.workerDb)), app.log),
        startPeriodic('claim-delivery-orphans', maintenanceIntervalMs, claimDelivery.sweepOrphans, app.log),
        startPeriodic('mail-orphans', maintenanceIntervalMs, mail.sweepOrphans, app.log),
        startPeriodic('mail-file-retention', maintenanceIntervalMs, async () => void (await mailFiles.removeOlderThan(new Date(clock().getTime() - mailFileRetentionDays * DAY_MS))), app.log),
        startPeriodic('rate-limit-windows', maintenanceIntervalMs, rateLimiter.sweep, app.log),
        startPeriodic('parent-reminders', maintenanceIntervalMs, async () => void (await app.scheduled.remindParents()), app.log),
        startPeriodic('season-reminders', maintenanceIntervalMs, async () => void (await app.scheduled.remindGuardians()), app.log),
        startPeriodic('deadline-reminders', maintenanceIntervalMs, async () => void (await app.scheduled.remindDeadlines()), app.log),
        startPeriodic('claim-retention', maintenanceIntervalMs, services.dataDeletion.purgeRetention, app.log),
        startPeriodic('data-export-expiry', maintenanceIntervalMs, services.dataExports.expire, app.log),
        startPeriodic('file-sealing', maintenanceIntervalMs, () => sealStoredFiles(fileStore, database.workerDb, app.log), app.log),
        startPeriodic('housekeeping', housekeepingIntervalMs, async () => void (await housekeeping()), app.log),
        startPeriodic('bucket-object-deletions', maintenanceIntervalMs, async () => void (await fileStore.deleteObjects(database.workerDb)), app.log),
      );
    });
    app.addHook('onClose', async () => {
      await Promise.all(stopTasks.map((stop) => stop()));
      await jobs.stop();
    });
  }
  return app;
}

// Each send to the SMTP server timed for /metrics: to a TPA (a claim) or to a person.
const timedTransport = (transport: MailTransport, metrics: Metrics): MailTransport => ({
  ...transport,
  send: (mail) => metrics.timeMail(mail.kind === 'claim' ? 'tpa' : 'person', () => transport.send(mail)),
});
