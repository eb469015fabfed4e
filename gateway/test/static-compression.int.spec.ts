import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { GATEWAY_URL } from '@overlap/test-support';

/** One raw exchange with the gateway: headers as sent and the body undecoded (fetch would decode it). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${GATEWAY_URL}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const CHROMIUM = 'gzip, deflate, br, zstd';

// The built app as the gateway sends it: precompressed by the build, chosen per browser (ADR 041).
describe('gateway: the built app compressed and cached', () => {
  let entry: string;
  let plain: Buffer;

  beforeAll(async () => {
    const index = await get('/');
    entry = /<script type="module" crossorigin src="([^"]+)"/.exec(index.body.toString())![1]!;
    plain = (await get(entry)).body;
  });

  it('sends the entry script as brotli to Chromium, kept a year and immutable', async () => {
    const res = await get(entry, { 'accept-encoding': CHROMIUM });
    expect([res.status, res.headers['content-encoding'], res.headers['vary'], res.headers['cache-control']]).toEqual([
      200,
      'br',
      'Accept-Encoding',
      'public, max-age=31536000, immutable',
    ]);
    expect(brotliDecompressSync(res.body)).toEqual(plain);
    expect(res.body.length).toBeLessThan(plain.length / 2);
  });

  it('sends gzip to a browser without brotli and the plain file to one without either', async () => {
    const gzipped = await get(entry, { 'accept-encoding': 'gzip, deflate' });
    expect([gzipped.headers['content-encoding'], gzipped.headers['vary']]).toEqual(['gzip', 'Accept-Encoding']);
    expect(gunzipSync(gzipped.body)).toEqual(plain);
    const none = await get(entry);
    expect([none.status, none.headers['content-encoding'], none.headers['vary'], none.headers['content-type']]).toEqual([
      200,
      undefined,
      'Accept-Encoding',
      'text/javascript; charset=utf-8',
    ]);
  });

  it('compresses the page, the stylesheet and the service worker, and revalidates the page and the worker', async () => {
    const page = await get('/calendar', { 'accept-encoding': CHROMIUM });
    expect([page.status, page.headers['content-encoding'], page.headers['cache-control']]).toEqual([200, 'br', 'no-cache']);
    const style = /<link rel="stylesheet" crossorigin href="([^"]+)"/.exec(brotliDecompressSync(page.body).toString())![1]!;
    const css = await get(style, { 'accept-encoding': CHROMIUM });
    expect([css.headers['content-encoding'], css.headers['content-type'], css.headers['cache-control']]).toEqual([
      'br',
      'text/css; charset=utf-8',
      'public, max-age=31536000, immutable',
    ]);
    const sw = await get('/sw.js', { 'accept-encoding': CHROMIUM });
    expect([sw.headers['content-encoding'], sw.headers['cache-control'], sw.headers['service-worker-allowed']]).toEqual(['br', 'no-cache', '/']);
  });

  it('answers a revalidation with 304 and a missing chunk with 404, not the page', async () => {
    const first = await get(entry, { 'accept-encoding': CHROMIUM });
    const again = await get(entry, { 'accept-encoding': CHROMIUM, 'if-none-match': first.headers['etag']! });
    expect([again.status, again.body.length]).toEqual([304, 0]);
    expect((await get('/assets/no-such-chunk-0000.js', { 'accept-encoding': CHROMIUM })).status).toBe(404);
  });
});
