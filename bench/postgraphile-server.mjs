// PostGraphile 5 for bench/postgraphile.ts, in a process of its own: it needs Node 22, which the project
// does not. Serves /graphql on PORT for DATABASE_URL from the install in POSTGRAPHILE.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const load = createRequire(path.join(path.resolve(process.env.POSTGRAPHILE), 'node_modules', 'noop.js'));
const { postgraphile } = load('postgraphile');
const { PostGraphileAmberPreset } = load('postgraphile/presets/amber');
const { makePgService } = load('postgraphile/adaptors/pg');
const { grafserv } = load('postgraphile/grafserv/node');
const { PostGraphileConnectionFilterPreset } = load('postgraphile-plugin-connection-filter');

const pgl = postgraphile({
  extends: [PostGraphileAmberPreset, PostGraphileConnectionFilterPreset],
  // Every column may order and filter, as in the app's lists (by default only indexed columns may, and a
  // partial index, like the app's, does not count).
  disablePlugins: ['PgIndexBehaviorsPlugin'],
  pgServices: [makePgService({ connectionString: process.env.DATABASE_URL, schemas: ['public'], poolConfig: { max: 10 } })],
  grafserv: { graphqlPath: '/graphql' },
});
const server = createServer();
await pgl.createServ(grafserv).addTo(server);
await pgl.getSchema();
server.listen(Number(process.env.PORT), '127.0.0.1');
const stop = async () => {
  server.close();
  await pgl.release();
  process.exit(0);
};
process.on('SIGTERM', stop);
