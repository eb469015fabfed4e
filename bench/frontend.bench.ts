import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { bytesOnTheWire, precacheOnTheWire, type WireTotals } from './lib/wire-bytes';
import { meetsTarget } from './lib/targets';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const RUNS = Number(process.env.FRONTEND_BENCH_RUNS ?? 7);
const ROOT = resolve(__dirname, '..');
// The demo account `npm start` loads: its home has a timetable and a study group.
const DEMO = { email: 'demo@overlap.app', password: 'overlap-demo-2026' };

/** Issue 25's targets for a first visit (fresh profile). */
export const TARGETS = { landingKb: 120, homeKb: 250, landingTtiRatio: 4 };

export interface FrontendBench {
  rows: { name: string; value: number; unit: string; target?: number }[];
  ratios: Record<string, { value: number; target?: number }>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ip = () => `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

// A new context is a fresh profile: empty HTTP cache, no service worker, no cookies.
const person = (browser: Browser, baseURL: string) =>
  browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': ip() } });

// Long tasks are recorded from the first byte on, so the measure sees the whole start-up.
const OBSERVE_LONG_TASKS = () => {
  const w = window as unknown as { __longTaskEnd: number };
  w.__longTaskEnd = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTaskEnd = Math.max(w.__longTaskEnd, e.startTime + e.duration);
  }).observe({ type: 'longtask', buffered: true });
};

/**
 * Time to interactive, the Lighthouse way in small: from navigation start until the main
 * call to action is on screen and the main thread has had no long task (> 50 ms) since, with a
 * quiet window of 500 ms after it.
 */
async function timeToInteractive(browser: Browser, baseURL: string, path: string, selector: string): Promise<number> {
  const context = await person(browser, baseURL);
  await context.addInitScript(OBSERVE_LONG_TASKS);
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator(selector).first().waitFor({ state: 'visible' });
  const visibleAt = await page.evaluate(() => performance.now());
  await page.waitForTimeout(500);
  const lastLongTask = await page.evaluate(() => (window as unknown as { __longTaskEnd: number }).__longTaskEnd);
  await context.close();
  return Math.max(visibleAt, lastLongTask);
}

/**
 * The baseline build: React and ReactDOM rendering one heading, built by the same Vite with the
 * same target, so the figure is what the framework alone costs a visitor.
 */
async function buildReactAlone(dir: string): Promise<string> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>');
  writeFileSync(
    join(dir, 'main.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('h1', null, 'Overlap'));\n",
  );
  const { build } = (await import('vite')) as typeof import('vite');
  await build({ root: dir, base: '/react/', logLevel: 'silent', build: { outDir: join(dir, 'dist'), target: 'es2022', emptyOutDir: true } });
  return join(dir, 'dist');
}

/**
 * The bare baseline server: at `/` the landing page's words as plain HTML, no script; under
 * `/react/` the React-alone build, brotli-compressed when the browser accepts it, as a lean
 * production server would send it.
 */
async function startBareServer(reactDist: string): Promise<{ url: string; close: () => Promise<void> }> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Overlap</title></head><body>
<h1>Your week, your study group, one shared grid.</h1><p>Import the calendar feed your university publishes.</p>
<a id="cta" href="/auth">Get Started</a></body></html>`;
  const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (!path.startsWith('/react/')) {
      res.writeHead(200, { 'content-type': types['.html']!, 'content-length': Buffer.byteLength(html) });
      return res.end(html);
    }
    const file = join(reactDist, normalize(path.slice('/react/'.length) || 'index.html'));
    if (!file.startsWith(reactDist) || !existsSync(file)) return res.writeHead(404).end();
    let body = readFileSync(file);
    const headers: Record<string, string> = { 'content-type': types[extname(file)] ?? 'application/octet-stream', vary: 'Accept-Encoding' };
    if (/\bbr\b/.test(String(req.headers['accept-encoding']))) {
      body = brotliCompressSync(body);
      headers['content-encoding'] = 'br';
    }
    res.writeHead(200, { ...headers, 'content-length': String(body.length) }).end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

const describe = (what: string, w: WireTotals) => `${what}: JS on first paint (${w.files} files, ${w.encodings.join('/')})`;

/**
 * First-paint JavaScript of the landing page and the signed-in home as Chromium receives it on
 * a first visit, the service worker's first-visit download, and the landing page's time to
 * interactive against a bare HTML page.
 */
export async function frontendBench(): Promise<FrontendBench> {
  const reactDir = join(ROOT, '.artifacts', 'bench-react-baseline');
  const browser = await launch();
  const bare = await startBareServer(await buildReactAlone(reactDir));
  try {
    const baseline = await person(browser, bare.url);
    const react = await bytesOnTheWire(baseline, '/react/', (p) => p.getByRole('heading', { name: 'Overlap' }).waitFor());
    await baseline.close();

    const visitor = await person(browser, GATEWAY);
    const landing = await bytesOnTheWire(visitor, '/', (p) => p.getByRole('button', { name: 'Get Started' }).first().waitFor());
    await visitor.close();

    const member = await person(browser, GATEWAY);
    const login = await member.request.post('/api/auth/login', { data: DEMO, headers: { 'x-requested-with': 'XMLHttpRequest' } });
    if (!login.ok()) throw new Error(`bench sign-in as ${DEMO.email} failed: ${login.status()} (is the demo data loaded? npm start loads it)`);
    const home = await bytesOnTheWire(member, '/', (p: Page) => p.getByRole('heading', { level: 1, name: /^Week \d+/ }).waitFor());
    await member.close();

    const precache = await precacheOnTheWire(GATEWAY);

    const landingTti: number[] = [];
    const bareTti: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      landingTti.push(await timeToInteractive(browser, GATEWAY, '/', 'role=button[name="Get Started"]'));
      bareTti.push(await timeToInteractive(browser, bare.url, '/', '#cta'));
    }

    const rows = [
      { name: describe('baseline: React + ReactDOM alone (same Vite build)', react), value: react.kb, unit: 'KB' },
      { name: describe('landing page', landing), value: landing.kb, unit: 'KB', target: TARGETS.landingKb },
      { name: 'landing page: everything on the wire (HTML, CSS, JS, API)', value: landing.allKb, unit: 'KB' },
      { name: describe('signed-in home (demo account)', home), value: home.kb, unit: 'KB', target: TARGETS.homeKb },
      { name: 'signed-in home: everything on the wire (HTML, CSS, JS, API)', value: home.allKb, unit: 'KB' },
      { name: `service worker: precache on the first visit (${precache.files} files)`, value: precache.kb, unit: 'KB' },
      { name: 'baseline: bare HTML page, time to interactive (median)', value: median(bareTti), unit: 'ms' },
      { name: 'landing page: time to interactive (median)', value: median(landingTti), unit: 'ms' },
    ];
    return {
      rows,
      ratios: {
        'landing JS / React alone': { value: landing.kb / react.kb },
        'signed-in home JS / landing JS': { value: home.kb / landing.kb },
        'landing TTI / bare HTML TTI': { value: median(landingTti) / median(bareTti), target: TARGETS.landingTtiRatio },
      },
    };
  } finally {
    await bare.close();
    await browser.close();
    rmSync(reactDir, { recursive: true, force: true });
  }
}

// The frontend's targets are upper bounds (bytes, a time ratio).
const verdict = (value: number, target?: number) => meetsTarget(value, target === undefined ? undefined : { atMost: target });

export function printFrontendBench(result: FrontendBench) {
  console.log('  (bytes on the wire: Chromium network events, fresh profile; KB = 1,024 bytes)');
  for (const r of result.rows) console.log(`${r.name.padEnd(72)} ${r.value.toFixed(1).padStart(9)} ${r.unit}${verdict(r.value, r.target)}`);
  for (const [name, { value, target }] of Object.entries(result.ratios)) console.log(`  ${name}: ${value.toFixed(2)}×${verdict(value, target)}`);
}

// `npx tsx bench/frontend.bench.ts` runs it alone.
if (require.main === module) {
  frontendBench().then(printFrontendBench, (err: Error) => {
    console.error(err);
    process.exit(1);
  });
}
