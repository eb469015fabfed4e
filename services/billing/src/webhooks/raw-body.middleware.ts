import type { NestExpressApplication } from '@nestjs/platform-express';
import { jsonBodies } from '@overlap/platform';
import express from 'express';

export const WEBHOOK_PATH = '/api/billing/webhook';

/**
 * The webhook keeps its body as bytes (the signature covers them exactly); every other route
 * parses JSON as the platform does.
 */
export function configureBodies(app: NestExpressApplication): void {
  app.use(WEBHOOK_PATH, express.raw({ type: () => true, limit: '512kb' }));
  app.use(jsonBodies('100kb'));
}
