import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, networkFailure, rawDocument, stubApi } from '../testing/fetch';
import { ApiError, api } from './api';
import { onApiEvent, type ApiEvent } from './api-events';
import { graphql } from './graphql';

const listen = () => {
  const events: ApiEvent[] = [];
  const stop = onApiEvent((event) => events.push(event));
  return { events, stop };
};

let stopListening: (() => void) | undefined;
afterEach(() => stopListening?.());

const captureEvents = () => {
  const { events, stop } = listen();
  stopListening = stop;
  return events;
};

describe('api', () => {
  it('posts JSON with the bearer token and returns the parsed answer', async () => {
    window.localStorage.setItem('token', 'tok');
    const { calls } = stubApi({ '/v1/thing': () => jsonResponse({ ok: 1 }) });

    await expect(api('/v1/thing', { body: { a: 1 } })).resolves.toEqual({ ok: 1 });

    const headers = new Headers(calls[0]?.init?.headers);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ a: 1 });
  });

  it('sends no token to public endpoints', async () => {
    window.localStorage.setItem('token', 'tok');
    const { calls } = stubApi({ '/v1/auth/login': () => jsonResponse({ two_factor: true }) });

    await api('/v1/auth/login', { body: {}, isPublic: true });

    expect(new Headers(calls[0]?.init?.headers).has('Authorization')).toBe(false);
  });

  it("throws the server's error code, field keys and status", async () => {
    stubApi({
      '/v1/thing': () => jsonResponse({ error: 'VALIDATION_FAILED', fields: { email: 'INVALID_EMAIL', n: 3 } }, 400),
    });

    const error = await api('/v1/thing').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { email: 'INVALID_EMAIL' },
      status: 400,
      isNetworkError: false,
    });
  });

  it('tells a network failure apart and reports the outage, without ending the session', async () => {
    window.localStorage.setItem('token', 'tok');
    const events = captureEvents();
    stubApi({ '/v1/thing': networkFailure });

    const error = await api('/v1/thing').catch((e: unknown) => e);

    expect(error).toMatchObject({ isNetworkError: true, status: undefined, code: undefined });
    expect(events).toEqual([{ type: 'offline' }]);
    expect(window.localStorage.getItem('token')).toBe('tok');
  });

  it('gives up on an answer that does not come within the time asked, as on no answer at all', async () => {
    const events = captureEvents();
    // a connection that hangs: the request ends only when it is aborted, as fetch's does
    stubApi({ '/v1/thing': ({ init }) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))) });
    vi.useFakeTimers();
    try {
      const answer = api('/v1/thing', { timeoutMs: 15_000 }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await answer).toMatchObject({ isNetworkError: true, status: undefined });
      expect(events).toEqual([{ type: 'offline' }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports nothing when the caller aborted the request', async () => {
    const events = captureEvents();
    const controller = new AbortController();
    controller.abort();
    stubApi({ '/v1/thing': () => Promise.reject(new DOMException('Aborted', 'AbortError')) });

    await expect(api('/v1/thing', { signal: controller.signal })).rejects.toBeInstanceOf(DOMException);
    expect(events).toEqual([]);
  });

  it('reports the end of the session on a 401, with the token the request carried', async () => {
    window.localStorage.setItem('token', 'old');
    const events = captureEvents();
    stubApi({ '/v1/thing': () => jsonResponse({ error: 'NOT_AUTHENTICATED' }, 401) });

    await expect(api('/v1/thing')).rejects.toMatchObject({ status: 401, code: 'NOT_AUTHENTICATED' });
    expect(events).toEqual([{ type: 'session-ended', token: 'old' }]);
  });

  it('does not treat a 401 from a public endpoint (wrong password) as the end of a session', async () => {
    const events = captureEvents();
    stubApi({ '/v1/auth/login': () => jsonResponse({ error: 'LOGIN_FAILED' }, 401) });

    await expect(api('/v1/auth/login', { isPublic: true })).rejects.toMatchObject({ code: 'LOGIN_FAILED' });
    expect(events).toEqual([]);
  });

  it('reports the end of the session when GraphQL answers 401', async () => {
    window.localStorage.setItem('token', 'old');
    const events = captureEvents();
    stubApi({ '/v1/graphql': () => jsonResponse({ error: 'NO_TOKEN_CREDENTIALS' }, 401) });

    await expect(graphql(rawDocument('{ ok }'))).rejects.toMatchObject({ status: 401, code: 'NO_TOKEN_CREDENTIALS' });
    expect(events).toEqual([{ type: 'session-ended', token: 'old' }]);
  });

  it('marks a GraphQL network failure and reports the outage', async () => {
    const events = captureEvents();
    stubApi({ '/v1/graphql': networkFailure });

    await expect(graphql(rawDocument('{ ok }'))).rejects.toMatchObject({ isNetworkError: true });
    expect(events).toEqual([{ type: 'offline' }]);
  });
});
