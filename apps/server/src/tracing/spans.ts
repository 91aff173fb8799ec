import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Context } from '@opentelemetry/api';
import { Kind, type DocumentNode } from 'graphql';

// Spans of our own, through the OpenTelemetry API alone: until the SDK is started (tracing/tracing.ts,
// only when an OTLP endpoint is set) every call here is the API's no-op and costs next to nothing.
const tracer = trace.getTracer('claims');

// Runs `work` in a span of its own; a failure marks the span with the error's type only (tracing/scrub.ts).
const KINDS = { client: SpanKind.CLIENT, producer: SpanKind.PRODUCER, consumer: SpanKind.CONSUMER };

export function inSpan<T>(name: string, options: { kind: keyof typeof KINDS; attributes: Attributes; parent?: Context }, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { kind: KINDS[options.kind], attributes: options.attributes }, options.parent ?? context.active(), async (span) => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.setAttribute('error.type', (error as Error)?.name ?? 'Error');
      throw error;
    } finally {
      span.end();
    }
  });
}

// The request's span is named by its route pattern (`GET /v1/parent/:token`), never by the path it was
// reached by: public links carry their token in the path.
export function nameRequestSpan(method: string, route: string | undefined) {
  const span = trace.getActiveSpan();
  if (!span || !route) return;
  span.setAttribute('http.route', route);
  span.updateName(`${method} ${route}`);
}

// A GraphQL request's span is named by its operation (`mutation SubmitClaim`), as one route serves them all.
// (The compiled executor runs most operations, so graphql-js' own execute cannot be traced instead.)
export function nameGraphqlSpan(document: DocumentNode) {
  const span = trace.getActiveSpan();
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (!span || !operation) return;
  const name = operation.name?.value;
  span.setAttribute('graphql.operation.type', operation.operation);
  if (name) span.setAttribute('graphql.operation.name', name);
  span.updateName(name ? `${operation.operation} ${name}` : operation.operation);
}

// The field of a job's data that carries the trace of the request that queued it, so that the work done
// later, in whichever process takes the job, belongs to the same trace.
const TRACE_FIELD = '_trace';
type TraceCarrier = Record<string, string>;

export function withTraceContext<T extends object>(data: T): T {
  const carrier: TraceCarrier = {};
  propagation.inject(context.active(), carrier);
  // no trace to carry (tracing off): the job's data is left as it was
  return Object.keys(carrier).length > 0 ? { ...data, [TRACE_FIELD]: carrier } : data;
}

// The job's own data, without the carried trace, and the context its handling continues.
export function takeTraceContext(data: unknown): { data: unknown; parent: Context } {
  if (!data || typeof data !== 'object' || !(TRACE_FIELD in data)) return { data, parent: ROOT_CONTEXT };
  const { [TRACE_FIELD]: carrier, ...rest } = data;
  return { data: rest, parent: propagation.extract(ROOT_CONTEXT, carrier as TraceCarrier) };
}
