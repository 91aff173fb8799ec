// Starts the production server for the e2e suite on a fresh database with the demo data:
//   node scripts/e2e-server.mjs pglite 4173     (embedded, in a temporary data directory)
//   node scripts/e2e-server.mjs postgres 4174   (a fresh database on the server in TEST_DATABASE_URL)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const [kind, port] = process.argv.slice(2);
const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const env = { ...process.env, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
const cleanups = [];

if (kind === 'pglite') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-e2e-'));
  env.DATA_DIR = dataDir;
  delete env.DATABASE_URL;
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
} else if (kind === 'postgres') {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `claims_e2e_${port}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  const seeded = spawnSync(tsx, [path.join(root, 'apps/server/src/db/seed-cli.ts')], { env, stdio: 'inherit' });
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

const server = spawn(tsx, [path.join(root, 'apps/server/src/main.ts')], { env, stdio: 'inherit' });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', async (code) => {
  for (const cleanup of cleanups) await cleanup();
  process.exit(code ?? 0);
});
