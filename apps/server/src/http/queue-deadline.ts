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

type Waiting = { reply: FastifyReply; waitedMs: number; started: boolean };
type Deadline = { ms: number; now: () => number };

const waiting = new AsyncLocalStorage<Waiting>();
const received = new WeakMap<FastifyReply, number>();

// Only waiting counts: for the event loop and the body before the handler, then for a connection. The
// handler's own work in between is not waiting: a photo streamed from a phone on a slow link may take a
// minute to read, and refusing it then would refuse it on every retry.
const late = (waitedMs: number, { ms }: Deadline) => waitedMs > ms;
// Left by its client, nobody would read the answer.
const abandoned = (reply: FastifyReply) => reply.raw.destroyed;

// Requests are timed from their arrival; one that reaches its handler past the deadline, or whose client
// has gone, is answered 503 with Retry-After and does nothing. The handler then runs with the request in
// reach of `refuseLateTransactions`, which adds the wait for its first transaction's connection.
export function shedLateRequests(app: FastifyInstance, { ms, now = () => performance.now() }: { ms: number; now?: () => number }) {
  app.addHook('onRequest', (_request, reply, done) => {
    received.set(reply, now());
    done();
  });
  app.addHook('preHandler', (request, reply, done) => {
    const current = { reply, waitedMs: now() - (received.get(reply) ?? now()), started: false };
    if (late(current.waitedMs, { ms, now }) || abandoned(reply)) {
      request.log.warn({ event: 'queue-deadline', waitedMs: Math.round(current.waitedMs), abandoned: abandoned(reply) }, 'request waited past its deadline');
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
// 503 with Retry-After) when its client has gone (checked before it asks for a connection and once it has
// one) or when its wait before the handler and for the connection (the pool's, or the embedded database's
// one connection) together passed the deadline. Once a request's work has started, its later transactions
// go on: stopping half-way would leave less than the request promised. Background work runs outside any
// request and is never refused.
export function refuseLateTransactions(db: Db, deadline: { ms: number; now?: () => number }): Db {
  const { ms, now = () => performance.now() } = deadline;
  const refuse = (current: Waiting, waitedMs: number) => {
    if (late(waitedMs, { ms, now }) || abandoned(current.reply)) {
      throw new QueueDeadlineError(`request waited ${Math.round(waitedMs)} ms before its transaction`);
    }
  };
  const transaction: Db['transaction'] = (work, config) => {
    const current = waiting.getStore();
    if (!current || current.started) return db.transaction(work, config);
    refuse(current, current.waitedMs);
    const asked = now();
    return db.transaction(async (tx) => {
      refuse(current, current.waitedMs + now() - asked);
      current.started = true;
      return work(tx);
    }, config);
  };
  return new Proxy(db, { get: (target, property, receiver) => (property === 'transaction' ? transaction : Reflect.get(target, property, receiver)) });
}
