import { trace } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { redactSecretPaths, redactSpanAttributes } from './secret-paths';

const exporter = new InMemorySpanExporter();
const sdk = new NodeSDK({ spanProcessors: [new SimpleSpanProcessor({ exporter })], instrumentations: [], metricReaders: [] });
beforeAll(() => sdk.start());
afterAll(() => sdk.shutdown());

const TOKEN = 'jSKZcbi4ttcTMXZUwIKX-hvhYTyiQd5L3TWYqoh8rSQ';

describe('secret paths in traces', () => {
  it('replaces a calendar-export token and nothing else', () => {
    expect(redactSecretPaths(`https://overlap.example/api/ics/export/${TOKEN}.ics`)).toBe('https://overlap.example/api/ics/export/{token}.ics');
    expect(redactSecretPaths(`/api/ics/export/${TOKEN}.ics?x=1`)).toBe('/api/ics/export/{token}.ics?x=1');
    expect(redactSecretPaths('/api/ics/events?start=2026-03-02')).toBe('/api/ics/events?start=2026-03-02');
    expect(redactSecretPaths('/api/ics/export')).toBe('/api/ics/export');
  });

  it('rewrites the span’s URL attributes', () => {
    const span = trace.getTracer('test').startSpan('GET export', {
      attributes: { 'url.path': `/api/ics/export/${TOKEN}.ics`, 'http.target': `/api/ics/export/${TOKEN}.ics`, 'http.status_code': 200 },
    });
    redactSpanAttributes(span);
    const attributes = (span as unknown as { attributes: Record<string, unknown> }).attributes;
    span.end();
    expect(attributes).toEqual({ 'url.path': '/api/ics/export/{token}.ics', 'http.target': '/api/ics/export/{token}.ics', 'http.status_code': 200 });
    expect(JSON.stringify(attributes)).not.toContain(TOKEN);
  });
});
