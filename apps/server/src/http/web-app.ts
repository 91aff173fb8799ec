import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/v1/', '/healthz'];

// Serves the built single-page app on the same port as the API; unknown non-API paths get index.html
// so client-side routes survive a reload.
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexPath = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (isApi || request.method !== 'GET') {
      return reply.code(404).send({ error: 'NOT_FOUND' });
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (or `npm start`, which builds it).');
    }
    return reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(indexPath));
  });
}
