// The app as bench/postgraphile.ts and bench/overhead.ts run it beside another server, in a process of its own: no job workers
// (the bench databases hold claims whose e-mails were never queued) and no operation limit, on PORT for
// DATABASE_URL.
import { openDatabase } from '../apps/server/src/db/client.ts';
import { benchApp } from './bench-app.ts';

const database = await openDatabase({ kind: 'postgres', allowPrivilegedRole: true, url: process.env.DATABASE_URL! });
const app = await benchApp(database, { graphqlOperationsPerMinute: 1e9 });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
// closing the app closes its database; the exit writes a profile when run with --cpu-prof
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
