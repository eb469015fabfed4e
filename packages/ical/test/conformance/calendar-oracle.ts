import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** One occurrence as python's recurring-ical-events gives it (see oracle.py). */
export interface OracleOccurrence {
  start: string;
  end: string;
  summary: string;
}

const REPO = join(__dirname, '..', '..', '..', '..');

/** The oracle's python, installed (once, pinned, cached under .cache/) by infra/local/calendar-oracle.sh. */
export function oraclePython(): string {
  return execFileSync('bash', [join(REPO, 'infra', 'local', 'calendar-oracle.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
}

/** Expands each file between two dates with the oracle; keyed by the path given. */
export function oracleExpand(python: string, files: string[], from: string, to: string): Record<string, OracleOccurrence[]> {
  // An empty PYTHONTZPATH makes zoneinfo read the pinned tzdata package, not the machine's zone files.
  const env = { ...process.env, PYTHONTZPATH: '', PYTHONWARNINGS: 'ignore' };
  const out = execFileSync(python, [join(__dirname, 'oracle.py'), from, to, ...files], { encoding: 'utf8', env, maxBuffer: 256 * 1024 * 1024 });
  return JSON.parse(out) as Record<string, OracleOccurrence[]>;
}
