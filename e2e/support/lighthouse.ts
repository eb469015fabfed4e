import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_OPTIONS } from './browser';

const LIGHTHOUSE = resolve(__dirname, '..', '..', 'node_modules', '.bin', 'lighthouse');
// The journeys' Chromium with their flags, headless.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_OPTIONS.args].join(' ');

export interface CategoryResult {
  score: number;
  /** The audits that count towards the score and did not pass, with what they found. */
  failed: { id: string; title: string; score: number; details: unknown }[];
}

interface LighthouseReport {
  categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { title: string; score: number | null; details?: { items?: unknown } }>;
}

/**
 * Runs Lighthouse's CLI on `url` in Debian's Chromium for one category. The CLI, not the Node
 * API: Lighthouse ships ES modules only, which Jest's CommonJS runtime cannot load.
 */
export async function lighthouseCategory(url: string, category: string, headers: Record<string, string> = {}): Promise<CategoryResult> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const report = join(dir, 'report.json');
  try {
    await promisify(execFile)(
      LIGHTHOUSE,
      [
        url,
        `--only-categories=${category}`,
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        `--chrome-flags=${CHROME_FLAGS}`,
        `--extra-headers=${JSON.stringify(headers)}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_OPTIONS.executablePath }, timeout: 120_000 },
    );
    const result = JSON.parse(readFileSync(report, 'utf8')) as LighthouseReport;
    const { score, auditRefs } = result.categories[category]!;
    const failed = auditRefs
      .filter((ref) => ref.weight > 0 && result.audits[ref.id]!.score !== null && result.audits[ref.id]!.score! < 1)
      .map((ref) => ({
        id: ref.id,
        title: result.audits[ref.id]!.title,
        score: result.audits[ref.id]!.score!,
        details: result.audits[ref.id]!.details?.items,
      }));
    return { score, failed };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
