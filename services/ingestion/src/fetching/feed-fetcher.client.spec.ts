import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { FEED_MESSAGES, FeedFetchError } from './feed.errors';
import { FeedFetcher, type FetcherConfig } from './feed-fetcher.client';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** A local HTTP server whose handler each test sets; it records what it was asked. */
async function startServer() {
  let handler: Handler = (_req, res) => res.end();
  const requests: http.IncomingMessage[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req);
    handler(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path = '/feed.ics') => `http://127.0.0.1:${port}${path}`,
    requests,
    handle: (h: Handler) => (handler = h),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const CAL = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

describe('FeedFetcher', () => {
  let feed: Awaited<ReturnType<typeof startServer>>;
  let other: Awaited<ReturnType<typeof startServer>>;
  const make = (extra: Partial<FetcherConfig> = {}) =>
    new FeedFetcher({
      allowedHosts: new Set([`127.0.0.1:${feed.port}`]),
      connectTimeoutMs: 2000,
      totalTimeoutMs: 3000,
      maxBytes: 1024,
      maxRedirects: 5,
      ...extra,
    });
  const failure = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (e) {
      expect(e).toBeInstanceOf(FeedFetchError);
      return e as FeedFetchError;
    }
    throw new Error('expected the fetch to fail');
  };

  beforeAll(async () => {
    feed = await startServer();
    other = await startServer();
  });
  afterAll(async () => {
    await feed.close();
    await other.close();
  });
  beforeEach(() => {
    feed.requests.length = 0;
    other.requests.length = 0;
  });

  it('fetches an allow-listed local feed and returns its validators', async () => {
    feed.handle((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/calendar', etag: '"v1"', 'last-modified': 'Mon, 02 Nov 2026 10:00:00 GMT' }).end(CAL),
    );
    const result = await make().fetch(feed.url());
    expect(result).toMatchObject({ kind: 'body', etag: '"v1"', lastModified: 'Mon, 02 Nov 2026 10:00:00 GMT', contentType: 'text/calendar' });
    expect(result.kind === 'body' && result.body.toString()).toBe(CAL);
  });

  it('sends the validators and reports 304 as not modified', async () => {
    feed.handle((req, res) => res.writeHead(req.headers['if-none-match'] === '"v1"' ? 304 : 200).end());
    await expect(make().fetch(feed.url(), { etag: '"v1"', lastModified: 'Mon, 02 Nov 2026 10:00:00 GMT' })).resolves.toEqual({ kind: 'not-modified' });
    expect(feed.requests[0]!.headers['if-modified-since']).toBe('Mon, 02 Nov 2026 10:00:00 GMT');
  });

  it('decodes gzip and counts the cap after decompression', async () => {
    feed.handle((_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync(CAL)));
    const ok = await make().fetch(feed.url());
    expect(ok.kind === 'body' && ok.body.toString()).toBe(CAL);
    feed.handle((_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync(Buffer.alloc(4096, 'A'))));
    expect((await failure(make().fetch(feed.url()))).message).toBe(FEED_MESSAGES.tooLarge);
  });

  it.each([
    ['a declared length', (res: http.ServerResponse) => res.writeHead(200, { 'content-length': '5000' }).end(Buffer.alloc(5000))],
    ['a chunked body', (res: http.ServerResponse) => (res.write(Buffer.alloc(800)), res.end(Buffer.alloc(800)))],
  ])('stops at the size cap with %s', async (_name, respond) => {
    feed.handle((_req, res) => respond(res));
    const err = await failure(make().fetch(feed.url()));
    expect(err).toMatchObject({ status: 'error', message: 'The calendar is larger than 10 MB' });
  });

  it.each([
    [401, 'private'],
    [403, 'private'],
    [404, 'disconnected'],
    [410, 'disconnected'],
    [500, 'error'],
    [503, 'error'],
    [429, 'error'],
  ])('maps HTTP %i to status %s', async (code, status) => {
    feed.handle((_req, res) => res.writeHead(code).end());
    expect((await failure(make().fetch(feed.url()))).status).toBe(status);
  });

  it('follows redirects on the allow-listed host', async () => {
    feed.handle((req, res) => (req.url === '/old' ? res.writeHead(301, { location: '/feed.ics' }).end() : res.end(CAL)));
    const result = await make().fetch(feed.url('/old'));
    expect(result.kind === 'body' && result.finalUrl).toBe(feed.url());
  });

  it.each([
    ['another loopback port', () => other.url()],
    ['a private network address', () => 'http://10.0.0.1/feed.ics'],
    ['the metadata service', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a decimal loopback address', () => `http://2130706433:${other.port}/feed.ics`],
    ['an octal loopback address', () => `http://0177.0.0.1:${other.port}/feed.ics`],
    ['a mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${other.port}/feed.ics`],
    ['localhost by name', () => `http://localhost:${other.port}/feed.ics`],
  ])('refuses a redirect to %s without connecting to it', async (_name, target) => {
    other.handle((_req, res) => res.end(CAL));
    feed.handle((_req, res) => res.writeHead(302, { location: target() }).end());
    const err = await failure(make().fetch(feed.url('/redirect')));
    expect(err.message).toBe(FEED_MESSAGES.blocked);
    expect(other.requests).toHaveLength(0);
  });

  it('refuses a redirect to another scheme', async () => {
    feed.handle((_req, res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end());
    expect((await failure(make().fetch(feed.url()))).message).toBe(FEED_MESSAGES.badRedirect);
  });

  it('gives up after five redirects', async () => {
    let n = 0;
    feed.handle((_req, res) => res.writeHead(302, { location: `/hop${++n}` }).end());
    expect((await failure(make().fetch(feed.url()))).message).toBe(FEED_MESSAGES.tooManyRedirects);
    expect(feed.requests).toHaveLength(6);
  });

  it('refuses a host when any of its addresses is private', async () => {
    const fetcher = make({
      resolve: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ],
    });
    expect((await failure(fetcher.fetch('https://calendar.example.edu/feed.ics'))).message).toBe(FEED_MESSAGES.blocked);
  });

  it('connects to the address it checked, without a second lookup', async () => {
    feed.handle((_req, res) => res.end(CAL));
    let lookups = 0;
    // "feeds.invalid" does not exist in DNS: the request can only reach the server through the pinned address.
    const fetcher = make({
      allowedHosts: new Set([`feeds.invalid:${feed.port}`]),
      resolve: async () => (lookups++, [{ address: '127.0.0.1', family: 4 }]),
    });
    const result = await fetcher.fetch(`http://feeds.invalid:${feed.port}/feed.ics`);
    expect(result.kind).toBe('body');
    expect(lookups).toBe(1);
    expect(feed.requests[0]!.headers.host).toBe(`feeds.invalid:${feed.port}`);
  });

  it('reports an unknown host clearly', async () => {
    const fetcher = make({ resolve: async () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' })) });
    expect((await failure(fetcher.fetch('https://no-such-host.example.edu/x.ics'))).message).toBe(FEED_MESSAGES.notFoundHost);
  });

  it('times out a server that never answers', async () => {
    feed.handle(() => undefined);
    const err = await failure(make({ totalTimeoutMs: 300 }).fetch(feed.url()));
    expect(err.message).toBe(FEED_MESSAGES.timeout);
  });

  it('reports a closed port as unreachable', async () => {
    const closed = await startServer();
    await closed.close();
    const fetcher = make({ allowedHosts: new Set([`127.0.0.1:${closed.port}`]) });
    expect((await failure(fetcher.fetch(closed.url()))).message).toBe(FEED_MESSAGES.unreachable);
  });
});
