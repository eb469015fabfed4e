import { spawn, type SpawnOptions } from 'node:child_process';
import { ROOT } from './paths';

/** Runs a command with inherited output; rejects on a non-zero exit. */
export function run(cmd: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
  });
}

export const step = (text: string) => console.log(`\n› ${text}`);
