// Starts the production server (compiled by `npm run build`) for the e2e suite on a fresh database with the
// demo data, and a real SMTP server on loopback whose messages are filed as JSON in
// test-results/mailbox-<kind>/ for the specs:
//   node scripts/e2e-server.mjs pglite 4173     (embedded, in a temporary data directory)
//   node scripts/e2e-server.mjs postgres 4174   (a fresh database on the server in TEST_DATABASE_URL)
// The server's log goes to test-results/server-<kind>.log.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const [kind, port] = process.argv.slice(2);
const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
// The server as production runs it, by the package's own commands (the ones the Dockerfile runs): the
// compiled JavaScript under plain node.
const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const commandOf = (script) => {
  const [program, ...args] = scripts[script].split(' ');
  if (program !== 'node') throw new Error(`npm run ${script} should run node, not ${program}`);
  return [process.execPath, args];
};
const mailbox = path.join(root, 'test-results', `mailbox-${kind}`);
fs.rmSync(mailbox, { recursive: true, force: true });
fs.mkdirSync(mailbox, { recursive: true });
// While this file exists the SMTP server refuses connections, as a relay that is down would (specs use it
// to see a claim fail and then be resent).
const smtpDownFlag = path.join(root, 'test-results', `smtp-down-${kind}`);
fs.rmSync(smtpDownFlag, { force: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onConnect(_session, callback) {
    callback(fs.existsSync(smtpDownFlag) ? Object.assign(new Error('Service not available'), { responseCode: 421 }) : undefined);
  },
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const message = {
          to: mail.to?.value?.[0]?.address ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          date: new Date().toISOString(),
          attachments: mail.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, base64: file.content.toString('base64') })),
        };
        const name = `${String(++received).padStart(5, '0')}.json`;
        // Written then renamed, so a reader never sees half a message.
        fs.writeFileSync(path.join(mailbox, `${name}.tmp`), JSON.stringify(message));
        fs.renameSync(path.join(mailbox, `${name}.tmp`), path.join(mailbox, name));
        callback();
      })
      .catch(callback);
  },
});
const smtpPort = Number(port) + 1000;
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  // Every request is logged, as an operator runs it, to a file the server-log check reads for secrets.
  LOG_LEVEL: 'info',
  NODE_ENV: 'production',
  // Every leaf of every answer the journeys read checked against its type: where the check passes, the
  // production answer (leaves as resolved) is the same (ADR 047).
  GRAPHQL_CHECK_LEAVES: 'true',
  // POST /v1/test/clock, for the journeys of reminders, deadlines and return-to-play steps (the serverClock fixture, e2e/fixtures.ts)
  TEST_CLOCK: 'true',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  // The suite signs the demo users in many times; the limits themselves are proven by integration tests.
  AUTH_RATE_LIMIT_PER_IP: '1000',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
  // A claim whose e-mail cannot be sent turns ERROR in seconds rather than a day.
  CLAIM_DELIVERY_RETRIES: '2',
  CLAIM_DELIVERY_RETRY_DELAY_SECONDS: '1',
};
const cleanups = [() => new Promise((resolve) => smtp.close(resolve))];

// A Google-like and an Entra-like OpenID Provider (oidc-provider, apps/server/src/testing/oidc-provider.ts),
// each in its own process, for staff sign-in with the district's accounts.
const oidcClient = { id: 'claims-test-client', secret: 'claims-test-client-secret-of-some-length' };
for (const [provider, offset] of [['google', 2000], ['microsoft', 3000]]) {
  const providerPort = Number(port) + offset;
  const issuer = `http://127.0.0.1:${providerPort}`;
  const child = spawn(tsx, [path.join(root, 'apps/server/src/testing/oidc-provider.ts'), provider, String(providerPort), `${env.PUBLIC_URL}/v1/auth/sso/${provider}/callback`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(() => child.kill('SIGTERM'));
  // up before the app, so that its first sign-in finds the provider there
  for (let tries = 0; ; tries++) {
    const answer = await fetch(`${issuer}/.well-known/openid-configuration`).catch(() => undefined);
    if (answer?.ok) break;
    if (tries > 600) throw new Error(`the test ${provider} OpenID Provider did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const name = provider.toUpperCase();
  Object.assign(env, { [`OIDC_${name}_ISSUER`]: issuer, [`OIDC_${name}_CLIENT_ID`]: oidcClient.id, [`OIDC_${name}_CLIENT_SECRET`]: oidcClient.secret });
}

if (kind === 'pglite') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-e2e-'));
  env.DATA_DIR = dataDir;
  delete env.DATABASE_URL;
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
} else if (kind === 'postgres') {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `claims_e2e_${port}`;
  // As a deployment runs (ADR 050): a database owned by the owner role, migrated by `npm run db:migrate`
  // as the owner (which creates the application role if missing), then served as the application role.
  const roles = { owner: 'claims_e2e_owner', app: 'claims_e2e_app' };
  const password = 'claims-e2e';
  const urlAs = (role) => Object.assign(new URL(serverUrl), { pathname: `/${name}`, username: role, password }).toString();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  // the two e2e servers may start together, and roles belong to the whole PostgreSQL server
  await admin.query("select pg_advisory_lock(hashtext('school-claims e2e roles'))");
  await admin.query(`do $$ begin
    if not exists (select from pg_roles where rolname = '${roles.owner}') then create role ${roles.owner} login createrole password '${password}'; end if;
  end $$`);
  await admin.query("select pg_advisory_unlock(hashtext('school-claims e2e roles'))");
  await admin.query(`create database ${name} owner ${roles.owner}`);
  await admin.end();
  // what the operator's superuser does once on a new database (docs/operations.md, Database roles; the
  // functions of LEAKPROOF_SEARCH_FUNCTIONS in apps/server/src/db/roles.ts)
  const superuser = new pg.Client({ connectionString: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString() });
  await superuser.connect();
  await superuser.query('ALTER FUNCTION pg_catalog.texticlike(text, text) LEAKPROOF; ALTER FUNCTION pg_catalog.textcat(text, text) LEAKPROOF');
  await superuser.end();
  env.DATABASE_URL = urlAs(roles.app);
  // as a deployment on a server holds its file keys: in the environment, not in a data directory
  env.FILE_ENCRYPTION_KEYS = `e2e-1:${randomBytes(32).toString('base64')}`;
  const migrated = spawnSync(...commandOf('db:migrate'), { cwd: root, env: { ...env, DATABASE_OWNER_URL: urlAs(roles.owner) }, stdio: 'inherit' });
  if (migrated.status !== 0) process.exit(1);
  const seeded = spawnSync(...commandOf('db:seed'), { cwd: root, env, stdio: 'inherit' });
  if (seeded.status !== 0) process.exit(1);
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
} else {
  console.error('usage: node scripts/e2e-server.mjs pglite|postgres PORT');
  process.exit(2);
}

const serverLog = fs.openSync(path.join(root, 'test-results', `server-${kind}.log`), 'w');
const server = spawn(...commandOf('serve'), { cwd: root, env, stdio: ['ignore', serverLog, 'inherit'] });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', async (code) => {
  for (const cleanup of cleanups) await cleanup();
  process.exit(code ?? 0);
});
