import './instrument';
import 'reflect-metadata';
import { boolEnv, isProduction, LOGGER, runService, SessionVerifier } from '@overlap/platform';
import type { NextFunction, Request, Response } from 'express';
import type pino from 'pino';
import { createApiProxy } from './proxy/api-proxy.middleware';
import { EventStreams } from './proxy/event-streams.service';
import { upstreams } from './proxy/route-table.rules';
import { requestId } from './security/request-id.middleware';
import { securityHeaders } from './security/security-headers.middleware';
import { frontend } from './static/frontend.middleware';
import { AppModule } from './app.module';

void runService({
  name: 'gateway',
  module: AppModule,
  portEnv: 'GATEWAY_PORT',
  defaultPort: 8080,
  // Bodies are streamed to the services untouched; limits are enforced while streaming.
  bodyParser: false,
  configure(app) {
    const logger = app.get<pino.Logger>(LOGGER);
    app.use(requestId);
    app.use(securityHeaders(boolEnv('COOKIE_SECURE', isProduction())));
    const streams = new EventStreams();
    streams.endOnSignals();
    app.use('/api', createApiProxy({ upstreams: upstreams(), sessions: app.get(SessionVerifier), logger, streams }));
    app.use(...frontend());
    // Errors thrown in Express-level middleware answer in the same JSON shape as Nest's.
    app.use((err: Error, _req: Request, res: Response, _next: NextFunction) => {
      logger.error({ err }, 'gateway error');
      if (!res.headersSent) res.status(500).json({ statusCode: 500, message: 'Something went wrong. Please try again.' });
    });
  },
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
