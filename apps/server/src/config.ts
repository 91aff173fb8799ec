import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAIL_FILE_RETENTION_DAYS } from './modules/mail/mail.files.ts';
import { parseKeyRing, type KeyRing } from './modules/uploads/file-cipher.ts';
import { parseStorageUrl } from './modules/uploads/object-bucket.ts';
import { defaultWebDist } from './package-paths.ts';

// A URL the check accepts, or the message.
const urlWhere = (accepts: (url: URL) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && accepts(new URL(value)), message);

// An optional text that `parse` must accept; its message is the variable's.
const parsedBy = (parse: (value: string) => unknown) =>
  z
    .string()
    .trim()
    .optional()
    .superRefine((value, ctx) => {
      if (value === undefined) return;
      try {
        parse(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    });

const postgresUrl = urlWhere(
  (url) => (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '',
  'must be a URL like postgres://user:password@host:5432/database',
);

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const oidcIssuer = urlWhere(
  (url) => url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)),
  'must be an https URL (http on the loopback address only)',
);

export type SsoProviderName = 'google' | 'microsoft';
export type SsoProviderConfig = { issuer: string; clientId: string; clientSecret: string };

const configSchema = z
  .object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PORT: z.coerce
    .number({ error: 'must be a whole number between 1 and 65535' })
    .int('must be a whole number between 1 and 65535')
    .min(1, 'must be a whole number between 1 and 65535')
    .max(65535, 'must be a whole number between 1 and 65535')
    .default(3000),
  // Unset: the embedded PGlite database under DATA_DIR. Set: a PostgreSQL server.
  DATABASE_URL: postgresUrl.optional(),
  // The owner role's connection (ADR 050), for `npm run db:migrate`; given to a start too, it migrates
  // before serving (development, e2e). The app's role, DATABASE_URL's, is created and granted there.
  DATABASE_OWNER_URL: postgresUrl.optional(),
  // The reporting role's connection: `npm run db:migrate` creates the role if missing and grants it SELECT.
  DATABASE_READONLY_URL: postgresUrl.optional(),
  // Development only: the app may connect as a superuser or as the owner of its tables. Unset: refused.
  ALLOW_PRIVILEGED_DATABASE_ROLE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  // PostgreSQL connections of one server for requests and for background work (job queue and workers),
  // and how many requests may wait for one before more are answered 503 at once. Unset: 10, 5 and 500
  // (db/client.ts says why); the embedded database has one connection and ignores them.
  DATABASE_POOL_SIZE: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1).max(1000).optional(),
  DATABASE_WORKER_POOL_SIZE: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1).max(1000).optional(),
  DATABASE_POOL_QUEUE_LIMIT: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).max(100_000).optional(),
  // How long a request may wait (for the server, a connection) before its work starts; past it, or with
  // its client gone, it is answered 503 with Retry-After and does nothing. Unset: 10,000 (http/queue-deadline.ts).
  REQUEST_QUEUE_DEADLINE_MS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1).max(600_000).optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  SMTP_URL: z.string().trim().optional(),
  MAIL_FROM: z.string().trim().default('School Claims <no-reply@claims.localhost>'),
  // Without SMTP_URL (development only), e-mails are written as .eml files under DATA_DIR/mail; the
  // maintenance loop removes those older than this many days.
  MAIL_FILE_RETENTION_DAYS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1).max(3650).default(DEFAULT_MAIL_FILE_RETENTION_DAYS),
  PUBLIC_URL: z.string().trim().url('must be a URL like http://localhost:3000').optional(),
  // Sign-in, code and reset attempts allowed per client address a minute, and per account per 15 minutes.
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  // Proxies in front of the app whose X-Forwarded-For is believed: comma-separated addresses or CIDRs
  // (e.g. 10.0.0.0/8), or `true` for any. Unset: none, so clients cannot pick the address rate limits see.
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((value) => (value === 'true' ? true : value === 'false' ? false : value))
    .optional(),
  // How often a claim e-mail to a TPA is retried, and the first delay (doubling, up to an hour), before
  // the claim is marked ERROR. Unset: 30 retries from 30 s, about a day.
  CLAIM_DELIVERY_RETRIES: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).max(100).optional(),
  CLAIM_DELIVERY_RETRY_DELAY_SECONDS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1).max(3600).optional(),
  // TPA e-mails one server sends at once. Unset: four per core, from 4 to 32.
  CLAIM_DELIVERY_WORKERS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1).max(100).optional(),
  // GraphQL operations one user (or one address before sign-in) may send a minute.
  GRAPHQL_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  // GraphQL schema introspection and "Did you mean" hints. Unset: on in development, off in production.
  GRAPHQL_INTROSPECTION: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  // Each String, Int, Float, Boolean, ID and enum of a GraphQL answer checked against its type (ADR 047).
  // Unset: on in development, off in production, where they go out as resolved.
  GRAPHQL_CHECK_LEAVES: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  // How often each server looks for claim e-mails left without a job (a crash during the last attempt)
  // and for ended rate-limit windows. Such an e-mail is settled within about three times this.
  MAINTENANCE_INTERVAL_SECONDS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1).max(3600).default(15),
  // How often each server that runs workers deletes sent e-mails, finished jobs, ended sessions and links,
  // and bucket objects no file names, each past its retention (ADR 053).
  HOUSEKEEPING_INTERVAL_SECONDS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(60).max(86_400).default(3600),
  // Staff sign-in with Google Workspace and Microsoft Entra (ADR 030): a provider whose client id is unset
  // is off, and its button does not show. The issuers default to Google's and to Entra's any-organisation
  // endpoint; an http issuer is accepted on the loopback address only (tests, a local provider).
  OIDC_GOOGLE_ISSUER: oidcIssuer.default('https://accounts.google.com'),
  OIDC_GOOGLE_CLIENT_ID: z.string().trim().optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().trim().optional(),
  OIDC_MICROSOFT_ISSUER: oidcIssuer.default('https://login.microsoftonline.com/organizations/v2.0'),
  OIDC_MICROSOFT_CLIENT_ID: z.string().trim().optional(),
  OIDC_MICROSOFT_CLIENT_SECRET: z.string().trim().optional(),
  // The keys stored files are sealed with (ADR 040): `id:base64,id:base64`, the first for new files, the
  // others kept while older files are resealed. Unset: DATA_DIR/file-keys, made on a new database.
  FILE_ENCRYPTION_KEYS: parsedBy(parseKeyRing),
  // Where stored files' sealed bytes go (ADR 043): an S3-compatible bucket,
  // `s3://bucket?endpoint=https://host&region=us-east-1&path_style=true&prefix=claims/` (credentials from
  // AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or the SDK's other sources). Unset: into the database.
  STORAGE_URL: parsedBy(parseStorageUrl),
  // The bearer token /metrics asks for (Prometheus' `authorization` setting). Unset: /metrics is not served.
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  // off: this web process queues jobs but runs no job workers or scheduled work; a `npm run worker`
  // process does (PostgreSQL only). Unset: on, as the embedded default needs.
  WORKERS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  // The end-to-end suite's movable clock (ADR 045): POST /v1/test/clock puts the dates ahead by whole days.
  // Refused unless HOST and PUBLIC_URL are both on the loopback address: a server families and staff can
  // reach, or whose e-mailed links lead anywhere, never has it. Unset: off.
  TEST_CLOCK: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().trim().optional(),
})
  .superRefine((config, ctx) => {
    if ((config.DATABASE_OWNER_URL || config.DATABASE_READONLY_URL) && !config.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'must be set with DATABASE_OWNER_URL or DATABASE_READONLY_URL: it names the application role' });
    }
    if (config.WORKERS === 'off' && !config.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['WORKERS'], message: 'off needs DATABASE_URL: the embedded database runs its jobs in this process, as no other can open it' });
    }
    if (config.TEST_CLOCK === 'true' && !(LOOPBACK_HOSTS.has(config.HOST) && config.PUBLIC_URL && LOOPBACK_HOSTS.has(new URL(config.PUBLIC_URL).hostname))) {
      ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK'], message: 'true needs HOST and PUBLIC_URL on the loopback address (127.0.0.1, localhost, ::1): a reachable server never moves its clock' });
    }
    for (const provider of ['GOOGLE', 'MICROSOFT'] as const) {
      if (Boolean(config[`OIDC_${provider}_CLIENT_ID`]) !== Boolean(config[`OIDC_${provider}_CLIENT_SECRET`])) {
        ctx.addIssue({ code: 'custom', path: [`OIDC_${provider}_CLIENT_SECRET`], message: `and OIDC_${provider}_CLIENT_ID must be set together` });
      }
    }
  });

export type Config = z.infer<typeof configSchema> & {
  dataDir: string;
  webDist: string;
  publicUrl: string;
  graphqlIntrospection: boolean;
  graphqlCheckLeaves: boolean;
  sso: Partial<Record<SsoProviderName, SsoProviderConfig>>;
  fileKeys: KeyRing | undefined;
};

const ssoProvider = (issuer: string, clientId: string | undefined, clientSecret: string | undefined) =>
  clientId && clientSecret ? { issuer, clientId, clientSecret } : undefined;

export class ConfigError extends Error {}

// Empty strings count as unset, so `PORT= npm start` behaves like no PORT at all.
const withoutEmpty = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    webDist: path.resolve(config.WEB_DIST ?? defaultWebDist),
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    fileKeys: config.FILE_ENCRYPTION_KEYS ? parseKeyRing(config.FILE_ENCRYPTION_KEYS) : undefined,
    graphqlIntrospection: config.GRAPHQL_INTROSPECTION ? config.GRAPHQL_INTROSPECTION === 'true' : config.NODE_ENV !== 'production',
    graphqlCheckLeaves: config.GRAPHQL_CHECK_LEAVES ? config.GRAPHQL_CHECK_LEAVES === 'true' : config.NODE_ENV !== 'production',
    sso: Object.fromEntries(
      Object.entries({
        google: ssoProvider(config.OIDC_GOOGLE_ISSUER, config.OIDC_GOOGLE_CLIENT_ID, config.OIDC_GOOGLE_CLIENT_SECRET),
        microsoft: ssoProvider(config.OIDC_MICROSOFT_ISSUER, config.OIDC_MICROSOFT_CLIENT_ID, config.OIDC_MICROSOFT_CLIENT_SECRET),
      }).filter(([, provider]) => provider),
    ),
  };
}
