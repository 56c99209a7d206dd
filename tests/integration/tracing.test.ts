import { context, propagation, trace } from '@opentelemetry/api';
import { node } from '@opentelemetry/sdk-node';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tracesRequested, setTracer } from '#server/platform/tracing/tracing';
import { serverFixture } from '../fixtures/server';

describe('traces are off unless OpenTelemetry’s variables ask for them', () => {
  it('reads the standard variables', () => {
    expect(tracesRequested({})).toBe(false);
    expect(tracesRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracesRequested({ OTEL_TRACES_EXPORTER: 'console' })).toBe(true);
    expect(tracesRequested({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(false);
    expect(tracesRequested({ OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(false);
  });
});

/** Issue 26, item 2: a request makes a trace, with its database statements as child spans. */
describe('a request’s trace (in-memory exporter)', () => {
  const server = serverFixture('sqlite', { PAGE_CACHE_SECONDS: '0' });
  const exporter = new InMemorySpanExporter();
  beforeAll(() => {
    const provider = new node.NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
    provider.register();
    setTracer(provider.getTracer('test'));
  });
  afterAll(() => {
    setTracer(undefined);
    trace.disable();
    context.disable();
    propagation.disable();
  });

  it('a page view is one server span with its queries inside, continuing the caller’s trace', async () => {
    exporter.reset();
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await server.fetch('/customer-center/faqs', { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
    expect(res.status).toBe(200);
    const spans = exporter.getFinishedSpans();
    const request = spans.find((s) => s.name === 'GET faqs');
    expect(request, spans.map((s) => s.name).join(', ')).toBeDefined();
    expect(request!.spanContext().traceId).toBe(traceId);
    expect(request!.attributes['http.route']).toBe('faqs');
    expect(request!.attributes['http.response.status_code']).toBe(200);
    const queries = spans.filter((s) => s.attributes['db.system.name'] === 'sqlite' && s.parentSpanContext?.spanId === request!.spanContext().spanId);
    expect(queries.length).toBeGreaterThan(0);
    expect(String(queries[0]!.attributes['db.query.text'])).toMatch(/select/i);
  });
});
