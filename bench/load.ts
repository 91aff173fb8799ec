// What the benchmarks measure requests with.

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
};

// `requests` calls of `ask` from `clients` clients at once, each sending its next as soon as its last is
// answered: answers a second, and how many failed (a request the server gave up on, e.g. at its statement
// timeout, counts against the throughput).
export async function concurrentThroughput(ask: () => Promise<unknown>, { clients = 10, requests = 200 } = {}) {
  let sent = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (sent < requests) {
        sent++;
        await ask().catch(() => failed++);
      }
    }),
  );
  return { perSecond: (requests - failed) / ((performance.now() - started) / 1000), failed };
}

// One GraphQL request as the web app sends it (asking for a compressed answer, as fetch does); how long it
// took, in ms. An answer with errors throws.
export async function timeGraphql(endpoint: string, token: string, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return performance.now() - started;
}
