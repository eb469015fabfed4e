import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { verdict } from './lib/targets';

const RUN = resolve(__dirname, '..', '.data', 'run');
const SERVICES = ['gateway', 'identity', 'schedules', 'groups', 'presence', 'billing', 'ingestion'];

/** Resident memory of a process from /proc, in MiB; undefined when it is not running. */
function rssMiB(pid: number): number | undefined {
  const status = `/proc/${pid}/status`;
  if (!existsSync(status)) return undefined;
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(status, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : undefined;
}

/**
 * Each app service's resident memory as the bench starts, before any load: the stack idle with
 * the demo data loaded (`npm start`). Read from the pid files the local stack writes.
 */
export function rssBench(): { ratios: Record<string, number>; details: Record<string, number> } {
  const details: Record<string, number> = {};
  for (const name of SERVICES) {
    const file = join(RUN, `${name}.pid`);
    const rss = existsSync(file) ? rssMiB(Number(readFileSync(file, 'utf8'))) : undefined;
    if (rss === undefined) throw new Error(`${name} is not running (no live pid in ${file})`);
    details[name] = rss;
    console.log(`  ${name.padEnd(10)} ${rss.toFixed(0).padStart(5)} MiB${verdict('idle RSS (MiB)', rss)}`);
  }
  return { ratios: {}, details };
}
