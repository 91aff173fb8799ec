import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const API_ORIGIN = 'http://127.0.0.1:3000';
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

// Every text file of the build also as .br and .gz, at the strongest settings (done once per build, not
// per request): the server sends the one the browser accepts (@fastify/static preCompressed).
const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  writeBundle(options, bundle) {
    for (const fileName of Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name))) {
      const file = path.join(options.dir!, fileName);
      const content = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  },
});

// Every chunk's file name is listed in the entry's preload map, which /login loads before anything else:
// only the chunks a reader of the network log looks for by name keep it (the weight spec checks the
// signed-in shell is not among /login's scripts).
const NAMED_CHUNKS = new Set(['authenticated-shell', 'login-page']);

// React Router's package exports name only its development build (checks and warnings included) for
// every condition; a production build takes its production files instead.
const REACT_ROUTER_PRODUCTION = fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/'));

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [],
  },
  server: {
    proxy: {
      '/v1': API_ORIGIN,
      '/healthz': API_ORIGIN,
      '/readyz': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: { chunkFileNames: (chunk) => (NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/c-[hash].js') },
    },
  },
}));
