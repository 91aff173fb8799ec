// Tracing is started only when an OTLP endpoint is configured: without one the SDK and its
// instrumentations are never imported. Read from the environment directly, before config.ts, because it
// must run before anything that an instrumentation patches (pg, http, the S3 client) is loaded, and
// config.ts loads those; the variables are OpenTelemetry's standard ones, which the SDK reads itself too.
export async function startTracingIfConfigured(defaultServiceName: string) {
  // eslint-disable-next-line no-restricted-properties
  const env = process.env;
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint || env.OTEL_SDK_DISABLED === 'true' || env.OTEL_TRACES_EXPORTER === 'none') return;
  const { startTracing } = await import('./start-tracing.ts');
  stop = await startTracing(defaultServiceName);
}

let stop: (() => Promise<void>) | undefined;

// Sends the spans still waiting in the batch before the process exits.
export async function stopTracing() {
  await stop?.();
}
