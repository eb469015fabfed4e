import { context, trace } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import pino from 'pino';
import { RelayLoop } from '../kafka/relay-loop';
import { inRootSpan, untraced } from './background-work';

const exporter = new InMemorySpanExporter();
const processor = new SimpleSpanProcessor({ exporter });
const sdk = new NodeSDK({ spanProcessors: [processor], instrumentations: [], metricReaders: [] });
/** Ended spans, once exported (the resource's attributes are detected asynchronously). */
const finished = async () => {
  await processor.forceFlush();
  return exporter.getFinishedSpans();
};
const tracer = trace.getTracer('test');

beforeAll(() => sdk.start());
afterAll(() => sdk.shutdown());
beforeEach(() => exporter.reset());

/** Runs `work` inside a request-like span and returns that span's trace id. */
const inRequest = async (work: () => Promise<unknown>): Promise<string> =>
  tracer.startActiveSpan('GET /api/x', async (span) => {
    await work();
    span.end();
    return span.spanContext().traceId;
  });

describe('background work and traces', () => {
  it('untraced: spans started inside are not recorded, even inside a request', async () => {
    await inRequest(() => untraced(async () => tracer.startSpan('poll').end()));
    expect((await finished()).map((s) => s.name)).toEqual(['GET /api/x']);
  });

  it('inRootSpan: a trace of its own whose children are recorded, not a child of the request that started it', async () => {
    const requestTrace = await inRequest(() => inRootSpan('feed sync', { 'ingestion.source_id': 's1' }, async () => tracer.startSpan('fetch').end()));
    const sync = (await finished()).find((s) => s.name === 'feed sync')!;
    expect(sync.spanContext().traceId).not.toBe(requestTrace);
    expect(sync.parentSpanContext).toBeUndefined();
    expect(sync.attributes['ingestion.source_id']).toBe('s1');
    const fetch = (await finished()).find((s) => s.name === 'fetch')!;
    expect(fetch.spanContext().traceId).toBe(sync.spanContext().traceId);
  });

  it('inRootSpan records a failure on its span and rethrows it', async () => {
    await expect(inRootSpan('sweep', {}, () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    const sweep = (await finished()).find((s) => s.name === 'sweep')!;
    expect(sweep.status.message).toBe('db down');
    expect(sweep.events.map((e) => e.name)).toEqual(['exception']);
  });

  it("a relay kicked by a request publishes outside the request's trace and records a pass that handled events as a root span", async () => {
    const queue = [2, 0];
    const loop = new RelayLoop({
      name: 'outbox relay',
      publishBatch: async () => {
        tracer.startSpan('SELECT outbox_events').end();
        return queue.shift() ?? 0;
      },
      batchSize: 5,
      pollMs: 60_000,
      maxBackoffMs: 60_000,
      logger: pino({ level: 'silent' }),
    });
    loop.start();
    await new Promise((r) => setTimeout(r, 20));
    const requestTrace = await inRequest(() => loop.kick());
    await loop.stop();
    const spans = await finished();
    expect(spans.map((s) => s.name).sort()).toEqual(['GET /api/x', 'outbox relay pass']);
    const pass = spans.find((s) => s.name === 'outbox relay pass')!;
    expect(pass.parentSpanContext).toBeUndefined();
    expect(pass.spanContext().traceId).not.toBe(requestTrace);
    expect(pass.attributes['relay.items']).toBe(2);
    // Nothing leaks into the caller's context either.
    expect(trace.getSpan(context.active())).toBeUndefined();
  });
});
