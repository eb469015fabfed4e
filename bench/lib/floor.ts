import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const SCRIPT = join(__dirname, 'floor-server.mjs');

function start(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(SCRIPT, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (port) => resolve({ child, url: `http://127.0.0.1:${String(port)}` }));
    child.once('exit', (code) => reject(new Error(`floor server ${args[0]} exited with ${code}`)));
  });
}

/**
 * The floor of a read through the gateway, measured beside it: two bare Node processes, a
 * keep-alive proxy in front of a server that runs one SQL read against the service's database and
 * answers its rows as JSON — the hop and the read the architecture needs, with no framework,
 * validation, session check, logging or tracing.
 */
export async function startFloor(databaseUrl: string, sql: string, params: unknown[]): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = await start(['upstream', databaseUrl, sql, JSON.stringify(params)]);
  const proxy = await start(['proxy', upstream.url]).catch((err) => {
    upstream.child.kill();
    throw err;
  });
  const stop = (child: ChildProcess) =>
    new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill())));
  return { url: proxy.url, close: async () => void (await Promise.all([stop(proxy.child), stop(upstream.child)])) };
}
