import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { TEST_FILE_KEYS_TEXT } from './test-app.ts';
import { waitUntil } from './wait.ts';

const root = new URL('../../../../', import.meta.url).pathname;

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

// The server as it runs in production (`npm run serve`, or `npm run worker` for a worker), in a process of
// its own, for tests of what happens to the process itself: a SIGKILL, a database that goes away, several
// processes on one database. It holds the test apps' file key, as the servers of one deployment share theirs.
export async function startServerProcess(env: Record<string, string>, role: 'web' | 'worker' = 'web') {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/${role === 'web' ? 'main' : 'worker'}.ts`], {
    cwd: root,
    env: { ...process.env, PORT: String(port), WEB_DIST: '/nonexistent', LOG_LEVEL: 'warn', FILE_ENCRYPTION_KEYS: TEST_FILE_KEYS_TEXT, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The server's log (JSON lines at LOG_LEVEL), for tests of what it said.
  const output: string[] = [];
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => output.push(...chunk.split('\n').filter(Boolean)));
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) => child.once('exit', (code) => ((exitCode = code), resolve())));
  const base = `http://127.0.0.1:${port}`;
  const health = () => fetch(`${base}/readyz`).then((response) => response.status, () => 0);
  await waitUntil(`the ${role} process at ${base} to be ready`, async () => (await health()) === 200);
  return {
    base,
    health,
    output: () => output,
    // undefined while the process runs
    exitCode: () => exitCode,
    // Stops the process where it stands (SIGSTOP): it reads nothing more until killed.
    freeze: () => child.kill('SIGSTOP'),
    async kill() {
      if (exitCode === undefined) child.kill('SIGKILL');
      await exited;
    },
  };
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;
