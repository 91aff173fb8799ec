import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-node';

// What a span may carry out of the process (ADR 054). Traces go to another system, read by other people
// and kept on other terms, so nothing in them may name a person or open anything: an attribute is sent only
// if its key is listed here, whatever an instrumentation adds in a later version. Never sent, therefore:
// - a URL's path or query (public links carry their token in the path; the route pattern is kept instead,
//   set where Fastify knows it, tracing/request-spans.ts), client addresses, user agents, headers;
// - a SQL statement or its values (only the operation: `pg.query:SELECT claims`), GraphQL documents or
//   variables (only the operation's name and type);
// - mail addresses, subjects or bodies (only the message's kind), object keys (only the S3 operation);
// - error messages and stacks (they quote values: a duplicate key's detail names the row): an error keeps
//   its type only, and a span's status keeps its code without the message.
const SENT_ATTRIBUTES = new Set([
  'http.request.method',
  'http.method',
  'http.response.status_code',
  'http.status_code',
  'http.route',
  'network.protocol.version',
  'http.flavor',
  'url.scheme',
  'http.scheme',
  'server.port',
  'db.system',
  'db.system.name',
  'db.namespace',
  'db.name',
  'db.operation',
  'db.operation.name',
  'graphql.operation.name',
  'graphql.operation.type',
  'rpc.system',
  'rpc.service',
  'rpc.method',
  'cloud.region',
  'messaging.system',
  'messaging.destination.name',
  'messaging.operation.type',
  'messaging.operation.name',
  'job.attempt',
  'mail.kind',
  'error.type',
  'exception.type',
]);

const kept = (attributes: ReadableSpan['attributes']) => Object.fromEntries(Object.entries(attributes).filter(([key]) => SENT_ATTRIBUTES.has(key)));

// A span as it may leave the process: the same span (ids, times, parent, resource) with only the listed
// attributes, its events' names and kept attributes, and no status message.
export function scrubbed(span: ReadableSpan): ReadableSpan {
  return Object.create(span, {
    attributes: { value: kept(span.attributes) },
    events: { value: span.events.map((event) => ({ ...event, attributes: kept(event.attributes ?? {}) })) },
    status: { value: { code: span.status.code } },
    links: { value: span.links.map((link) => ({ ...link, attributes: {} })) },
  }) as ReadableSpan;
}

// Every span passes through here on its way to the OTLP exporter: the one place the rule above is applied.
export function scrubbingExporter(next: SpanExporter): SpanExporter {
  return {
    export: (spans, done) => next.export(spans.map(scrubbed), done),
    shutdown: () => next.shutdown(),
    ...(next.forceFlush ? { forceFlush: () => next.forceFlush!() } : {}),
  };
}
