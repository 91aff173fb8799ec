// The bare route bench/overhead.ts compares the app with, in a process of its own: Fastify with the app's
// compression, one pooled connection per request, and the statements the app sent for each list request
// (the JSON file STATEMENTS names: a list of lists) sent again in order with the same values and names,
// the largest result answered as JSON: its rows as objects named by their columns, as pg gives them to a
// route written by hand (Drizzle asks for arrays, which no client could read without the app's names).
// GET /replay/<index> on PORT for DATABASE_URL.
import compress from '@fastify/compress';
import fs from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { COMPRESS_ABOVE_BYTES } from '../apps/server/src/app.ts';
import { DEFAULT_POOL_SIZE } from '../apps/server/src/db/client.ts';

const replays = JSON.parse(fs.readFileSync(process.env.STATEMENTS!, 'utf8')) as (pg.QueryConfig & { rowMode?: 'array' })[][];
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: DEFAULT_POOL_SIZE });
const server = Fastify();
await server.register(compress, { threshold: COMPRESS_ABOVE_BYTES });
server.get('/healthz', async () => ({ status: 'ok' }));
server.get<{ Params: { index: string } }>('/replay/:index', async (request) => {
  const client = await pool.connect();
  try {
    let largest: unknown[] = [];
    for (const statement of replays[Number(request.params.index)]!) {
      const { rowMode: _drizzlesArrays, ...asObjects } = statement;
      const { rows } = await client.query(asObjects);
      if (rows.length >= largest.length) largest = rows;
    }
    return { rows: largest };
  } finally {
    client.release();
  }
});
await server.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void server.close().then(() => pool.end()));
