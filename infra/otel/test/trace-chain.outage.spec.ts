/**
 * One trace from the browser to a Kafka consumer, as an OTLP receiver sees it: a presence report
 * sent with the frontend's own traceparent goes through a gateway and a presence process that
 * export to an in-test OTLP/HTTP receiver (the real protocol, over the network, from separate
 * processes); the gateway continues the browser's trace, presence continues the gateway's, the
 * relay publishes the change to presence.status.v1 in that trace and presence's live fan-out
 * consumes it in that trace. Both carry the route template on their server spans and HTTP metrics.
 * The gateway exports only at shutdown (its batch delay and metric interval are a minute): what it
 * sent arrives because SIGTERM flushes the SDK.
 *
 * Runs alone (the "outage" project, in band, after the others): its second presence process shares
 * the stack's database and consumer group, and while it ran beside presence's own tests it took
 * their events' relay and partitions (a fresh-clone run lost a 'sharing ended' event for 20 s).
 */
import { join, resolve } from 'node:path';
import { ApiClient, consumersRunning, signUpUser } from '@overlap/test-support';
import { newTraceparent } from '../../../frontend/src/lib/trace-context';
import { AppProcess, freePort } from './support/app-process';
import { OtlpReceiver, type ReceivedSpan } from './support/otlp-receiver';

const root = resolve(__dirname, '..', '..', '..');
const SERVER = 2;
const CLIENT = 3;
const PRODUCER = 4;
const CONSUMER = 5;
const upstream = (port: number) => `http://127.0.0.1:${port}`;

const otel = (endpoint: string, exportEveryMs: number) => ({
  OTEL_SDK_DISABLED: 'false',
  OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
  OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
  OTEL_BSP_SCHEDULE_DELAY: String(exportEveryMs),
  OTEL_METRIC_EXPORT_INTERVAL: String(exportEveryMs),
  OTEL_SEMCONV_STABILITY_OPT_IN: 'http',
});

async function until<T>(what: string, probe: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('one trace from the browser to a Kafka consumer', () => {
  const receiver = new OtlpReceiver();
  let gateway: AppProcess;
  let presence: AppProcess;
  let gatewayExit: number | string | null = null;

  beforeAll(async () => {
    const endpoint = await receiver.start();
    presence = new AppProcess(join(root, 'services', 'presence'), await freePort(), otel(endpoint, 300));
    const started = Date.now();
    await presence.start();
    // Ready does not wait for consumers (ADR 038): the live fan-out must have joined before the report.
    await consumersRunning([presence.url], started);
    gateway = new AppProcess(join(root, 'gateway'), await freePort(), {
      ...otel(endpoint, 60_000),
      IDENTITY_URL: upstream(3001),
      SCHEDULES_URL: upstream(3002),
      GROUPS_URL: upstream(3003),
      PRESENCE_URL: presence.url,
      BILLING_URL: upstream(3005),
      INGESTION_URL: upstream(3006),
      JWKS_URL: `${upstream(3001)}/.well-known/jwks.json`,
    });
    await gateway.start();
  }, 240_000);

  afterAll(async () => {
    await gateway?.stop();
    await presence?.stop();
    await receiver.stop();
  }, 90_000);

  it('runs browser → gateway → presence → Kafka → consumer under the browser’s trace id, route templates on spans and metrics, flushed on SIGTERM', async () => {
    const student = await signUpUser();
    const browser = new ApiClient(gateway.url);
    for (const [name, value] of student.client.cookies) browser.cookies.set(name, value);
    expect((await browser.post('/api/presence/toggle-sharing', { enabled: true })).status).toBe(200);

    const traceparent = newTraceparent();
    const [, traceId, browserSpanId] = traceparent.split('-');
    const res = await browser.post('/api/presence/update', { campusId: 'cbs-kilen', status: 'on_campus' }, { traceparent });
    expect(res.status).toBe(200);

    // presence exports every 300 ms: its server, producer and consumer spans come while it runs.
    const consumed = await until('the live fan-out consuming the change', () =>
      receiver.trace(traceId!).find((s) => s.service === 'presence' && s.kind === CONSUMER),
    );
    expect(consumed.attributes['messaging.destination.name']).toBe('presence.status.v1');

    // The gateway has exported nothing yet; stopping it flushes its spans and metrics.
    expect(receiver.spans.filter((s) => s.service === 'gateway')).toEqual([]);
    gatewayExit = await gateway.stop();
    expect(gatewayExit).toBe('SIGTERM');
    const gatewayServer = await until('the gateway span flushed at shutdown', () =>
      receiver.trace(traceId!).find((s) => s.service === 'gateway' && s.kind === SERVER),
    );

    const spans = receiver.trace(traceId!);
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    const parentOf = (span: ReceivedSpan) => byId.get(span.parentSpanId);
    const ancestorsOf = (span: ReceivedSpan): ReceivedSpan[] => {
      const parent = parentOf(span);
      return parent ? [parent, ...ancestorsOf(parent)] : [];
    };

    // browser → gateway: the gateway's server span is the child of the span the browser named.
    expect(gatewayServer.parentSpanId).toBe(browserSpanId);
    expect(gatewayServer.attributes['http.route']).toBe('/api/presence/update');
    expect(gatewayServer.name).toBe('POST /api/presence/update');

    // gateway → presence: presence's server span is the child of the gateway's client span, made while serving the request (express middleware spans lie between).
    const presenceServer = spans.find((s) => s.service === 'presence' && s.kind === SERVER && s.attributes['http.route'] === '/api/presence/update')!;
    expect(presenceServer).toBeDefined();
    const gatewayClient = parentOf(presenceServer)!;
    expect(gatewayClient).toMatchObject({ service: 'gateway', kind: CLIENT });
    expect(ancestorsOf(gatewayClient)).toContain(gatewayServer);

    // presence → Kafka → consumer: the relay's send continues the request's trace, and the consumer continues the send.
    const producer = spans.find((s) => s.kind === PRODUCER && s.attributes['messaging.destination.name'] === 'presence.status.v1')!;
    expect(producer).toBeDefined();
    expect(parentOf(consumed)).toBe(producer);

    // The relay's own pass is a trace of its own, never part of the request's.
    expect(spans.some((s) => s.name.endsWith(' pass'))).toBe(false);

    // The HTTP metrics carry the same templates (the gateway's arrived with its shutdown flush).
    const routes = (service: string) =>
      new Set(receiver.points.filter((p) => p.service === service && p.metric === 'http.server.request.duration').map((p) => p.attributes['http.route']));
    expect([...routes('gateway')]).toContain('/api/presence/update');
    expect([...routes('presence')]).toContain('/api/presence/update');
    expect([...routes('presence')]).toContain('/api/presence/toggle-sharing');
  }, 120_000);
});
