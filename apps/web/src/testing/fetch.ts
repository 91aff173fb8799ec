import { vi } from 'vitest';

export type FetchCall = { url: string; init: RequestInit | undefined };

// Stubs the network boundary: each call to fetch gets the next response (the last one repeats).
export const stubFetch = (...responses: Array<() => Response | Promise<Response>>) => {
  const calls: FetchCall[] = [];
  let index = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    const next = responses[Math.min(index, responses.length - 1)];
    index += 1;
    if (!next) throw new Error('stubFetch: no response configured');
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
};

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
