import { runCli } from './cli.ts';
import { runServer } from './run-server.ts';

// The job workers and scheduled work alone, apart from the web processes (issue 40): `npm run worker`.
await runCli(() => runServer('worker'));
