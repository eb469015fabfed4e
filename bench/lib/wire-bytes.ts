import http from 'node:http';
import type { BrowserContext, Page } from 'playwright-core';

export interface WireTotals {
  /** Script responses, in KB (1,024 bytes) as Chromium counted them on the network: headers and encoded body. */
  kb: number;
  files: number;
  /** Content-Encoding of those responses, e.g. ['br'] or ['none']. */
  encodings: string[];
  /** Every response of the page (document, scripts, styles, images, API answers), in KB on the wire. */
  allKb: number;
}

const header = (headers: Record<string, string>, name: string) => Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];

/**
 * What the page downloads until `ready` and the network is idle, from Chromium's own network
 * events (`Network.loadingFinished.encodedDataLength`), not from file sizes: a server that
 * sends no Content-Encoding is counted at its full size. The context must be fresh (no HTTP
 * cache, no service worker in control), which a new Playwright context is.
 */
export async function bytesOnTheWire(context: BrowserContext, path: string, ready: (page: Page) => Promise<unknown>): Promise<WireTotals> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const scripts = new Map<string, string>();
  const finished = new Map<string, number>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script' && e.response.status < 400) scripts.set(e.requestId, header(e.response.headers, 'content-encoding') ?? 'none');
  });
  cdp.on('Network.loadingFinished', (e) => finished.set(e.requestId, e.encodedDataLength));
  await cdp.send('Network.enable');
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  await page.close();
  const scriptBytes = [...scripts.keys()].reduce((sum, id) => sum + (finished.get(id) ?? 0), 0);
  const allBytes = [...finished.values()].reduce((sum, n) => sum + n, 0);
  return { kb: scriptBytes / 1024, files: scripts.size, encodings: [...new Set(scripts.values())].sort(), allKb: allBytes / 1024 };
}

/** Bytes of one response body as sent for `accept-encoding` (undecoded; fetch would decode it). */
function bodyBytes(url: string, acceptEncoding: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * The service worker's precache list, read from the served `sw.js` (Workbox writes it there as
 * `{url: …, revision: …}` entries), and the bytes its install downloads with Chromium's
 * Accept-Encoding.
 */
export async function precacheOnTheWire(base: string): Promise<{ files: number; kb: number }> {
  const sw = await (await fetch(`${base}/sw.js`)).text();
  const urls = [...sw.matchAll(/["']?url["']?\s*:\s*["']([^"']+)["']/g)].map((m) => new URL(m[1]!, `${base}/`).href);
  let bytes = 0;
  for (const url of urls) {
    const res = await bodyBytes(url, 'gzip, deflate, br, zstd');
    if (res.status !== 200) throw new Error(`precached ${url} answered ${res.status}`);
    bytes += res.bytes;
  }
  return { files: urls.length, kb: bytes / 1024 };
}
