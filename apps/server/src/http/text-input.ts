import type { FastifyInstance } from 'fastify';

// PostgreSQL text cannot hold a NUL character: such input would fail deep in a query (a 500, and a log
// line carrying the other parameters). It is refused at the door, before anything runs.
const holdsNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner, depth + 1));
};

// A GraphQL document may also spell a NUL inside a string literal as an escape.
const NUL_ESCAPE = /\\u(?:0000|\{0+\})/i;
const documentOf = (body: unknown) => (body as { query?: unknown } | null | undefined)?.query;

export function refuseNulInText(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    const query = documentOf(request.body);
    const escaped = typeof query === 'string' && NUL_ESCAPE.test(query);
    if (!escaped && !holdsNul(request.body) && !holdsNul(request.query) && !holdsNul(request.params)) return;
    const code = 'TEXT_INVALID_CHARACTERS';
    return request.url.startsWith('/v1/graphql')
      ? reply.code(400).send({ data: null, errors: [{ message: code, extensions: { code } }] })
      : reply.code(400).send({ error: code });
  });
}
