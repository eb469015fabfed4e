import { performance } from 'node:perf_hooks';
import { HAND_MADE } from '../packages/test-support/src/timetable-screens/hand-made';
import { renderHandMade, renderScreens, screenSpecs } from '../packages/test-support/src/timetable-screens/render-screens';
import type { TruthClass } from '../packages/test-support/src/timetable-screens/timetable-week';
import { signUpUser } from '../packages/test-support/src/api-client';
import { readOnDevice } from '../services/ingestion/src/reader/on-device/read-on-device.client';

const FIELDS = ['weekday', 'start', 'end', 'title', 'location', 'type'] as const;
type Read = Record<(typeof FIELDS)[number], string>;
interface Screen {
  set: string;
  language: string;
  png: Buffer;
  truth: TruthClass[];
}

interface Tally {
  images: number;
  classes: number;
  exact: number;
  fields: Record<(typeof FIELDS)[number], number>;
  seconds: number;
}

const tally = (): Tally => ({ images: 0, classes: 0, exact: 0, fields: { weekday: 0, start: 0, end: 0, title: 0, location: 0, type: 0 }, seconds: 0 });

/** Each true class against the read class most like it (same day and start first, then same title). */
function score(t: Tally, truth: TruthClass[], read: Read[], seconds: number) {
  t.images++;
  t.seconds += seconds;
  const left = [...read];
  for (const c of truth) {
    t.classes++;
    const likeness = (r: Read) => FIELDS.filter((f) => r[f] === c[f]).length + (r.weekday === c.weekday && r.start === c.start ? 3 : 0);
    const best = left.sort((a, b) => likeness(b) - likeness(a))[0];
    if (!best || likeness(best) === 0) continue;
    left.splice(left.indexOf(best), 1);
    for (const f of FIELDS) if (best[f] === c[f]) t.fields[f]++;
    if (best.weekday === c.weekday && best.start === c.start && best.end === c.end && best.title === c.title) t.exact++;
  }
}

const pct = (n: number, of: number) => (of ? (100 * n) / of : 0);

function print(reader: string, byStyle: Map<string, Tally>) {
  console.log(`\n  ${reader}`);
  console.log(`  ${'set'.padEnd(18)} images  exact  ${FIELDS.map((f) => f.padStart(9)).join('')}   s/image`);
  for (const [style, t] of byStyle)
    console.log(
      `  ${style.padEnd(18)} ${String(t.images).padStart(6)} ${pct(t.exact, t.classes).toFixed(0).padStart(5)}% ${FIELDS.map((f) => `${pct(t.fields[f], t.classes).toFixed(0)}%`.padStart(9)).join('')} ${(t.seconds / t.images).toFixed(2).padStart(9)}`,
    );
}

/**
 * `npm run bench -- screenshot`: the measured set (40 timetables rendered in Chromium: TimeEdit,
 * Syllabus Plus, CELCAT and Untis grids and a list style, light and dark, 390 and 1440 px, the
 * six languages; and three hand-made pages: an agenda, a plain table, a list) read by each
 * reader available: on-device always, the vision model when the running ingestion has one.
 * Share of classes recovered exactly (day, start, end, title), each field, and seconds per
 * image, per layout style.
 */
export async function screenshotBench() {
  const screens: Screen[] = [
    ...(await renderScreens(screenSpecs())).map((s) => ({ set: `${s.spec.style} ${s.spec.width}`, language: s.spec.language, png: s.png, truth: s.truth })),
    ...(await renderHandMade(HAND_MADE)).map((s) => ({ set: 'hand-made', language: s.name.split('-').at(-1)!, png: s.png, truth: s.truth })),
  ];
  const readers: { name: string; read: (s: Screen) => Promise<Read[]> }[] = [{ name: 'on-device (Tesseract)', read: (s) => readOnDevice(s.png, s.language) }];
  // The vision model is measured through the running app, when its ingestion has one configured.
  const user = await signUpUser();
  const vision = (s: Screen) => user.client.post('/api/parse/screenshot?reader=vision', s.png, { 'content-type': 'image/png' });
  const probe = (await user.client.get('/api/parse/status')).body.vision ? await vision(screens[0]) : undefined;
  if (probe?.status === 200) readers.push({ name: 'vision model', read: async (s) => (await vision(s)).body.events ?? [] });
  else console.log(`  vision model: ${probe ? `unavailable (HTTP ${probe.status})` : 'not configured'} in the running ingestion`);

  const details: Record<string, Record<string, Tally>> = {};
  for (const reader of readers) {
    const byStyle = new Map<string, Tally>();
    const all = tally();
    for (const screen of screens) {
      const started = performance.now();
      const read = await reader.read(screen).catch(() => [] as Read[]);
      const seconds = (performance.now() - started) / 1000;
      const style = screen.set;
      if (!byStyle.has(style)) byStyle.set(style, tally());
      score(byStyle.get(style)!, screen.truth, read, seconds);
      score(all, screen.truth, read, seconds);
    }
    byStyle.set('all', all);
    print(reader.name, byStyle);
    details[reader.name] = Object.fromEntries(byStyle);
  }
  // Shares, not ratios against a baseline: the figures are printed above and saved as details.
  return { ratios: {}, details };
}
