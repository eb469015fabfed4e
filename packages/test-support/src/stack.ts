import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..', '..');

/** Stops or starts one part of the local stack (tests of outage behaviour). */
export function stackPart(action: 'start' | 'stop', part: 'kafka' | 'postgres' | 'ferretdb' | 'mail'): void {
  execFileSync('bash', [resolve(ROOT, 'infra/local/stack.sh'), action, part], { cwd: ROOT, stdio: 'pipe', timeout: 180_000 });
}
