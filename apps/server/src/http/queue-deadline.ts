import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/client.ts';
import { QueueDeadlineError, RETRY_AFTER_SECONDS } from '../db/errors.ts';

// How long a request may wait (for the event loop, its body, a connection) before its work starts. An
// overloaded server (issue 57: 20 submits/s on 2 cores) otherwise went on with submissions whose clients
// had long given up, and a person who then sent the form again without its key filed the claim twice. It
// is the pool's own wait (db/client.ts): a request still waiting after it would be answered 503 anyway.
export const DEFAULT_QUEUE_DEADLINE_MS = 10_000;

type Waiting = { receivedAt: number; reply: FastifyReply; started: boolean };
type Deadline = { ms: number; now: () => number };

const waiting = new AsyncLocalStorage<Waiting>();
const received = new WeakMap<FastifyReply, number>();

// Whether the request this code runs for should still start its work: waited past the deadline, or left
// by its client (nobody would read the answer), it should not.
const lateOrAbandoned = (current: Waiting, { ms, now }: Deadline) => now() - current.receivedAt > ms || current.reply.raw.destroyed;

// Requests are timed from their arrival; one that reaches its handler past the deadline, or whose client
// has gone, is answered 503 with Retry-After and does nothing. The handler then runs with the request in
// reach of `refuseLateTransactions`, which makes the same check when its first transaction starts.
export function shedLateRequests(app: FastifyInstance, { ms, now = () => performance.now() }: { ms: number; now?: () => number }) {
  app.addHook('onRequest', (_request, reply, done) => {
    received.set(reply, now());
    done();
  });
  app.addHook('preHandler', (request, reply, done) => {
    const current = { receivedAt: received.get(reply) ?? now(), reply, started: false };
    if (lateOrAbandoned(current, { ms, now })) {
      request.log.warn({ event: 'queue-deadline', waitedMs: Math.round(now() - current.receivedAt), abandoned: reply.raw.destroyed }, 'request waited past its deadline');
      const refusal = request.routeOptions.url === '/v1/graphql'
        ? { data: null, errors: [{ message: 'SERVICE_UNAVAILABLE', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }
        : { error: 'SERVICE_UNAVAILABLE' };
      void reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(refusal);
      return;
    }
    waiting.run(current, done);
  });
}

// The services' database: a request's first transaction refuses to start (QueueDeadlineError, answered
// 503 with Retry-After) when the request is late or abandoned, checked before it asks for a connection and
// again once it has one, where the wait for the pool (or the embedded database's one connection) ends.
// Once a request's work has started, its later transactions go on: stopping half-way would leave less
// than the request promised. Background work runs outside any request and is never refused.
export function refuseLateTransactions(db: Db, { ms, now = () => performance.now() }: { ms: number; now?: () => number }): Db {
  const check = () => {
    const current = waiting.getStore();
    if (!current || current.started) return;
    if (lateOrAbandoned(current, { ms, now })) throw new QueueDeadlineError(`request waited ${Math.round(now() - current.receivedAt)} ms before its transaction`);
  };
  const transaction: Db['transaction'] = (work, config) => {
    check();
    return db.transaction(async (tx) => {
      check();
      const current = waiting.getStore();
      if (current) current.started = true;
      return work(tx);
    }, config);
  };
  return new Proxy(db, { get: (target, property, receiver) => (property === 'transaction' ? transaction : Reflect.get(target, property, receiver)) });
}
