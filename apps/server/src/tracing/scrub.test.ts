import { SpanStatusCode } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { afterAll, describe, expect, it } from 'vitest';
import { scrubbingExporter } from './scrub.ts';

// What an instrumentation may put on a span and must not leave the process (ADR 054).
describe('spans on their way out', () => {
  const exported = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(scrubbingExporter(exported))] });
  afterAll(() => provider.shutdown());

  it('keep the listed attributes, error types and status codes, and nothing else', () => {
    const span = provider.getTracer('test').startSpan('GET /v1/parent/:token', {
      attributes: {
        'http.request.method': 'GET',
        'http.route': '/v1/parent/:token',
        'url.path': '/v1/parent/secret-token',
        'url.query': 'token=secret-token',
        'http.target': '/v1/parent/secret-token?token=secret-token',
        'client.address': '203.0.113.9',
        'user_agent.original': 'Mozilla/5.0',
        'db.query.text': "select * from students where email = 'maya@home.test'",
        'db.system.name': 'postgresql',
      },
    });
    span.recordException(Object.assign(new Error('duplicate key (email)=(maya@home.test)'), { name: 'DatabaseError' }));
    span.setStatus({ code: SpanStatusCode.ERROR, message: 'duplicate key (email)=(maya@home.test)' });
    span.end();

    const [sent] = exported.getFinishedSpans();
    expect(sent!.name).toBe('GET /v1/parent/:token');
    expect(sent!.attributes).toEqual({ 'http.request.method': 'GET', 'http.route': '/v1/parent/:token', 'db.system.name': 'postgresql' });
    expect(sent!.events.map((event) => event.attributes)).toEqual([{ 'exception.type': 'DatabaseError' }]);
    expect(sent!.status).toEqual({ code: SpanStatusCode.ERROR });
    expect(sent!.spanContext().traceId).toBe(span.spanContext().traceId);
  });
});
