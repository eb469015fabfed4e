import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { pipeline } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import type pino from 'pino';
import { env, jsonHeadersRefusal, readBearerOrCookie, setHttpRoute, type SessionVerifier } from '@overlap/platform';
import { allowedOrigins, crossSiteRefusal } from '../security/cross-site.guard';
import { bodyLimitFor, type BodyLimit } from './body-limits.rules';
import type { EventStreams } from './event-streams.service';
import { isCsrfExempt, isEventStream, isPublic, routeTemplate, serviceFor, type ServiceName } from './route-table.rules';

// Headers that describe one hop only and must not be forwarded (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
// Event streams hold their connection for minutes: on the capped pool above, ~256 open tabs would
// queue every other request to their service behind them.
const streamAgent = new http.Agent({ keepAlive: false });

export interface ApiProxyDeps {
  upstreams: Partial<Record<ServiceName, URL>>;
  sessions: SessionVerifier;
  logger: pino.Logger;
  streams: EventStreams;
}

const fail = (res: Response, status: number, message: string, extra: Record<string, unknown> = {}) => {
  res.set('Cache-Control', 'no-store');
  return res.status(status).json({ statusCode: status, message, ...extra });
};

/**
 * Handles every /api request: ownership routing, CSRF header, local token verification, body
 * limits, then a streaming proxy to the owning service. Sign-in protection is identity's: it
 * counts the body it parses itself, in its database (ADR 025).
 */
export function createApiProxy(deps: ApiProxyDeps) {
  const origins = allowedOrigins(env('ALLOWED_ORIGINS'));
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const path = req.originalUrl.split('?')[0] ?? '/';
      // Before anything can answer: every /api span and metric is labelled with its template.
      setHttpRoute(routeTemplate(path));
      const service = serviceFor(path);
      if (!service) return fail(res, 404, 'Not found');
      const target = deps.upstreams[service];
      if (!target) return fail(res, 503, `The ${service} service is not available yet. Please try again later.`, { service });

      if (!SAFE_METHODS.has(req.method) && !isCsrfExempt(path) && req.headers['x-requested-with'] !== 'XMLHttpRequest') {
        return fail(res, 403, 'Missing X-Requested-With header (CSRF protection)');
      }
      const crossSite = !SAFE_METHODS.has(req.method) && !isCsrfExempt(path) ? crossSiteRefusal(req, origins) : undefined;
      if (crossSite) return fail(res, 403, crossSite);
      const publicRoute = isPublic(req.method, path);
      if (!publicRoute) {
        const token = readBearerOrCookie(req.headers, req.cookies as Record<string, string>);
        const claims = await deps.sessions.verify(token);
        if (!claims) return fail(res, 401, 'Unauthorized');
      }

      const limit = bodyLimitFor(req.method, path);
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > limit.bytes) return fail(res, 413, limit.message);
      // Bodies are streamed, not decoded here: one the services would not read as plain UTF-8 JSON is refused (ADR 024).
      const undecodable = limit.json && !SAFE_METHODS.has(req.method) ? jsonHeadersRefusal(req.headers) : undefined;
      if (undecodable) return fail(res, undecodable.status, undecodable.message);

      // Answers of public GETs (plans, the invitation policy) may say how long they keep; everything else is personal.
      forward(req, res, target, limit, deps, publicRoute && SAFE_METHODS.has(req.method));
    } catch (err) {
      next(err);
    }
  };
}

function forward(req: Request, res: Response, target: URL, limit: BodyLimit, deps: Pick<ApiProxyDeps, 'logger' | 'streams'>, cacheable: boolean) {
  const { logger } = deps;
  const path = req.originalUrl.split('?')[0] ?? '/';
  const headers: http.OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(k) && v !== undefined) headers[k] = v;
  const requestId = (req.headers['x-request-id'] as string | undefined) ?? randomUUID();
  headers['x-request-id'] = requestId;
  headers['x-forwarded-for'] = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  headers['x-forwarded-proto'] = req.protocol;
  headers['x-forwarded-host'] = req.headers.host ?? '';

  const upstream = http.request(
    {
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.originalUrl,
      headers,
      agent: isEventStream(path) ? streamAgent : agent,
    },
    (up) => {
      // The client went away (or was answered already, e.g. 413): nothing to pipe to, and
      // pipeline() would throw outside any handler and end the process.
      if (res.destroyed || res.writableEnded) {
        up.resume();
        return;
      }
      const out: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(up.headers)) if (!HOP_BY_HOP.has(k) && v !== undefined) out[k] = v;
      if (!cacheable || !out['cache-control']) out['cache-control'] = 'no-store';
      res.writeHead(up.statusCode ?? 502, out);
      // An event stream (/api/live) must reach the browser event by event: send the headers now,
      // and nothing here buffers or compresses the body.
      if (String(up.headers['content-type']).startsWith('text/event-stream')) {
        res.flushHeaders();
        const release = deps.streams.add(() => {
          up.unpipe(res);
          res.end();
          up.destroy();
        });
        res.on('close', release);
      }
      // Either side closing closes the other: a client that goes away (a closed tab's live
      // stream) must not leave its upstream request open until the service ends it.
      pipeline(up, res, (err) => {
        if (err && err.code !== 'ERR_STREAM_PREMATURE_CLOSE') logger.warn({ err: err.message, target: target.host, requestId }, 'upstream response failed');
      });
    },
  );
  let tooLarge = false;
  upstream.on('error', (err) => {
    if (tooLarge) return;
    logger.warn({ err: err.message, target: target.host, requestId }, 'upstream request failed');
    if (!res.headersSent) fail(res, 502, 'The service did not answer. Please try again.');
    else res.destroy();
  });

  // Stream the body, enforcing the limit even when Content-Length was absent or false.
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit.bytes && !tooLarge) {
      tooLarge = true;
      req.unpipe(upstream);
      upstream.destroy();
      // Answer at once and keep reading (discarding) so the client sees the 413 rather than a
      // reset; a sender that goes on far past the limit is cut off.
      if (!res.headersSent) fail(res, 413, limit.message);
      req.resume();
    } else if (tooLarge && size > limit.bytes * 4) {
      req.destroy();
    }
  });
  req.pipe(upstream);
}
