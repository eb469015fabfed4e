import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import type { Request, Response } from 'express';
import type pino from 'pino';
import { DomainError } from '../errors/domain-error';
import { JSON_BODY_MESSAGES } from './json-body';

interface ErrorBody {
  statusCode: number;
  message: string;
  code?: string;
  errors?: { field: string; message: string }[];
  retryAfter?: number;
}

// body-parser reports its failures as plain errors carrying a `type`.
interface BodyParserError {
  type?: string;
  status?: number;
}

// pg-pool's two timeouts carry no code: every pooled connection busy past the wait, and a new
// connection not made in time. Both mean an overloaded or unreachable database.
const PG_POOL_TIMEOUTS = /^(timeout exceeded when trying to connect|Connection terminated due to connection timeout)/;

// A dependency that is down, restarting or overloaded is the server's condition, not a bug: 503.
function isUnavailable(exception: unknown): boolean {
  const e = exception as { code?: unknown; message?: unknown; cause?: { code?: unknown } };
  // Drivers differ: pg codes are strings, MongoDB's are numbers.
  const code = String(e?.code ?? e?.cause?.code ?? '');
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === '57P01' || code === '57P03' || code.startsWith('08')) return true;
  return typeof e?.message === 'string' && PG_POOL_TIMEOUTS.test(e.message);
}

/** The app's own answer to a body the parser refused (its wording names positions and tokens). */
function bodyParserBody(error: unknown): ErrorBody | undefined {
  const type = (error as BodyParserError | undefined)?.type;
  if (type === 'entity.too.large') return { statusCode: 413, message: 'Request body is too large' };
  if (type === 'entity.parse.failed') return { statusCode: 400, message: JSON_BODY_MESSAGES.notJson };
  if (type === 'encoding.unsupported') return { statusCode: 415, message: JSON_BODY_MESSAGES.compressed };
  if (type === 'charset.unsupported') return { statusCode: 415, message: JSON_BODY_MESSAGES.charset };
  return undefined;
}

/** One JSON error shape for every failure; unknown errors become a logged, generic 500. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly logger: pino.Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500) {
      this.logger.error({ err: exception, method: req.method, url: req.originalUrl }, 'request failed');
    }
    if (res.headersSent) return;
    if (exception instanceof DomainError && exception.retryAfterSeconds) res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    res.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof DomainError) {
      const body: ErrorBody = { statusCode: exception.status, message: exception.message };
      if (exception.code) body.code = exception.code;
      if (exception.field) body.errors = [{ field: exception.field, message: exception.message }];
      if (exception.retryAfterSeconds) body.retryAfter = exception.retryAfterSeconds;
      return body;
    }
    // Nest wraps body-parser's errors in an HttpException carrying the parser's own wording.
    const parsing = exception instanceof HttpException ? bodyParserBody(exception.cause) : bodyParserBody(exception);
    if (parsing) return parsing;
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'object' && response !== null) {
        const r = response as { message?: unknown; errors?: ErrorBody['errors'] };
        const message = Array.isArray(r.message) ? String(r.message[0]) : String(r.message ?? exception.message);
        return { statusCode: status, message, ...(r.errors ? { errors: r.errors } : {}) };
      }
      return { statusCode: status, message: String(response) };
    }
    const parserError = exception as BodyParserError;
    if (parserError?.status && parserError.status >= 400 && parserError.status < 500) {
      return { statusCode: parserError.status, message: (exception as Error).message };
    }
    if (isUnavailable(exception)) return { statusCode: 503, message: 'The service is temporarily unavailable. Please try again in a moment.' };
    return { statusCode: 500, message: 'Something went wrong. Please try again.' };
  }
}
