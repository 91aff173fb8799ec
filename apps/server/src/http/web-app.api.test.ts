import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_FILE_KEYS, type TestApp } from '../testing/test-app.ts';

let webDist: string;
let testApp: TestApp;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const INDEX = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

// A build as `vite build` leaves it: hashed assets and index.html, each beside its .br and .gz.
beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  for (const [name, content] of [
    ['assets/index-abc123.js', SCRIPT],
    ['index.html', INDEX],
  ] as const) {
    writeFileSync(path.join(webDist, name), content);
    writeFileSync(path.join(webDist, `${name}.br`), brotliCompressSync(content));
    writeFileSync(path.join(webDist, `${name}.gz`), gzipSync(content));
  }
  testApp = await createTestApp({
    config: { webDist, publicUrl: 'http://localhost:3000', dataDir: '/nonexistent-data-dir', MAIL_FROM: 'School Claims <no-reply@claims.test>' },
    fileKeys: TEST_FILE_KEYS,
  });
});
afterAll(async () => {
  await testApp.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app', () => {
  it('sends an asset compressed as the browser accepts, cached for good', async () => {
    const brotli = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends index.html for any page of the app, checked again on every load', async () => {
    for (const url of ['/', '/schools/abc/claims?page=2', '/index.html']) {
      const page = await get(url, 'br');
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      const body = page.headers['content-encoding'] === 'br' ? brotliDecompressSync(page.rawPayload).toString() : page.body;
      expect(body).toBe(INDEX);
    }
  });

  it('answers HEAD on a page as GET, without the body (monitors and link checkers ask with HEAD)', async () => {
    for (const url of ['/', '/schools/abc/claims']) {
      const head = await testApp.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type']).toContain('text/html');
      expect(head.body).toBe('');
    }
  });

  it('answers a missing file 404, not with the app page', async () => {
    for (const url of ['/assets/index-old999.js', '/assets/gone.css', '/favicon.ico', '/robots.txt']) {
      const missing = await get(url, 'br');
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type']).toContain('application/json');
    }
  });
});
