import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// Imported from source so the scripts work before anything is built.
import { env } from '../../packages/platform/src/config/env';
import { feedFetchAllowedHosts, LOCAL_STRIPE } from '../../packages/test-support/src/test-ports';
import { LOGS, ROOT, RUN } from './paths';

export interface AppService {
  name: string;
  dir: string;
  port: number;
  env: Record<string, string>;
}

const url = (port: number) => `http://127.0.0.1:${port}`;
const port = (name: string, fallback: number) => Number(env(`${name}_PORT`) ?? fallback);

const BACKENDS: { name: string; dir: string; portName: string; port: number }[] = [
  { name: 'identity', dir: 'services/identity', portName: 'IDENTITY', port: 3001 },
  { name: 'schedules', dir: 'services/schedules', portName: 'SCHEDULES', port: 3002 },
  { name: 'groups', dir: 'services/groups', portName: 'GROUPS', port: 3003 },
  { name: 'presence', dir: 'services/presence', portName: 'PRESENCE', port: 3004 },
  { name: 'billing', dir: 'services/billing', portName: 'BILLING', port: 3005 },
  { name: 'ingestion', dir: 'services/ingestion', portName: 'INGESTION', port: 3006 },
];

/**
 * Local-stack settings of single services: ingestion may fetch feeds from the test and bench feed
 * servers' exact ports; billing talks to the local Stripe API (stripe-mock, ADR 019) with a test key,
 * sells its demo catalogue's prices and verifies webhooks with the local secret the checkout
 * stand-in signs with. Setting STRIPE_SECRET_KEY and friends in the environment uses a real
 * Stripe test-mode account instead (README).
 */
const LOCAL_ENV: Record<string, Record<string, string>> = {
  // A data export fails after 30 s without a service's answer (2 minutes in production), so the outage test need not wait long.
  identity: { DATA_EXPORT_ANSWER_BOUND_SECONDS: env('DATA_EXPORT_ANSWER_BOUND_SECONDS') ?? '30' },
  ingestion: { FEED_FETCH_ALLOWED_HOSTS: feedFetchAllowedHosts() },
  billing: {
    STRIPE_SECRET_KEY: env('STRIPE_SECRET_KEY') ?? LOCAL_STRIPE.secretKey,
    STRIPE_WEBHOOK_SECRET: env('STRIPE_WEBHOOK_SECRET') ?? LOCAL_STRIPE.webhookSecret,
    STRIPE_PRICE_MONTHLY: env('STRIPE_PRICE_MONTHLY') ?? LOCAL_STRIPE.priceMonthly,
    STRIPE_PRICE_YEARLY: env('STRIPE_PRICE_YEARLY') ?? LOCAL_STRIPE.priceYearly,
  },
};

/**
 * The app processes of the local stack, in start order, the gateway last. A service exists once
 * its package has an entry file; the gateway is told only about those (the rest answer 503).
 */
export function appServices(): AppService[] {
  const present = BACKENDS.filter((b) => existsSync(join(ROOT, b.dir, 'src', 'main.ts')));
  const services: AppService[] = present.map((b) => ({ name: b.name, dir: b.dir, port: port(b.portName, b.port), env: LOCAL_ENV[b.name] ?? {} }));
  const identity = services.find((s) => s.name === 'identity')!;
  const upstreams = Object.fromEntries(services.map((s) => [`${s.name.toUpperCase()}_URL`, url(s.port)]));
  services.push({
    name: 'gateway',
    dir: 'gateway',
    port: port('GATEWAY', 8080),
    env: { ...upstreams, JWKS_URL: `${url(identity.port)}/.well-known/jwks.json` },
  });
  return services;
}

/** Every app service's base URL, gateway included (tests that wait on all of them). */
export const appServiceUrls = (): string[] => appServices().map((s) => url(s.port));

/**
 * V8 flags every service runs with, here and in the image (the Dockerfile's CMD says the same; a
 * repository check holds the two together): a young generation of 4 MiB semi-spaces instead of
 * V8's 16 MiB keeps an idle service about 50 MiB smaller for a little more scavenging (ADR 050).
 */
export const NODE_FLAGS = ['--max-semi-space-size=4'];

const pidFile = (name: string) => join(RUN, `${name}.pid`);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function runningPid(name: string): number | undefined {
  if (!existsSync(pidFile(name))) return undefined;
  const pid = Number(readFileSync(pidFile(name), 'utf8'));
  return Number.isInteger(pid) && alive(pid) ? pid : undefined;
}

export async function isReady(service: AppService): Promise<boolean> {
  try {
    const res = await fetch(`${url(service.port)}/health/ready`, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

export async function waitReady(service: AppService, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isReady(service)) return;
    if (!runningPid(service.name)) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${service.name} did not become ready on port ${service.port}; see ${join(LOGS, `${service.name}.log`)}`);
}

export function startService(service: AppService, extraEnv: Record<string, string> = {}): number {
  const log = openSync(join(LOGS, `${service.name}.log`), 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', ...NODE_FLAGS, 'dist/main.js'], {
    cwd: join(ROOT, service.dir),
    env: { ...process.env, ...service.env, ...extraEnv },
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  child.unref();
  writeFileSync(pidFile(service.name), String(child.pid));
  return child.pid!;
}

export async function stopService(name: string): Promise<void> {
  const pid = runningPid(name);
  if (pid) {
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(pidFile(name), { force: true });
}

/** (Re)starts every app service on the current build and waits until each is ready. */
export async function restartAll(extraEnv: Record<string, string> = {}): Promise<void> {
  const services = appServices();
  for (const s of [...services].reverse()) await stopService(s.name);
  for (const s of services) {
    startService(s, extraEnv);
    await waitReady(s);
    console.log(`  ${s.name.padEnd(10)} ready on ${url(s.port)}`);
  }
}

export async function stopAll(): Promise<void> {
  for (const s of [...appServices()].reverse()) await stopService(s.name);
}
