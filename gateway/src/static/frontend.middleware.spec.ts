import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { frontend, staticFileHeaders } from './frontend.middleware';

describe('staticFileHeaders', () => {
  const dist = join('/srv', 'frontend', 'dist');

  it('keeps hashed assets for a year', () => {
    expect(staticFileHeaders(dist, join(dist, 'assets', 'index-abc123.js'))).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  });

  it('revalidates the service worker on every check and lets it control the whole site', () => {
    expect(staticFileHeaders(dist, join(dist, 'sw.js'))).toEqual({ 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' });
  });

  it('serves the web app manifest as one, revalidated', () => {
    expect(staticFileHeaders(dist, join(dist, 'manifest.webmanifest'))).toEqual({
      'Cache-Control': 'no-cache',
      'Content-Type': 'application/manifest+json; charset=utf-8',
    });
  });

  it('revalidates the icons and anything else outside assets/, even a file named like assets', () => {
    expect(staticFileHeaders(dist, join(dist, 'pwa-192x192.png'))).toEqual({ 'Cache-Control': 'no-cache' });
    expect(staticFileHeaders(dist, join(dist, 'assets-list.txt'))).toEqual({ 'Cache-Control': 'no-cache' });
    expect(staticFileHeaders(dist, join(dist, 'assets', 'nested', 'sw.js'))).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  });
});

/** One raw HTTP exchange: headers as sent and the body undecoded (fetch would decode it). */
function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('frontend: serving the build with brotli and gzip by negotiation', () => {
  const APP = `console.log(${JSON.stringify('the app '.repeat(400))});`;
  const INDEX = `<!doctype html><html><body><div id="root"></div>${'<!-- page -->'.repeat(100)}</body></html>`;
  let root: string;
  let dist: string;
  let server: Server;
  let base: string;

  const write = (path: string, body: string | Buffer, codings: ('br' | 'gzip')[] = []) => {
    writeFileSync(join(dist, path), body);
    if (codings.includes('br')) writeFileSync(join(dist, `${path}.br`), brotliCompressSync(body));
    if (codings.includes('gzip')) writeFileSync(join(dist, `${path}.gz`), gzipSync(body));
  };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'overlap-frontend-'));
    dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    mkdirSync(join(dist, '.vite'));
    write('index.html', INDEX, ['br', 'gzip']);
    write('assets/app-abc123.js', APP, ['br', 'gzip']);
    write('assets/only-gzip-abc123.css', `.a{color:red}${' '.repeat(2000)}`, ['gzip']);
    write('assets/logo-abc123.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    write('sw.js', `self.addEventListener('fetch', () => {});${' '.repeat(2000)}`, ['br', 'gzip']);
    write('.vite/manifest.json', '{"secret":true}');
    writeFileSync(join(root, 'outside.txt'), 'not part of the build');
    const [serve] = frontend(dist);
    server = http.createServer((req, res) => {
      void serve!(req, res, () => res.writeHead(404, { 'x-next': 'called' }).end());
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((r) => server.close(r));
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the brotli file to a browser that takes brotli, with the immutable caching of hashed assets', async () => {
    const res = await get(base, '/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect([res.status, res.headers['content-encoding'], res.headers['vary'], res.headers['cache-control'], res.headers['content-type']]).toEqual([
      200,
      'br',
      'Accept-Encoding',
      'public, max-age=31536000, immutable',
      'text/javascript; charset=utf-8',
    ]);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(APP.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(APP);
  });

  it('sends gzip to a browser without brotli, and when brotli is refused', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const res = await get(base, '/assets/app-abc123.js', { 'accept-encoding': accept });
      expect([accept, res.status, res.headers['content-encoding'], res.headers['vary']]).toEqual([accept, 200, 'gzip', 'Accept-Encoding']);
      expect(gunzipSync(res.body).toString()).toBe(APP);
    }
  });

  it('sends the file as it is when the browser takes neither, still varying on Accept-Encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }] as Record<string, string>[]) {
      const res = await get(base, '/assets/app-abc123.js', headers);
      expect([res.status, res.headers['content-encoding'], res.headers['vary'], res.body.toString()]).toEqual([200, undefined, 'Accept-Encoding', APP]);
    }
  });

  it('falls back to the coding the build wrote: gzip when there is no brotli file', async () => {
    const res = await get(base, '/assets/only-gzip-abc123.css', { 'accept-encoding': 'br, gzip' });
    expect([res.headers['content-encoding'], res.headers['content-type']]).toEqual(['gzip', 'text/css; charset=utf-8']);
  });

  it('never compresses pictures or varies on their encoding', async () => {
    const res = await get(base, '/assets/logo-abc123.png', { 'accept-encoding': 'br, gzip' });
    expect([res.status, res.headers['content-encoding'], res.headers['vary'], res.headers['content-type']]).toEqual([200, undefined, undefined, 'image/png']);
  });

  it('answers client-side routes with index.html, revalidated and compressed', async () => {
    for (const path of ['/', '/calendar', '/join/abc']) {
      const res = await get(base, path, { 'accept-encoding': 'br' });
      expect([path, res.status, res.headers['cache-control'], res.headers['content-encoding'], res.headers['content-type']]).toEqual([
        path,
        200,
        'no-cache',
        'br',
        'text/html; charset=utf-8',
      ]);
      expect(brotliDecompressSync(res.body).toString()).toBe(INDEX);
    }
  });

  it('keeps the service worker revalidated when compressed', async () => {
    const res = await get(base, '/sw.js', { 'accept-encoding': 'br' });
    expect([res.headers['cache-control'], res.headers['service-worker-allowed'], res.headers['content-encoding']]).toEqual(['no-cache', '/', 'br']);
  });

  it('answers 304 to a browser that has this coding already, and the full file for another coding', async () => {
    const first = await get(base, '/assets/app-abc123.js', { 'accept-encoding': 'br' });
    const etag = first.headers['etag']!;
    const again = await get(base, '/assets/app-abc123.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect([again.status, again.body.length, again.headers['etag'], again.headers['cache-control']]).toEqual([
      304,
      0,
      etag,
      'public, max-age=31536000, immutable',
    ]);
    const otherCoding = await get(base, '/assets/app-abc123.js', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect([otherCoding.status, otherCoding.headers['content-encoding']]).toEqual([200, 'gzip']);
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const res = await get(base, '/assets/app-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    const full = await get(base, '/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect([res.status, res.headers['content-encoding'], res.headers['content-length'], res.body.length]).toEqual([
      200,
      'br',
      full.headers['content-length'],
      0,
    ]);
  });

  it('answers 404 for a chunk the build does not have, never index.html', async () => {
    const res = await get(base, '/assets/gone-old123.js', { 'accept-encoding': 'br' });
    expect([res.status, res.headers['content-type']]).toEqual([404, 'text/plain; charset=utf-8']);
  });

  it('never serves the precompressed copies by name, dotfiles or anything outside the build', async () => {
    for (const path of ['/assets/app-abc123.js.br', '/assets/..%5c..%5coutside.txt']) {
      const res = await get(base, path);
      expect([path, res.status, res.body.toString()]).toEqual([path, 404, 'Not found.']);
    }
    for (const path of ['/index.html.gz', '/.vite/manifest.json', '/%2e%2e/outside.txt', '/..%2foutside.txt']) {
      const res = await get(base, path);
      expect([path, res.status, res.body.toString()]).toEqual([path, 200, INDEX]);
    }
  });

  it('answers a malformed path with 400, and leaves the API, health and other methods to the next handler', async () => {
    expect((await get(base, '/%E0%A4%A')).status).toBe(400);
    for (const [path, method] of [
      ['/api/auth/user', 'GET'],
      ['/health/ready', 'GET'],
      ['/assets/app-abc123.js', 'POST'],
    ] as const) {
      const res = await get(base, path, {}, method);
      expect([path, method, res.status, res.headers['x-next']]).toEqual([path, method, 404, 'called']);
    }
  });

  it('answers 503 while the frontend has not been built', async () => {
    const [serve] = frontend(join(root, 'not-built'));
    const empty = http.createServer((req, res) => void serve!(req, res, () => res.writeHead(404).end()));
    await new Promise<void>((r) => empty.listen(0, '127.0.0.1', r));
    try {
      const res = await get(`http://127.0.0.1:${(empty.address() as AddressInfo).port}`, '/');
      expect(res.status).toBe(503);
    } finally {
      await new Promise((r) => empty.close(r));
    }
  });
});
