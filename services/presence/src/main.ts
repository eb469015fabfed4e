import './instrument';
import 'reflect-metadata';
import { runService } from '@overlap/platform';
import type { NextFunction, Request, Response } from 'express';
import { AppModule } from './app.module';
import { openApi } from './openapi';

// Presence is always now: no answer may be kept by a browser or a proxy.
const noStore = (_req: Request, res: Response, next: NextFunction) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

void runService({
  name: 'presence',
  module: AppModule,
  portEnv: 'PRESENCE_PORT',
  defaultPort: 3004,
  openapi: openApi,
  configure: (app) => app.use(noStore),
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
