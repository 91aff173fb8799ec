import { startTracingIfConfigured } from './tracing/tracing.ts';

// The job workers and scheduled work alone, apart from the web processes (issue 40): `npm run worker`.
// Tracing, when configured, starts before the server's modules are loaded, so that they load instrumented.
await startTracingIfConfigured('claims-worker');
const { runCli } = await import('./cli.ts');
const { runServer } = await import('./run-server.ts');
await runCli(() => runServer('worker'));
