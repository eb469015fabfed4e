import { spawn } from 'node:child_process';

/** One recognised word with its box in screenshot pixels. */
export interface OcrWord {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  /** Tesseract's confidence, 0–100. */
  conf: number;
  /** Tesseract's block/paragraph/line numbers joined: words of one line share it. */
  line: string;
}

export const TESSERACT_LANGUAGES: Record<string, string> = { en: 'eng', da: 'dan', de: 'deu', es: 'spa', fr: 'fra', zh: 'chi_sim' };

export class TesseractMissing extends Error {}

/**
 * Tesseract's languages for a timetable in the student's language: that language alone for the
 * Latin scripts (its model reads English words and digits too, and adding English's makes it drop
 * accents: 'Algebre' for 'Algèbre'), Chinese with English for the room codes and course codes.
 */
export function tesseractLanguages(language: string | undefined): string {
  const own = language ? TESSERACT_LANGUAGES[language] : undefined;
  if (!own) return 'eng';
  return language === 'zh' ? `${own}+eng` : own;
}

/** Parses Tesseract's TSV output (level 5 rows are words), dividing boxes by the preparation's scale. */
export function parseTsv(tsv: string, scale = 1): OcrWord[] {
  const words: OcrWord[] = [];
  for (const row of tsv.split('\n').slice(1)) {
    const f = row.split('\t');
    if (f.length < 12 || f[0] !== '5' || !f[11].trim()) continue;
    words.push({
      text: f[11].trim(),
      left: Number(f[6]) / scale,
      top: Number(f[7]) / scale,
      width: Number(f[8]) / scale,
      height: Number(f[9]) / scale,
      conf: Number(f[10]),
      line: `${f[2]}.${f[3]}.${f[4]}`,
    });
  }
  return words;
}

/**
 * Runs Debian's `tesseract` CLI on an image given on stdin, TSV on stdout: no file is written.
 * `languages` are traineddata names joined by '+'; psm 11 finds sparse text anywhere on the page.
 */
export function runTesseract(png: Buffer, languages: string, timeoutMs = 30_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('tesseract', ['stdin', 'stdout', '-l', languages, '--psm', '11', 'tsv'], {
      stdio: ['pipe', 'pipe', 'pipe'],
      // One thread per run: the machine's cores are better spent on concurrent requests.
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      timeout: timeoutMs,
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', (e: NodeJS.ErrnoException) => reject(e.code === 'ENOENT' ? new TesseractMissing('tesseract is not installed') : e));
    child.on('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`tesseract exited with ${code ?? signal}: ${Buffer.concat(err).toString('utf8').slice(0, 300)}`));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(png);
  });
}
