import { startTracingIfConfigured } from './tracing/tracing.ts';

// Tracing, when configured, starts before the server's modules are loaded, so that they load instrumented.
await startTracingIfConfigured('claims-web');
const { runCli } = await import('./cli.ts');
const { runServer } = await import('./run-server.ts');
await runCli(() => runServer('web'));
