import { performance } from 'node:perf_hooks';
import {
  renderStudentScreens,
  STUDENT_CATEGORIES,
  studentScreens,
  type StudentCategory,
  type StudentScreen,
} from '../packages/test-support/src/timetable-screens/student-screens';
import { prepareForOcr } from '../services/ingestion/src/reader/on-device/ocr-image.rules';
import { parseTsv, runTesseract, tesseractLanguages, type OcrWord } from '../services/ingestion/src/reader/on-device/tesseract.client';
import { readPage, type PagePixels, type ReadPage } from '../services/ingestion/src/reader/on-device/timetable-layout.rules';
import { cpuSecondsSoFar, peakMemory, pct, printTallies, recall, score, scoreRecall, tally, type Read, type Recall, type Tally } from './lib/screenshot-score';

/** An OCR engine: an image and the student's language in, words with their boxes out; the layout analysis is the same for all. */
export interface ScreenshotEngine {
  name: string;
  recognise: (image: Buffer, language: string) => Promise<{ words: OcrWord[]; pixels: PagePixels }>;
}

export const ENGINES: Record<string, () => Promise<ScreenshotEngine>> = {
  tesseract: async () => ({
    name: 'Tesseract 5 (Debian)',
    recognise: async (image, language) => {
      const prepared = await prepareForOcr(image);
      return { words: parseTsv(await runTesseract(prepared.png, tesseractLanguages(language)), prepared.scale), pixels: prepared.pixels };
    },
  }),
};

/** The screenshots' dates lie in autumn 2026; the year of a date without one is the nearest to this day. */
const TODAY = new Date('2026-11-28T12:00:00Z');

/**
 * `npm run bench -- screenshotStudents`: the screenshots students really take (issue 26), generated
 * from seeds and rendered in Chromium: phone week agendas, US 12-hour grids at 2–3× as JPEG,
 * Chinese tables/grids/lists, shrunk JPEG copies, side-by-side classes with wrapped titles, date
 * headers in the six languages. Two parts with disjoint seeds: `tune` (may be looked at) and
 * `held-out` (never tuned on), each reported per category. SCREENSHOT_ENGINES picks the engines
 * (comma-separated, default all); SCREENSHOT_PARTS (`tune`, `held-out`, default both) and
 * SCREENSHOT_CATEGORIES (default all) run a subset while tuning. Exact = day, start, end, title; invented = read classes the
 * screenshot does not have; CPU seconds include Tesseract's process.
 */
export async function screenshotStudentsBench() {
  const wanted = (process.env.SCREENSHOT_ENGINES ?? Object.keys(ENGINES).join(',')).split(',');
  // While tuning, only the tune part (and maybe some categories) is run: the held-out part is measured once, at the end.
  const parts = (process.env.SCREENSHOT_PARTS ?? 'tune,held-out').split(',') as StudentScreen['part'][];
  const categories = (process.env.SCREENSHOT_CATEGORIES?.split(',') ?? STUDENT_CATEGORIES) as StudentCategory[];
  for (const c of categories) if (!STUDENT_CATEGORIES.includes(c)) throw new Error(`No screenshot category '${c}' (${STUDENT_CATEGORIES.join(', ')})`);
  const rendered = await renderStudentScreens(parts.flatMap((part) => studentScreens(part, categories)));
  const details: Record<string, unknown> = {};
  for (const key of wanted) {
    const engine = await ENGINES[key]();
    const rows = new Map<string, Tally>();
    const row = (name: string) => rows.get(name) ?? rows.set(name, tally()).get(name)!;
    const recalls = new Map<string, Recall>();
    const recallRow = (name: string) => recalls.get(name) ?? recalls.set(name, recall()).get(name)!;
    const failures: string[] = [];
    // Screens that show dates: the week offered as the import's start, right or not (none offered counts as wrong).
    const weeks = { right: 0, wrong: 0 };
    const { selfMb, childMb } = await peakMemory(async () => {
      for (const part of parts)
        for (const { screen, image } of rendered.filter((s) => s.screen.part === part)) {
          const [cpu, wall] = [cpuSecondsSoFar(), performance.now()];
          const seen = await engine.recognise(image, screen.language).catch((err: Error) => (failures.push(`${screen.name}: ${err.message}`), undefined));
          const page: ReadPage = seen ? readPage(seen.words, seen.pixels, screen.language, TODAY) : { classes: [] };
          const read: Read[] = page.classes;
          if (screen.monday) weeks[page.weekOf === screen.monday ? 'right' : 'wrong']++;
          const seconds = (performance.now() - wall) / 1000;
          const cpuSeconds = cpuSecondsSoFar() - cpu;
          for (const name of [`${part}: ${screen.category}`, `${part}: all`, 'both parts: all']) {
            score(row(name), screen.truth, read, seconds, cpuSeconds);
            scoreRecall(recallRow(name), screen.truth, seen?.words.map((w) => w.text) ?? []);
          }
        }
    });
    const ordered = new Map([...rows].sort(([a], [b]) => (a.endsWith(': all') ? 1 : 0) - (b.endsWith(': all') ? 1 : 0) || a.localeCompare(b)));
    printTallies(`${engine.name} — peak memory: bench process ${selfMb.toFixed(0)} MB, largest child ${childMb.toFixed(0)} MB`, ordered);
    console.log(`\n  ${engine.name}: the engine alone — true titles whose words it read, true times it read (any layout)`);
    for (const name of ordered.keys()) {
      const r = recalls.get(name)!;
      console.log(
        `  ${name.padEnd(26)} titles ${pct(r.titlesFound, r.titles).toFixed(0).padStart(3)}%   times ${pct(r.timesFound, r.times).toFixed(0).padStart(3)}%`,
      );
    }
    console.log(`  week offered as the start, of the screenshots showing dates: ${weeks.right} of ${weeks.right + weeks.wrong}`);
    for (const f of failures) console.log(`  failed: ${f}`);
    details[engine.name] = {
      rows: Object.fromEntries(ordered),
      weeks,
      recall: Object.fromEntries(recalls),
      peakMb: { process: selfMb, child: childMb },
      failures,
    };
  }
  return { ratios: {}, details };
}
