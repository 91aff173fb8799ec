import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/v1/', '/healthz', '/readyz', '/metrics'];
// Vite names every file under /assets by its content's hash: a changed file gets a new name, so a
// browser may keep one for good. index.html names the current ones and is checked on every load.
const HASHED_ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

// A path that names a file (an asset or `/favicon.ico`) rather than a page of the app.
const isFilePath = (url: string) => {
  const pathname = url.split('?')[0] ?? '';
  return pathname.startsWith(HASHED_ASSETS) || path.posix.basename(pathname).includes('.');
};

// Serves the built single-page app on the same port as the API: files as the build compressed them
// (brotli or gzip, by the request's Accept-Encoding), and index.html for any other non-API path so
// client-side routes survive a reload. A missing file is a 404, never index.html: a tab left open
// across a deploy then learns its chunk is gone (and reloads) instead of running HTML as script.
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexPath = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // the path is the file sent, so `index.html.br` for a brotli index
      setHeaders: (reply, filePath) => {
        const isHashed = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
        const isIndex = filePath.replace(/\.(br|gz)$/, '') === indexPath;
        reply.header('cache-control', isHashed ? IMMUTABLE : isIndex ? 'no-cache' : 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    // HEAD answers as GET does (the body is left off by Node): monitors and link checkers ask with it.
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD') || isFilePath(request.url)) {
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
