import { context, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';
import { suppressTracing } from '@opentelemetry/core';

const tracer = trace.getTracer('platform');

/**
 * Runs a loop's polling outside every trace, with its own spans suppressed. Timers and kicks
 * carry the context they were scheduled in, so without this a relay's polls joined the trace of
 * the request that last kicked it; and an idle poll every half second is not worth a trace.
 */
export function untraced<T>(work: () => Promise<T>): Promise<T> {
  return context.with(suppressTracing(ROOT_CONTEXT), work);
}

/**
 * Runs one unit of background work (a feed sync, a sweep that found something) as the root span
 * of its own trace; what it writes to Kafka continues that trace. An error is recorded and rethrown.
 */
export function inRootSpan<T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { root: true, kind: SpanKind.INTERNAL, attributes }, ROOT_CONTEXT, async (span) => {
    try {
      return await work(span);
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
      throw err;
    } finally {
      span.end();
    }
  });
}
