import { createHash } from 'node:crypto';
import http from 'node:http';

export interface ServedFeed {
  body: string | Buffer;
  status?: number;
  headers?: Record<string, string>;
  /** Answer conditional GETs with 304 when If-None-Match matches (default true). */
  conditional?: boolean;
  delayMs?: number;
}

export interface FeedRequest {
  path: string;
  ifNoneMatch?: string;
  status: number;
  at: number;
}

/**
 * A calendar feed server on a fixed local port (test-ports.ts, allow-listed for ingestion): each
 * path serves what the test set last, with an ETag so conditional GETs get 304, and every request
 * is recorded with the status it got.
 */
export class FeedServer {
  readonly requests: FeedRequest[] = [];
  private readonly feeds = new Map<string, ServedFeed>();
  private readonly server = http.createServer((req, res) => void this.handle(req, res));

  constructor(readonly port: number) {
    this.server.keepAliveTimeout = 1000;
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path.startsWith('/') ? path : `/${path}`}`;
  }

  serve(path: string, feed: ServedFeed | string): void {
    this.feeds.set(path, typeof feed === 'string' ? { body: feed } : feed);
  }

  hits(path: string): FeedRequest[] {
    return this.requests.filter((r) => r.path === path);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const path = (req.url ?? '/').split('?')[0]!;
    const feed = this.feeds.get(path);
    const record = (status: number) => this.requests.push({ path, status, ifNoneMatch: req.headers['if-none-match'], at: Date.now() });
    if (!feed) {
      record(404);
      res.writeHead(404).end('not found');
      return;
    }
    if (feed.delayMs) await new Promise((r) => setTimeout(r, feed.delayMs));
    const body = Buffer.isBuffer(feed.body) ? feed.body : Buffer.from(feed.body);
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
    const status = feed.status ?? 200;
    if (status === 200 && feed.conditional !== false && req.headers['if-none-match'] === etag) {
      record(304);
      res.writeHead(304, { etag }).end();
      return;
    }
    record(status);
    res.writeHead(status, { 'content-type': 'text/calendar; charset=utf-8', ...(feed.conditional !== false ? { etag } : {}), ...feed.headers }).end(body);
  }
}
