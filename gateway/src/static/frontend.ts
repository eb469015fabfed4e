import { existsSync } from 'node:fs';
import { basename, join, resolve, sep } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { env, findRepoRoot, setHttpRoute } from '@overlap/platform';

export function frontendDist(): string {
  return resolve(env('FRONTEND_DIST') ?? join(findRepoRoot() ?? process.cwd(), 'frontend', 'dist'));
}

/**
 * The caching headers of a built file. Hashed assets are kept for a year; everything else is
 * revalidated, above all the service worker (a stale one would keep an old app installed) and
 * the manifest. The worker at the root controls the whole site (ADR 033).
 */
export function staticFileHeaders(dist: string, path: string): Record<string, string> {
  if (path.startsWith(join(dist, 'assets') + sep)) return { 'Cache-Control': 'public, max-age=31536000, immutable' };
  if (path === join(dist, 'sw.js')) return { 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' };
  if (basename(path) === 'manifest.webmanifest') return { 'Cache-Control': 'no-cache', 'Content-Type': 'application/manifest+json; charset=utf-8' };
  return { 'Cache-Control': 'no-cache' };
}

/**
 * Serves the built app with the headers above; index.html is always revalidated and answers
 * every other non-API GET so client-side routes survive a reload.
 */
export function frontend() {
  const dist = frontendDist();
  const assets = express.static(dist, {
    index: false,
    setHeaders(res, path) {
      for (const [name, value] of Object.entries(staticFileHeaders(dist, path))) res.setHeader(name, value);
    },
  });
  const index = join(dist, 'index.html');
  return [
    // The app's files and client-side routes are two series, not one per URL.
    (req: Request, _res: Response, next: NextFunction) => {
      setHttpRoute(req.path.startsWith('/assets/') ? '/assets/*' : '/*');
      next();
    },
    assets,
    (req: Request, res: Response, next: NextFunction) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api/') || req.path.startsWith('/health/')) return next();
      if (!existsSync(index)) return res.status(503).type('text/plain').send('The frontend has not been built yet (npm run build).');
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    },
  ];
}
