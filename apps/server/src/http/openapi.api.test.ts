import fs from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { isRestRoute, OPENAPI_PATH } from './openapi.ts';
import { openApiDocument } from './openapi-document.ts';

// The REST half's contract (issue 38): generated from the routes' declared schemas, committed as
// apps/server/openapi.json (regenerate with `npm run openapi:print`), and served to integrators.
const committedPath = new URL('../../openapi.json', import.meta.url);
type Operation = { security?: unknown[]; responses: Record<string, { content?: unknown }>; requestBody?: unknown };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> } & Record<string, unknown>;

let testApp: TestApp;
let served: Document;
beforeAll(async () => {
  testApp = await createTestApp();
  served = (await testApp.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
});
afterAll(async () => {
  await testApp?.close();
});

describe('the OpenAPI document', () => {
  it('is served to anyone, and matches the committed apps/server/openapi.json', async () => {
    const committed = fs.readFileSync(committedPath, 'utf8');
    expect(await openApiDocument()).toBe(committed);
    expect(served).toEqual(JSON.parse(committed));
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(served);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every REST route, with what it answers, and which need no bearer token', () => {
    const routes = testApp.app.registeredRoutes.filter((route) => isRestRoute(route.url) && route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const operation = served.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(Object.keys(operation!.responses), `${route.method} ${route.url}`).toContain('4XX');
      expect(operation!.security, `${route.method} ${route.url}`).toEqual(route.public ? [] : undefined);
    }
  });
});
