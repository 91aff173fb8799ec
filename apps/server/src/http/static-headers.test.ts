import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { headersOfMiddleware } from './static-headers.ts';

describe('headers read once from a middleware', () => {
  it("takes Helmet's headers as it sets them, lower-cased, without the ones it removes", () => {
    const headers = headersOfMiddleware(helmet({ contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:'] } } }));
    expect(headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers).not.toHaveProperty('x-powered-by');
    expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true);
  });

  it('refuses a middleware whose headers depend on the request, or that goes on later or with an error', () => {
    expect(() => headersOfMiddleware((request, response, next) => {
      response.setHeader('x-from', String(request.headers.host));
      next();
    })).toThrow(/depend on the request/);
    expect(() => headersOfMiddleware((_request, _response, next) => void setImmediate(next))).toThrow(/did not go on at once/);
    expect(() => headersOfMiddleware((_request, _response, next) => next(new Error('refused')))).toThrow('refused');
  });
});
