import { context, propagation, type Span, SpanKind, SpanStatusCode, type Tracer, trace } from '@opentelemetry/api';

/**
 * Traces when asked for (issue 26, item 2): OpenTelemetry's Node SDK, configured by its own
 * standard environment variables (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_TRACES_EXPORTER,
 * OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER…). Off by default, and then free: without a tracer the
 * helpers below return at once and nothing of the SDK is loaded. Spans are made by hand where the
 * work is (a request, a statement, a message sent), since the bundled ESM server cannot be patched
 * by the SDK's automatic instrumentation; an incoming `traceparent` is continued.
 */
let tracer: Tracer | undefined;

/** Whether the standard variables ask for traces. */
export function tracesRequested(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED === 'true') return false;
  const exporter = env.OTEL_TRACES_EXPORTER;
  if (exporter !== undefined && exporter !== '') return exporter !== 'none';
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/** Starts the SDK when the environment asks for traces; the stop function flushes what is left. */
export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<() => Promise<void>> {
  if (!tracesRequested(env)) return async () => undefined;
  const { NodeSDK } = await import('@opentelemetry/sdk-node');
  const sdk = new NodeSDK({ serviceName: env.OTEL_SERVICE_NAME ?? 'petfood-site', instrumentations: [] });
  sdk.start();
  setTracer(trace.getTracer('petfood-site'));
  return async () => {
    setTracer(undefined);
    await sdk.shutdown();
  };
}

/** Sets the tracer the helpers use (startTracing; tests with an in-memory exporter). */
export function setTracer(next: Tracer | undefined): void {
  tracer = next;
}

/** Runs a request inside a server span (continuing the caller's trace); the span's end waits for `run`. The headers are read only when traces are on. */
export async function inRequestSpan<T>(method: string, headers: () => Record<string, string>, run: (span: Span | undefined) => Promise<T>): Promise<T> {
  if (tracer === undefined) return run(undefined);
  const parent = propagation.extract(context.active(), headers());
  return tracer.startActiveSpan(method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } }, parent, async (span) => {
    try {
      return await run(span);
    } finally {
      span.end();
    }
  });
}

/** A finished database statement, as a child of the current span. */
export function recordQuerySpan(dialect: string, statement: string, seconds: number, failed: boolean): void {
  if (tracer === undefined || trace.getSpan(context.active()) === undefined) return;
  const end = Date.now();
  const span = tracer.startSpan(
    `db ${statement.trimStart().split(/\s/, 1)[0]?.toLowerCase() ?? 'query'}`,
    { kind: SpanKind.CLIENT, startTime: end - seconds * 1000, attributes: { 'db.system.name': dialect === 'postgres' ? 'postgresql' : 'sqlite', 'db.query.text': statement } },
    context.active(),
  );
  if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end(end);
}

/** Runs `work` in a span of its own (outgoing mail). */
export async function inSpan<T>(name: string, attributes: Record<string, string | number>, work: () => Promise<T>): Promise<T> {
  if (tracer === undefined) return work();
  return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}
