import { parseFeedUrl } from '@overlap/contracts';
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { isPublicAddress, literalAddress } from './address-policy.rules';
import { errorForHttpStatus, errorForNetworkFailure, FEED_MESSAGES, FeedFetchError, retryAfterMs } from './feed.errors';

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface FetcherConfig {
  /** Exact `host:port` pairs exempt from the public-address rule (local test servers). */
  allowedHosts: Set<string>;
  connectTimeoutMs: number;
  totalTimeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** DNS resolution; every address is checked, then the first one is connected to. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

export interface Validators {
  etag?: string | null;
  lastModified?: string | null;
}

export type FetchResult =
  { kind: 'not-modified' } | { kind: 'body'; body: Buffer; contentType: string; etag: string | null; lastModified: string | null; finalUrl: string };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'OverlapCalendarSync/1.0 (+https://overlap.app)';

const systemResolve = async (hostname: string): Promise<ResolvedAddress[]> => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Fetches calendar feeds safely (docs/product/calendar-feeds.md): http and https only; the host is resolved
 * once, every address checked, and the connection pinned to a checked address (no second
 * lookup a rebinding DNS server could answer differently); redirects followed by hand and
 * re-checked; connect and total time limits; a size cap on the decoded body; conditional GET.
 */
export class FeedFetcher {
  private readonly resolve: (hostname: string) => Promise<ResolvedAddress[]>;

  constructor(private readonly config: FetcherConfig) {
    this.resolve = config.resolve ?? systemResolve;
  }

  async fetch(input: string, validators: Validators = {}): Promise<FetchResult> {
    const parsed = parseFeedUrl(input, { requireDottedHost: false });
    if (!('url' in parsed)) throw new FeedFetchError('error', FEED_MESSAGES.badRedirect, `not a feed URL: ${parsed.problem}`);
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), this.config.totalTimeoutMs);
    try {
      let url = parsed.url;
      for (let hop = 0; ; hop++) {
        const target = await this.checkedTarget(url);
        const res = await this.request(url, target, validators, abort.signal);
        const status = res.statusCode ?? 0;
        if (REDIRECTS.has(status)) {
          res.resume();
          if (hop >= this.config.maxRedirects)
            throw new FeedFetchError('error', FEED_MESSAGES.tooManyRedirects, `more than ${this.config.maxRedirects} redirects`);
          url = this.redirectTarget(url, res.headers.location);
          continue;
        }
        if (status === 304 && (validators.etag || validators.lastModified)) {
          res.resume();
          return { kind: 'not-modified' };
        }
        if (status < 200 || status > 299) {
          res.resume();
          throw errorForHttpStatus(status, retryAfterMs(headerOf(res, 'retry-after') ?? undefined));
        }
        const body = await this.readBody(res);
        return {
          kind: 'body',
          body,
          contentType: String(res.headers['content-type'] ?? ''),
          etag: headerOf(res, 'etag'),
          lastModified: headerOf(res, 'last-modified'),
          finalUrl: url.toString(),
        };
      }
    } catch (err) {
      if (abort.signal.aborted && !(err instanceof FeedFetchError)) throw new FeedFetchError('error', FEED_MESSAGES.timeout, 'total time limit');
      throw errorForNetworkFailure(err);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The address to connect to, after checking it (and every other address of the host). */
  async checkedTarget(url: URL): Promise<ResolvedAddress> {
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    const allowed = this.config.allowedHosts.has(`${url.hostname}:${port}`.toLowerCase());
    const literal = literalAddress(url.hostname);
    if (literal) {
      if (!allowed && !isPublicAddress(literal)) throw new FeedFetchError('error', FEED_MESSAGES.blocked, `blocked literal ${literal}`);
      return { address: literal, family: isIP(literal) };
    }
    const addresses = await this.resolve(url.hostname);
    if (!addresses.length) throw Object.assign(new Error(`no address for ${url.hostname}`), { code: 'ENOTFOUND' });
    const forbidden = addresses.find((a) => !isPublicAddress(a.address));
    if (forbidden && !allowed) throw new FeedFetchError('error', FEED_MESSAGES.blocked, `${url.hostname} resolves to ${forbidden.address}`);
    return addresses[0]!;
  }

  private redirectTarget(from: URL, location: string | undefined): URL {
    if (!location) throw new FeedFetchError('error', FEED_MESSAGES.badRedirect, 'redirect without Location');
    let next: URL;
    try {
      next = new URL(location, from);
    } catch {
      throw new FeedFetchError('error', FEED_MESSAGES.badRedirect, `unparsable Location ${location}`);
    }
    const parsed = parseFeedUrl(next.toString(), { requireDottedHost: false });
    if (!('url' in parsed)) throw new FeedFetchError('error', FEED_MESSAGES.badRedirect, `redirect to ${next.protocol}`);
    return parsed.url;
  }

  private request(url: URL, target: ResolvedAddress, validators: Validators, signal: AbortSignal): Promise<IncomingMessage> {
    const headers: Record<string, string> = {
      'user-agent': USER_AGENT,
      accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5',
      'accept-encoding': 'gzip, deflate, br',
    };
    if (validators.etag) headers['if-none-match'] = validators.etag;
    if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
    if (url.username || url.password) {
      headers.authorization = `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`;
    }
    // The pinned lookup answers with the address checked above; the socket never asks DNS again.
    const lookup: LookupFunction = (_hostname, options, callback) => {
      if (options?.all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, [target]);
      else callback(null, target.address, target.family);
    };
    const isHttps = url.protocol === 'https:';
    const client = isHttps ? https : http;
    return new Promise((resolve, reject) => {
      const req = client.request({
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers,
        lookup,
        agent: false,
        signal,
        ...(isHttps && !literalAddress(url.hostname) ? { servername: url.hostname } : {}),
      });
      const connectTimer = setTimeout(() => req.destroy(Object.assign(new Error('connect timed out'), { code: 'ETIMEDOUT' })), this.config.connectTimeoutMs);
      req.on('socket', (socket) => {
        socket.once(isHttps ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer));
      });
      req.on('response', (res) => {
        clearTimeout(connectTimer);
        resolve(res);
      });
      req.on('error', (err) => {
        clearTimeout(connectTimer);
        reject(err);
      });
      req.end();
    });
  }

  private async readBody(res: IncomingMessage): Promise<Buffer> {
    const max = this.config.maxBytes;
    const declared = Number(res.headers['content-length']);
    const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase();
    if (!encoding && Number.isFinite(declared) && declared > max) {
      res.destroy();
      throw new FeedFetchError('error', FEED_MESSAGES.tooLarge, `Content-Length ${declared}`);
    }
    let stream: Readable = res;
    if (encoding === 'gzip' || encoding === 'x-gzip') stream = res.pipe(zlib.createGunzip());
    else if (encoding === 'deflate') stream = res.pipe(zlib.createInflate());
    else if (encoding === 'br') stream = res.pipe(zlib.createBrotliDecompress());
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of stream) {
        size += (chunk as Buffer).length;
        // Counted after decompression: a small compressed body cannot expand past the cap.
        if (size > max) {
          res.destroy();
          throw new FeedFetchError('error', FEED_MESSAGES.tooLarge, `body over ${max} bytes`);
        }
        chunks.push(chunk as Buffer);
      }
    } catch (err) {
      if (err instanceof FeedFetchError) throw err;
      if ((err as { code?: string }).code?.startsWith('Z_'))
        throw new FeedFetchError('error', FEED_MESSAGES.malformed('the server sent a damaged compressed file'), String(err));
      throw err;
    }
    return Buffer.concat(chunks, size);
  }
}

function headerOf(res: IncomingMessage, name: string): string | null {
  const value = res.headers[name];
  return typeof value === 'string' && value ? value : null;
}
