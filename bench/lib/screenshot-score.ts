import { readdirSync, readFileSync } from 'node:fs';

/** The fields of a class the screenshot benches compare; exact = day, start, end and title all right. */
export const FIELDS = ['weekday', 'start', 'end', 'title', 'location', 'type'] as const;
export type Read = Record<(typeof FIELDS)[number], string>;

export interface Tally {
  images: number;
  classes: number;
  exact: number;
  /** Read classes paired with no true class: a class the reader made up (a heading, a clock, half a card). */
  invented: number;
  /** Images with at least one invented class. */
  imagesInventing: number;
  fields: Record<(typeof FIELDS)[number], number>;
  seconds: number;
  cpuSeconds: number;
  slowest: number;
}

export const tally = (): Tally => ({
  images: 0,
  classes: 0,
  exact: 0,
  invented: 0,
  imagesInventing: 0,
  fields: { weekday: 0, start: 0, end: 0, title: 0, location: 0, type: 0 },
  seconds: 0,
  cpuSeconds: 0,
  slowest: 0,
});

/**
 * Each true class against the read class most like it (same day and start first, then same
 * fields); what is read and left unpaired, or paired with nothing in common, was invented.
 */
export function score(t: Tally, truth: Read[], read: Read[], seconds: number, cpuSeconds = 0): void {
  t.images++;
  t.seconds += seconds;
  t.cpuSeconds += cpuSeconds;
  t.slowest = Math.max(t.slowest, cpuSeconds || seconds);
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
  t.invented += left.length;
  if (left.length) t.imagesInventing++;
}

export const pct = (n: number, of: number) => (of ? (100 * n) / of : 0);

/** One table row per set: images, exact, invented, each field, seconds (wall and CPU) per image. */
export function printTallies(title: string, rows: Map<string, Tally>): void {
  console.log(`\n  ${title}`);
  console.log(`  ${'set'.padEnd(26)} images classes  exact invented ${FIELDS.map((f) => f.padStart(9)).join('')}  s/image  cpu-s/image  slowest`);
  for (const [name, t] of rows)
    console.log(
      `  ${name.padEnd(26)} ${String(t.images).padStart(6)} ${String(t.classes).padStart(7)} ${pct(t.exact, t.classes).toFixed(0).padStart(5)}% ${String(t.invented).padStart(8)} ${FIELDS.map((f) => `${pct(t.fields[f], t.classes).toFixed(0)}%`.padStart(9)).join('')} ${(t.seconds / t.images).toFixed(2).padStart(8)} ${(t.cpuSeconds / t.images).toFixed(2).padStart(12)} ${t.slowest.toFixed(2).padStart(8)}`,
    );
}

const TICKS_PER_SECOND = 100;
/** CPU seconds this process and its finished children (Tesseract runs as one) have used, from /proc. */
export function cpuSecondsSoFar(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime, stime, cutime, cstime are fields 14–17 of the whole line (11–14 after the name).
  return fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0) / TICKS_PER_SECOND;
}

const rssKb = (pid: string) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
};

/** The highest resident memory of this process and, separately, of any one child, sampled while `work` runs. */
export async function peakMemory<T>(work: () => Promise<T>): Promise<{ result: T; selfMb: number; childMb: number }> {
  let self = 0;
  let child = 0;
  const sample = () => {
    try {
      self = Math.max(self, rssKb('self'));
      for (const task of readdirSync('/proc/self/task'))
        for (const pid of readFileSync(`/proc/self/task/${task}/children`, 'utf8').split(' ').filter(Boolean)) child = Math.max(child, rssKb(pid));
    } catch {
      // A child that ended between the listing and the read has nothing to add.
    }
  };
  const timer = setInterval(sample, 50);
  try {
    const result = await work();
    sample();
    return { result, selfMb: self / 1024, childMb: child / 1024 };
  } finally {
    clearInterval(timer);
  }
}

/** How much of a screenshot's truth the engine's words hold, whatever the layout makes of them. */
export interface Recall {
  titles: number;
  titlesFound: number;
  times: number;
  timesFound: number;
}
export const recall = (): Recall => ({ titles: 0, titlesFound: 0, times: 0, timesFound: 0 });

const CJK = /[\u3400-\u9fff]/;
/**
 * A title counts as recognised when each of its words is among the page's words (Chinese: the
 * title among the page's text without spaces), a time when a clock with its hour (12-hour or 24)
 * and minutes is among them. The engine is measured apart from the layout analysis this way.
 */
export function scoreRecall(r: Recall, truth: Read[], words: string[]): void {
  const set = new Set(words);
  const solid = words.join('');
  const clocks = new Set([...words.join(' ').matchAll(/(\d{1,2})[:.h](\d{2})/g)].map((m) => `${Number(m[1]) % 12}:${m[2]}`));
  const clockOf = (t: string) => `${Number(t.slice(0, 2)) % 12}:${t.slice(3)}`;
  for (const c of truth) {
    r.titles++;
    if (CJK.test(c.title) ? solid.includes(c.title.replace(/\s+/g, '')) : c.title.split(/\s+/).every((w) => set.has(w))) r.titlesFound++;
    for (const t of [c.start, c.end]) {
      r.times++;
      if (clocks.has(clockOf(t))) r.timesFound++;
    }
  }
}
