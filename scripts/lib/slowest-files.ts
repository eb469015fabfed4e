import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** One test file of a Jest `--json` report: startTime/endTime are Jest's perfStats start and end (ms). */
interface JestFileReport {
  name: string;
  startTime: number;
  endTime: number;
}

export interface FileTime {
  file: string;
  seconds: number;
}

/** How long each test file of the given Jest JSON reports ran; a missing report adds nothing. */
export function fileTimes(reports: string[], root: string): FileTime[] {
  return reports
    .filter((report) => existsSync(report))
    .flatMap((report) => (JSON.parse(readFileSync(report, 'utf8')) as { testResults?: JestFileReport[] }).testResults ?? [])
    .map((r) => ({ file: relative(root, r.name), seconds: (r.endTime - r.startTime) / 1000 }));
}

/**
 * The slowest files, slowest first, one per line (seconds right-aligned, then the path), under a
 * heading; empty when no file ran.
 */
export function slowestFiles(times: FileTime[], count = 10): string {
  const slowest = [...times].sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file)).slice(0, count);
  if (!slowest.length) return '';
  const seconds = slowest.map((t) => `${t.seconds.toFixed(1)} s`);
  const width = Math.max(...seconds.map((s) => s.length));
  return [`Slowest test files (${slowest.length}):`, ...slowest.map((t, i) => `  ${seconds[i].padStart(width)}  ${t.file}`)].join('\n');
}
