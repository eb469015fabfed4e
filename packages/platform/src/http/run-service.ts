import type { INestApplication, Type } from '@nestjs/common';
import type { Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import type pino from 'pino';
import { intEnv, env } from '../config/env';
import { PinoNestLogger } from '../logging/logger';
import { LOGGER } from '../logging/logger.token';
import type { OpenApiOptions } from '../openapi/openapi-document';
import { serveApiDocs } from '../openapi/serve-api-docs';
import { HttpRouteInterceptor, httpRouteRecorder } from '../telemetry/http-route';
import { stopTelemetry } from '../telemetry/start-telemetry';
import { AllExceptionsFilter } from './exception.filter';
import { inputGuard } from './input-guard';
import { jsonBodies } from './json-body';
import { createValidationPipe } from './validation';

export interface RunServiceOptions {
  name: string;
  module: Type<unknown>;
  portEnv: string;
  defaultPort: number;
  /** JSON body limit; the gateway enforces the public limits, this is a second line. */
  jsonLimit?: string;
  /** false for the gateway, which streams bodies through, and for a service that adds `jsonBodies` itself in `configure`. */
  bodyParser?: boolean;
  configure?: (app: NestExpressApplication) => void;
  /** The service's public API description, served at /docs in local mode. */
  openapi?: OpenApiOptions;
}

/** Logs one line per request with its id, status and duration. */
function requestLog(logger: pino.Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      if (req.url.startsWith('/health/')) return;
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      logger.info(
        { requestId: req.headers['x-request-id'], method: req.method, url: req.originalUrl.split('?')[0], status: res.statusCode, ms: Math.round(ms) },
        'request',
      );
    });
    next();
  };
}

/**
 * On SIGTERM/SIGINT: close the app (Nest's shutdown hooks: in-flight requests, consumers, pools),
 * then flush the last spans and metrics, then end with the signal as Nest's own hooks would.
 */
function closeOnSignals(app: INestApplication, logger: pino.Logger) {
  const signals = ['SIGTERM', 'SIGINT'] as const;
  const close = async (signal: (typeof signals)[number]) => {
    for (const s of signals) process.removeListener(s, close);
    let failed = false;
    try {
      await app.close();
    } catch (err) {
      failed = true;
      logger.error({ err }, 'shutdown failed');
    }
    await stopTelemetry().catch((err: unknown) => logger.warn({ err: (err as Error).message }, 'telemetry could not flush'));
    if (failed) process.exit(1);
    process.kill(process.pid, signal);
  };
  for (const signal of signals) process.once(signal, close);
}

/** The one start-up path of every NestJS process (services and gateway). */
export async function runService(options: RunServiceOptions): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(options.module, { bufferLogs: true, bodyParser: false });
  const logger = app.get<pino.Logger>(LOGGER);
  app.useLogger(new PinoNestLogger(logger));
  app.disable('x-powered-by');
  app.set('trust proxy', env('TRUST_PROXY') ?? 'loopback');
  app.use(httpRouteRecorder());
  app.use(requestLog(logger));
  app.use(cookieParser());
  if (options.bodyParser !== false) app.use(jsonBodies(options.jsonLimit ?? '100kb'));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(logger));
  app.useGlobalInterceptors(new HttpRouteInterceptor());
  options.configure?.(app);
  // After configure: a service parsing its own bodies (billing) registers its parsers there.
  app.use(inputGuard());
  if (options.openapi) serveApiDocs(app, options.openapi);
  closeOnSignals(app, logger);
  const port = intEnv('PORT', intEnv(options.portEnv, options.defaultPort));
  await app.listen(port, env('HOST') ?? '0.0.0.0');
  // Idle keep-alive connections outlive those of the callers (ingress-nginx keeps upstream ones 60 s,
  // the gateway's agent follows this hint): otherwise a caller reuses one just as it is closed
  // here and its request fails with a reset (502s at the start of bursts).
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  logger.info({ port }, `${options.name} listening`);
  return app;
}
