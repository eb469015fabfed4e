/**
 * An OTLP/HTTP receiver for tests: the real protocol endpoint (POST /v1/traces, /v1/metrics, JSON
 * encoding — processes export to it with OTEL_EXPORTER_OTLP_PROTOCOL=http/json), keeping what
 * arrives so a test can follow one trace across processes.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type KeyValue = { key: string; value: AnyValue };

export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** OTLP SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, string | number | boolean | undefined>;
}

export interface ReceivedPoint {
  service: string;
  metric: string;
  attributes: Record<string, string | number | boolean | undefined>;
}

const valueOf = (v: AnyValue) => v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : (v.boolValue ?? v.doubleValue));
const attributesOf = (list: KeyValue[] = []) => Object.fromEntries(list.map((a) => [a.key, valueOf(a.value)]));
const serviceOf = (resource?: { attributes?: KeyValue[] }) => String(attributesOf(resource?.attributes)['service.name']);

interface TracesRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: { spans?: (Omit<ReceivedSpan, 'service' | 'attributes'> & { attributes?: KeyValue[] })[] }[];
  }[];
}
interface MetricsRequest {
  resourceMetrics?: {
    resource?: { attributes?: KeyValue[] };
    scopeMetrics?: { metrics?: ({ name: string } & Record<string, { dataPoints?: { attributes?: KeyValue[] }[] } | string>)[] }[];
  }[];
}

export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  readonly points: ReceivedPoint[] = [];
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as TracesRequest & MetricsRequest;
        if (req.url === '/v1/traces') this.takeSpans(body);
        else if (req.url === '/v1/metrics') this.takePoints(body);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  trace(traceId: string): ReceivedSpan[] {
    return this.spans.filter((s) => s.traceId === traceId);
  }

  private takeSpans(body: TracesRequest) {
    for (const rs of body.resourceSpans ?? []) {
      const service = serviceOf(rs.resource);
      for (const ss of rs.scopeSpans ?? [])
        for (const span of ss.spans ?? [])
          this.spans.push({ ...span, parentSpanId: span.parentSpanId ?? '', service, attributes: attributesOf(span.attributes) });
    }
  }

  private takePoints(body: MetricsRequest) {
    for (const rm of body.resourceMetrics ?? []) {
      const service = serviceOf(rm.resource);
      for (const sm of rm.scopeMetrics ?? [])
        for (const metric of sm.metrics ?? [])
          for (const data of Object.values(metric))
            if (typeof data === 'object')
              for (const point of data.dataPoints ?? []) this.points.push({ service, metric: metric.name, attributes: attributesOf(point.attributes) });
    }
  }
}
