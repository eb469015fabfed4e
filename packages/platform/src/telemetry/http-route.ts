import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { context, type Context } from '@opentelemetry/api';
import { getRPCMetadata, RPCType, type RPCMetadata } from '@opentelemetry/core';
import { ATTR_HTTP_ROUTE } from '@opentelemetry/semantic-conventions';
import type { NextFunction, Request, Response } from 'express';
import type { Observable } from 'rxjs';

/**
 * Names the route template of the request being served (`/api/study-groups/:id/compare-schedules`).
 * The HTTP instrumentation keeps a mutable record per server request in the context; the route
 * set on it becomes `http.route` and the name of the server span and a label of
 * `http.server.request.duration` when the response ends. (The NestJS instrumentation that used
 * to do this is inert on NestJS 12.)
 */
export function setHttpRoute(route: string, ctx: Context = context.active()): void {
  setRouteOn(getRPCMetadata(ctx), route);
}

function setRouteOn(meta: RPCMetadata | undefined, route: string): void {
  if (meta?.type !== RPCType.HTTP) return;
  meta.route = route;
  // Also on the span at once: a response that ends in an error is closed without reading the record.
  meta.span.setAttribute(ATTR_HTTP_ROUTE, route);
}

/** The template Express matched the request against; undefined before routing or when nothing matched. */
const matchedRoute = (req: Request): string | undefined => {
  const path: unknown = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${req.baseUrl}${path}` : undefined;
};

/**
 * Sets the route of every request a Nest controller matched, also of those a guard, pipe or
 * filter answered (401, 400): on 'finish', which comes before the instrumentation reads the
 * record on 'close'. The record is taken while the request's context is active.
 */
export function httpRouteRecorder() {
  return (req: Request, res: Response, next: NextFunction) => {
    const meta = getRPCMetadata(context.active());
    res.once('finish', () => {
      const route = matchedRoute(req);
      if (route) setRouteOn(meta, route);
    });
    next();
  };
}

/**
 * Sets the route as soon as a handler runs: a response that never finishes (an event stream the
 * client closes, a request the client aborts) still carries it.
 */
@Injectable()
export class HttpRouteInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() === 'http') {
      const route = matchedRoute(ctx.switchToHttp().getRequest<Request>());
      if (route) setHttpRoute(route);
    }
    return next.handle();
  }
}
