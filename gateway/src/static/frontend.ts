import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { env, findRepoRoot } from '@overlap/platform';

export function frontendDist(): string {
  return resolve(env('FRONTEND_DIST') ?? join(findRepoRoot() ?? process.cwd(), 'frontend', 'dist'));
}

/**
 * Serves the built app. Hashed assets are cached for a year; index.html is always revalidated
 * and answers every other non-API GET so client-side routes survive a reload.
 */
export function frontend() {
  const dist = frontendDist();
  const assets = express.static(dist, {
    index: false,
    setHeaders(res, path) {
      res.setHeader('Cache-Control', path.includes(`${join(dist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const index = join(dist, 'index.html');
  return [
    assets,
    (req: Request, res: Response, next: NextFunction) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api/') || req.path.startsWith('/health/')) return next();
      if (!existsSync(index)) return res.status(503).type('text/plain').send('The frontend has not been built yet (npm run build).');
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    },
  ];
}
