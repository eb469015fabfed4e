import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { KafkaJsInstrumentation } from '@opentelemetry/instrumentation-kafkajs';
import { MongoDBInstrumentation } from '@opentelemetry/instrumentation-mongodb';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { RuntimeNodeInstrumentation } from '@opentelemetry/instrumentation-runtime-node';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { NoopSpanProcessor } from '@opentelemetry/sdk-trace';
import { redactSpanAttributes } from './secret-paths';

let sdk: NodeSDK | undefined;

/**
 * Must run before any instrumented module is loaded, so each service's entry file imports
 * its `instrument.ts` first. Exporters follow the standard OTEL_* variables; without an
 * endpoint nothing is exported but context still propagates through HTTP and Kafka.
 */
export function startTelemetry(serviceName: string): void {
  if (sdk) return;
  process.env.OTEL_SERVICE_NAME ??= serviceName;
  const exporting = Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_TRACES_EXPORTER);
  process.env.OTEL_METRICS_EXPORTER ??= process.env.OTEL_EXPORTER_OTLP_ENDPOINT ? 'otlp' : 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  sdk = new NodeSDK({
    // Without an exporter a processor that drops spans still gives every request a real
    // trace id, which logs carry and HTTP and Kafka headers propagate.
    ...(exporting ? {} : { spanProcessors: [new NoopSpanProcessor()] }),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => req.url?.startsWith('/health/') ?? false,
        // A calendar-export link's token is a credential: the span keeps the path without it.
        requestHook: (span) => redactSpanAttributes(span),
      }),
      // No Express or NestJS instrumentation: Express's made a span for every middleware layer of
      // every request (the largest instrumentation cost in the gateway's and identity's profiles) and
      // NestJS's is inert on NestJS 12; the server span is named by its route template (http-route.ts).
      new PgInstrumentation(),
      // Only the command's top-level keys: the default serializer walks every value of every
      // document (a 30 KB binary snapshot costs tens of thousands of calls) just to print '?'.
      new MongoDBInstrumentation({ dbStatementSerializer: (command) => JSON.stringify(Object.fromEntries(Object.keys(command).map((key) => [key, '?']))) }),
      new KafkaJsInstrumentation(),
      // Event-loop delay and utilisation, heap and GC: what a saturated or leaking pod shows first.
      new RuntimeNodeInstrumentation(),
    ],
  });
  sdk.start();
}

/** Flushes what is buffered (the last spans and metrics of a pod being stopped) and ends export; runService calls it on SIGTERM. */
export async function stopTelemetry(): Promise<void> {
  await sdk?.shutdown();
  sdk = undefined;
}
