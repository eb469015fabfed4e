import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const RUNS = Number(process.env.FRONTEND_BENCH_RUNS ?? 7);
const ROOT = resolve(__dirname, '..');

export interface FrontendBench {
  rows: { name: string; value: number; unit: string }[];
  ratios: Record<string, number>;
}

const gzipKb = (body: Buffer | string) => gzipSync(body, { level: 9 }).length / 1024;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ip = () => `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

const person = (browser: Browser, baseURL: string) =>
  browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': ip() } });

/** Every script the page downloads until it shows `ready`; sizes gzipped (level 9) here, whatever the server sent. */
async function scriptsLoaded(context: BrowserContext, path: string, ready: (page: Page) => Promise<unknown>): Promise<{ kb: number; files: number }> {
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' && res.ok()) bodies.push(res.body());
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(bodies);
  await page.close();
  return { kb: all.reduce((sum, b) => sum + gzipKb(b), 0), files: all.length };
}

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

/** The baseline page: the landing page's words as plain HTML, no script, from a bare Node server. */
async function startBareHtmlServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Overlap</title></head><body>
<h1>Your week, your study group, one shared grid.</h1><p>Import the calendar feed your university publishes.</p>
<a id="cta" href="/auth">Get Started</a></body></html>`;
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
    res.end(html);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

/**
 * The baseline bundle: React and ReactDOM rendering one heading, built by the same Vite with
 * the same target, so the figure is what the framework alone costs a visitor.
 */
async function reactAloneKb(): Promise<number> {
  const dir = join(ROOT, '.artifacts', 'bench-react-baseline');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>');
  writeFileSync(
    join(dir, 'main.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('h1', null, 'Overlap'));\n",
  );
  const { build } = (await import('vite')) as typeof import('vite');
  await build({ root: dir, logLevel: 'silent', build: { outDir: join(dir, 'dist'), target: 'es2022', emptyOutDir: true } });
  const assets = join(dir, 'dist', 'assets');
  const kb = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipKb(readFileSync(join(assets, f))), 0);
  rmSync(dir, { recursive: true, force: true });
  return kb;
}

/** First-paint JavaScript of the landing page and the signed-in home, and the landing page's time to interactive. */
export async function frontendBench(): Promise<FrontendBench> {
  const browser = await launch();
  const bare = await startBareHtmlServer();
  try {
    const visitor = await person(browser, GATEWAY);
    const landing = await scriptsLoaded(visitor, '/', (p) => p.getByRole('button', { name: 'Get Started' }).first().waitFor());
    await visitor.close();

    const member = await person(browser, GATEWAY);
    const signup = await member.request.post('/api/auth/signup', {
      data: { email: `bench.fe.${randomBytes(4).toString('hex')}@uni.test`, password: 'bench-password-1', firstName: 'Bench' },
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    if (signup.status() !== 201) throw new Error(`bench sign-up failed: ${signup.status()}`);
    const home = await scriptsLoaded(member, '/', (p) => p.getByRole('heading', { level: 1, name: /^Week \d+/ }).waitFor());
    await member.close();

    const reactKb = await reactAloneKb();

    const landingTti: number[] = [];
    const bareTti: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      landingTti.push(await timeToInteractive(browser, GATEWAY, '/', '.hero-actions button'));
      bareTti.push(await timeToInteractive(browser, bare.url, '/', '#cta'));
    }

    const rows = [
      { name: 'baseline: React + ReactDOM alone (same Vite build), gzipped', value: reactKb, unit: 'KB' },
      { name: `landing page: JS on first paint (${landing.files} files)`, value: landing.kb, unit: 'KB' },
      { name: `signed-in home: JS on first paint (${home.files} files)`, value: home.kb, unit: 'KB' },
      { name: 'baseline: bare HTML page, time to interactive (median)', value: median(bareTti), unit: 'ms' },
      { name: 'landing page: time to interactive (median)', value: median(landingTti), unit: 'ms' },
    ];
    return {
      rows,
      ratios: {
        'landing JS / React alone': landing.kb / reactKb,
        'signed-in home JS / landing JS': home.kb / landing.kb,
        'landing TTI / bare HTML TTI': median(landingTti) / median(bareTti),
      },
    };
  } finally {
    await bare.close();
    await browser.close();
  }
}

export function printFrontendBench(result: FrontendBench) {
  for (const r of result.rows) console.log(`${r.name.padEnd(58)} ${r.value.toFixed(1).padStart(9)} ${r.unit}`);
  for (const [name, value] of Object.entries(result.ratios)) console.log(`  ${name}: ${value.toFixed(2)}×`);
}

// `npx tsx bench/frontend.bench.ts` runs it alone.
if (require.main === module) {
  frontendBench().then(printFrontendBench, (err: Error) => {
    console.error(err);
    process.exit(1);
  });
}
