import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { chooseCoding, CODING_SUFFIX, type Coding } from './content-coding.rules';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Text formats the build precompresses; pictures and fonts are compressed formats already. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.svg', '.ico', '.txt']);

export async function fileStats(path: string): Promise<Stats | undefined> {
  const stats = await stat(path).catch(() => undefined);
  return stats?.isFile() ? stats : undefined;
}

/** The precompressed variant to send, if the browser accepts one that the build wrote. */
async function variant(path: string, acceptEncoding: string | undefined): Promise<{ coding: Coding; path: string; stats: Stats } | undefined> {
  const accepted = (['br', 'gzip'] as const).filter((c) => chooseCoding(acceptEncoding, [c]) !== undefined);
  if (accepted.length === 0) return undefined;
  const onDisk = await Promise.all(
    accepted.map(async (coding) => ({ coding, path: path + CODING_SUFFIX[coding], stats: await fileStats(path + CODING_SUFFIX[coding]) })),
  );
  const found = onDisk.filter((v): v is typeof v & { stats: Stats } => v.stats !== undefined);
  const coding = chooseCoding(
    acceptEncoding,
    found.map((v) => v.coding),
  );
  return found.find((v) => v.coding === coding);
}

const etagOf = (stats: Stats, coding: Coding | undefined) =>
  `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${coding ? `-${coding}` : ''}"`;

/**
 * Sends one built file with `headers` (its caching rules): the brotli or gzip file the build
 * wrote next to it when the browser accepts that coding, else the file itself; `Vary:
 * Accept-Encoding` on every compressible file so a shared cache keeps the codings apart; an ETag
 * per coding and 304 when the browser has it already. Plain Node request and response, so it
 * runs under any HTTP adapter.
 */
export async function sendFile(req: IncomingMessage, res: ServerResponse, path: string, stats: Stats, headers: Record<string, string>): Promise<void> {
  const ext = extname(path).toLowerCase();
  const compressible = COMPRESSIBLE.has(ext);
  const chosen = compressible ? await variant(path, req.headers['accept-encoding']) : undefined;
  const body = chosen ?? { path, stats, coding: undefined };
  const etag = etagOf(body.stats, body.coding);

  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', stats.mtime.toUTCString());
  if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');

  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  if (body.coding) res.setHeader('Content-Encoding', body.coding);
  res.setHeader('Content-Length', body.stats.size);
  res.statusCode = 200;
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await new Promise<void>((resolve) => {
    const stream = createReadStream(body.path);
    // A file replaced by a new build mid-send: the body is cut short rather than mixed.
    stream.on('error', () => {
      res.destroy();
      resolve();
    });
    res.on('close', () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(res);
  });
}
