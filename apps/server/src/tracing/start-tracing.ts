import { register } from 'node:module';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { AwsInstrumentation } from '@opentelemetry/instrumentation-aws-sdk';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { scrubbingExporter } from './scrub.ts';

// Started by main.ts / worker.ts before they import the server (ADR 054). The server is ESM: an `import`
// of pg or the S3 client goes through Node's module loader, which the instrumentations can patch only
// through a loader hook (import-in-the-middle) registered before those modules load. The hook wraps only
// the modules an instrumentation asks for (the message channel), not every module the server imports.
export async function startTracing(defaultServiceName: string) {
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES win over the process kind's name.
  const resource = resourceFromAttributes({ 'service.name': defaultServiceName }).merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({
    resource,
    // The exporter reads OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT and _HEADERS; the processor OTEL_BSP_*; the
    // provider OTEL_TRACES_SAMPLER(_ARG).
    spanProcessors: [new BatchSpanProcessor(scrubbingExporter(new OTLPTraceExporter()))],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // The health and metrics probes would fill the traces with nothing.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => /^\/(healthz|readyz|metrics)(\?|$)/.test(request.url ?? '') }),
      // Queries of a request or a job only: the job queue's polling and upkeep would be a trace a second.
      // Pool checkouts add a span to every query without telling anything a query's own span does not.
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
      new AwsInstrumentation(),
    ],
  });
  await waitForAllMessagesAcknowledged();
  return () => provider.shutdown();
}
