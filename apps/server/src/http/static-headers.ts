import type { IncomingMessage, ServerResponse } from 'node:http';

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

// The headers a Connect-style middleware sets when every answer gets the same ones (Helmet's, with no
// directive that depends on the request), read once by running it against a response that only records
// them. A middleware that does anything else (reads the request, answers, goes on later) is refused here,
// at start, rather than set wrong on every answer.
export function headersOfMiddleware(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  const request = new Proxy({}, { get: (_target, key) => { throw new Error(`a middleware whose headers depend on the request (it read ${String(key)})`); } });
  let finished = false;
  middleware(request as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('a middleware that did not go on at once');
  return headers;
}
