import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// Imported from source so the scripts work before anything is built.
import { env } from '../../packages/platform/src/config/env';
import { LOGS, ROOT, RUN } from './paths';

export interface AppService {
  name: string;
  dir: string;
  port: number;
  env: Record<string, string>;
}

const url = (port: number) => `http://127.0.0.1:${port}`;
const port = (name: string, fallback: number) => Number(env(`${name}_PORT`) ?? fallback);

/** The app processes of the local stack, in start order; the gateway last. */
export function appServices(): AppService[] {
  const identity = port('IDENTITY', 3001);
  return [
    { name: 'identity', dir: 'services/identity', port: identity, env: {} },
    {
      name: 'gateway',
      dir: 'gateway',
      port: port('GATEWAY', 8080),
      env: { IDENTITY_URL: url(identity), JWKS_URL: `${url(identity)}/.well-known/jwks.json` },
    },
  ];
}

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
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
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
