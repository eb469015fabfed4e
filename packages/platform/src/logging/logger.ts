import { trace } from '@opentelemetry/api';
import type { LoggerService } from '@nestjs/common';
import pino from 'pino';
import { env } from '../config/env';

/** JSON logs; every line carries the active trace and span ids so logs join traces. */
export function createLogger(service: string): pino.Logger {
  return pino({
    level: env('LOG_LEVEL') ?? 'info',
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const span = trace.getActiveSpan();
      if (!span) return {};
      const { traceId, spanId } = span.spanContext();
      return { trace_id: traceId, span_id: spanId };
    },
  });
}

/** Adapts pino to Nest's LoggerService so framework messages are JSON too. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: pino.Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
