import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.ts';

const run = promisify(execFile);
const root = new URL('../../../../', import.meta.url).pathname;

// The point-in-time recovery script (docs/operations.md), as an operator runs it.
export const PITR_SCRIPT = path.join(root, 'scripts/pitr/pitr.sh');

// PostgreSQL's server programs as scripts/pitr/pitr.sh finds them (PG_BIN, else the newest
// /usr/lib/postgresql/*/bin), or undefined on a machine without them.
export function postgresBin(): string | undefined {
  if (process.env.PG_BIN) return fs.existsSync(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : undefined;
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql') : [];
  const newest = versions.filter((version) => fs.existsSync(`/usr/lib/postgresql/${version}/bin/initdb`)).sort((a, b) => Number(b) - Number(a))[0];
  return newest && `/usr/lib/postgresql/${newest}/bin`;
}

// PostgreSQL refuses to run as root: as root (a container, CI), its programs run as the postgres user,
// who must own the folders they write.
const OS_USER = 'postgres';
const asRoot = process.getuid?.() === 0;
export const asServerUser = (command: string, args: string[]) => (asRoot ? run('runuser', ['-u', OS_USER, '--', command, ...args]) : run(command, args));
export function ownedFolder(folder: string) {
  fs.mkdirSync(folder, { recursive: true });
  if (asRoot) fs.chownSync(folder, ...userIds());
  return folder;
}
const userIds = (): [number, number] => {
  const entry = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith(`${OS_USER}:`));
  if (!entry) throw new Error(`running as root, and there is no ${OS_USER} user to run PostgreSQL as`);
  const [, , uid, gid] = entry.split(':');
  return [Number(uid), Number(gid)];
};

export type PrivateCluster = { dataDir: string; port: number; superuserUrl: string; stop: (mode: 'fast' | 'immediate') => Promise<void> };

// A server of the test's own data directory on a free loopback port, never the shared one: superuser
// postgres with trust authentication, reachable by TCP only from this machine.
export function clusterAt(bin: string, dataDir: string, port: number): PrivateCluster {
  return {
    dataDir,
    port,
    superuserUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async (mode) => {
      await asServerUser(path.join(bin, 'pg_ctl'), ['--pgdata', dataDir, '--mode', mode, '--wait', 'stop']);
    },
  };
}

// A new cluster in `dataDir` whose every WAL segment is archived into `archiveDir` with the lines the
// script prints for an operator's postgresql.conf, started. Without fsync unless asked (a benchmark's
// figures): a test's cluster outlives no machine crash.
export async function startPrivateCluster(bin: string, dataDir: string, archiveDir: string, { fsync = false } = {}) {
  ownedFolder(path.dirname(dataDir));
  ownedFolder(archiveDir);
  await asServerUser(path.join(bin, 'initdb'), ['--pgdata', dataDir, '--username', 'postgres', '--auth', 'trust', '--encoding', 'UTF8', '--no-sync']);
  const { stdout: archiving } = await run('bash', [PITR_SCRIPT, 'archive-command', archiveDir]);
  const port = await freePort();
  // the socket in the run's own folder, not the shared server's
  const local = `port = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${path.dirname(dataDir)}'\nfsync = ${fsync ? 'on' : 'off'}\n`;
  fs.appendFileSync(path.join(dataDir, 'postgresql.conf'), `${archiving}${local}`);
  await asServerUser(path.join(bin, 'pg_ctl'), ['--pgdata', dataDir, '--log', `${dataDir}.log`, '--wait', 'start']);
  return clusterAt(bin, dataDir, port);
}
