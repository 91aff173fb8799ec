import { runCli } from './cli.ts';
import { runServer } from './run-server.ts';

await runCli(() => runServer('web'));
