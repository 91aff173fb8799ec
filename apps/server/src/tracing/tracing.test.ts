import { ProxyTracerProvider, trace } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { startTracingIfConfigured } from './tracing.ts';

// Without an OTLP endpoint nothing is started: no tracer provider is registered, so every span of ours is
// the API's no-op (ADR 054).
describe('tracing without an OTLP endpoint', () => {
  it('registers no tracer provider', async () => {
    expect(process.env.OTEL_EXPORTER_OTLP_ENDPOINT ?? process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT).toBeUndefined();
    await startTracingIfConfigured('claims-web');
    const provider = trace.getTracerProvider() as ProxyTracerProvider;
    expect(provider).toBeInstanceOf(ProxyTracerProvider);
    expect(provider.getTracer('claims').startSpan('x').isRecording()).toBe(false);
  });
});
