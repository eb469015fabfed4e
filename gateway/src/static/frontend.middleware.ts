import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, join, resolve, sep } from 'node:path';
import { env, findRepoRoot, setHttpRoute } from '@overlap/platform';
import { CODING_SUFFIX } from './content-coding.rules';
import { fileStats, sendFile } from './send-file.middleware';

type Next = (err?: unknown) => void;

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
 * The built file a URL path names, or undefined: nothing outside the build, no dotfiles (the
 * build's own `.vite/`), and the precompressed copies only through negotiation, never by name.
 */
export function builtFilePath(dist: string, pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0 || segments.some((s) => s.startsWith('.') || s.includes('\\') || s.includes('\0'))) return undefined;
  const last = segments[segments.length - 1]!;
  if (Object.values(CODING_SUFFIX).some((suffix) => last.endsWith(suffix))) return undefined;
  const path = resolve(dist, ...segments);
  return path.startsWith(dist + sep) ? path : undefined;
}

function decodedPath(url: string | undefined): string | undefined {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://gateway').pathname);
  } catch {
    return undefined;
  }
}

/**
 * Serves the built app with the headers above, brotli or gzip from the build's precompressed
 * files by negotiation (ADR 041); index.html is always revalidated and answers every other
 * non-API GET so client-side routes survive a reload.
 */
export function frontend(dist = frontendDist()): ((req: IncomingMessage, res: ServerResponse, next: Next) => Promise<void>)[] {
  const index = join(dist, 'index.html');
  const serve = async (req: IncomingMessage, res: ServerResponse, next: Next): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const pathname = decodedPath(req.url);
    if (pathname === undefined) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Malformed path.');
      return;
    }
    // The app's files and client-side routes are two series, not one per URL.
    setHttpRoute(pathname.startsWith('/assets/') ? '/assets/*' : '/*');
    try {
      const file = builtFilePath(dist, pathname);
      const stats = file ? await fileStats(file) : undefined;
      if (file && stats) return await sendFile(req, res, file, stats, staticFileHeaders(dist, file));
      if (pathname.startsWith('/api/') || pathname.startsWith('/health/')) return next();
      // A chunk this build does not have (an old page after a deploy) is missing, not the app's
      // page: the service worker must never keep index.html as a script.
      if (pathname.startsWith('/assets/')) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found.');
        return;
      }
      const indexStats = await fileStats(index);
      if (!indexStats) {
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' }).end('The frontend has not been built yet (npm run build).');
        return;
      }
      await sendFile(req, res, index, indexStats, { 'Cache-Control': 'no-cache' });
    } catch (err) {
      next(err);
    }
  };
  // A list, spread into app.use: the gateway's main registers it after the API proxy.
  return [serve];
}
