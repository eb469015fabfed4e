import { chromium } from 'playwright-core';
import { agendaHtml, clock, clockStyleFor, DASHES, fontFor, gridHtml, listHtml, page, periodTableHtml, SCHEMES, statusBar } from './student-html';
import { dayLabel, mondayOfWeek, seeded, studentWeek, twelveHour, weekHeading, WEEKDAYS, type Random } from './student-week';
import { SCREEN_STYLES, timetableHtml, visibleClasses } from './timetable-html';
import { DAY_NAMES, SCREEN_LANGUAGES, TYPE_NAMES, type ScreenLanguage, type TruthClass } from './timetable-week';

/** The kinds of screenshot students really take (issue 26), each measured on its own. */
export const STUDENT_CATEGORIES = ['agenda', 'us-grid', 'cjk', 'downscaled', 'side-by-side', 'dated-headers'] as const;
export type StudentCategory = (typeof STUDENT_CATEGORIES)[number];

/** `tune` may be looked at while improving the reader; `held-out` never is (other seeds, reported apart). */
export type BenchPart = 'tune' | 'held-out';
const FIRST_SEED: Record<BenchPart, number> = { tune: 5_000, 'held-out': 90_000 };
const PER_CATEGORY: Record<BenchPart, number> = { tune: 6, 'held-out': 5 };

export interface StudentScreen {
  name: string;
  category: StudentCategory;
  part: BenchPart;
  /** The student's UI language (the reader is told it). */
  language: ScreenLanguage;
  html: string;
  /** CSS pixels and device scale: 390 at 3× is a phone, 1280 at 2–3× a retina laptop. */
  width: number;
  deviceScale: number;
  /** Saved as PNG, or as JPEG at this quality after shrinking to `shrink` of its size (a chat app's copy). */
  jpeg?: { quality: number; shrink: number };
  truth: TruthClass[];
  /** The Monday of the week whose dates the screenshot shows, when it shows any (yyyy-mm-dd). */
  monday?: string;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const scheme = (r: Random) => (r.chance(0.5) ? SCHEMES.light : SCHEMES.dark);
const range = (c: TruthClass, dash: string, style: Parameters<typeof clock>[1]) => `${clock(c.start, style)}${dash}${clock(c.end, style)}`;

const CN_PERIODS: [string, string][] = [
  ['08:00', '09:40'],
  ['10:00', '11:40'],
  ['14:00', '15:40'],
  ['16:00', '17:40'],
  ['19:00', '20:40'],
];

type Build = (r: Random, language: ScreenLanguage) => Omit<StudentScreen, 'name' | 'category' | 'part' | 'language'>;

const BUILDERS: Record<StudentCategory, { languages: readonly ScreenLanguage[]; build: Build }> = {
  // A phone's week agenda at 3×: status bar, "Week 41", day separators with dates, cards.
  agenda: {
    languages: SCREEN_LANGUAGES,
    build: (r, language) => {
      const p = scheme(r);
      const week = 36 + r.int(14);
      const monday = mondayOfWeek(week);
      const truth = studentWeek(r, language, { count: 5 + r.int(4), longTitles: 0.2 });
      const body =
        statusBar(p, r) + agendaHtml(truth, p, { language, monday, heading: weekHeading(language, week, r), clockStyle: clockStyleFor(language, r), r });
      return { html: page(body, p, fontFor(language, r), language), width: 390, deviceScale: 3, truth, monday: iso(monday) };
    },
  },
  // A US grid on a retina laptop saved as JPEG: '8:15 AM – 10:00 AM', headers 'Mon 10/5', hours '8 AM'.
  'us-grid': {
    languages: ['en'],
    build: (r) => {
      const p = scheme(r);
      const monday = mondayOfWeek(36 + r.int(14));
      const truth = studentWeek(r, 'en', { count: 6 + r.int(4), longTitles: 0.2 });
      const dash = r.pick(DASHES);
      const header = (day: TruthClass['weekday'], i: number) => dayLabel('en', day, new Date(monday.getTime() + i * 86_400_000), 1);
      const body = gridHtml(truth, p, {
        width: 1280,
        days: WEEKDAYS,
        header,
        hourLabel: (h) => twelveHour(`${String(h).padStart(2, '0')}:00`, true),
        lines: (c) => [`${twelveHour(c.start)}${dash}${twelveHour(c.end)}`, c.title, c.location],
        firstHour: 8,
        lastHour: 18,
        fontPx: 12,
        hourPx: 60,
      });
      return {
        html: page(body, p, fontFor('en', r), 'en'),
        width: 1280,
        deviceScale: 2 + r.int(2),
        jpeg: { quality: 60 + r.int(26), shrink: 1 },
        truth,
        monday: iso(monday),
      };
    },
  },
  // Chinese tables, grids and lists: 星期一…, '08:00-09:40', 微观经济学, 教学楼 A201.
  cjk: {
    languages: ['zh'],
    build: (r) => {
      const p = r.chance(0.7) ? SCHEMES.light : SCHEMES.dark;
      const width = r.pick([390, 1200]);
      const layout = r.pick(['table', 'grid', 'list'] as const);
      const truth = studentWeek(r, 'zh', {
        count: 6 + r.int(4),
        periods: CN_PERIODS,
        days: width < 500 && layout === 'grid' ? WEEKDAYS.slice(0, 3) : WEEKDAYS,
      });
      const dash = r.pick(['-', '-', '–', '~', ' - ']);
      const shortDays = r.chance(0.5);
      const body =
        layout === 'table'
          ? periodTableHtml(truth, p, { periods: CN_PERIODS, shortDays, width })
          : layout === 'list'
            ? listHtml(truth, p, { language: 'zh', range: (c) => range(c, dash, '24h'), width })
            : gridHtml(truth, p, {
                width,
                days: width < 500 ? WEEKDAYS.slice(0, 3) : WEEKDAYS,
                header: (d) => DAY_NAMES.zh[shortDays ? 'short' : 'long'][WEEKDAYS.indexOf(d)],
                hourLabel: (h) => `${String(h).padStart(2, '0')}:00`,
                lines: (c) => [range(c, dash, '24h'), c.title, c.location],
                firstHour: 8,
                lastHour: 21,
                fontPx: width < 500 ? 11 : 13,
                hourPx: width < 500 ? 56 : 52,
              });
      return { html: page(body, p, fontFor('zh', r), 'zh'), width, deviceScale: width < 500 ? 3 : 1, truth };
    },
  },
  // The project's own styles shrunk to 70 % and saved as JPEG at quality 60–85 (shared through a chat app).
  downscaled: {
    languages: SCREEN_LANGUAGES,
    build: (r, language) => {
      const width = r.pick([390, 1440] as const);
      const spec = {
        style: r.pick(SCREEN_STYLES),
        scheme: r.pick(['light', 'dark'] as const),
        width,
        language,
        classes: studentWeek(r, language, { count: 6 + r.int(3) }),
      };
      return {
        html: timetableHtml(spec),
        width,
        deviceScale: width === 390 ? 3 : 1,
        jpeg: { quality: 60 + r.int(26), shrink: 0.7 },
        truth: visibleClasses(spec),
      };
    },
  },
  // Two classes side by side in one slot, long titles wrapping to two lines.
  'side-by-side': {
    languages: SCREEN_LANGUAGES,
    build: (r, language) => {
      const p = scheme(r);
      // Desktop only: a phone's third of the width halved again cannot show a title whole.
      const days = WEEKDAYS;
      const truth = studentWeek(r, language, { count: 6 + r.int(3), longTitles: 0.6, sideBySide: 2, days });
      const style = clockStyleFor(language, r) === '12h' ? '24h' : clockStyleFor(language, r);
      const body = gridHtml(truth, p, {
        width: 1440,
        days,
        header: (d) => DAY_NAMES[language].long[WEEKDAYS.indexOf(d)],
        hourLabel: (h) => `${String(h).padStart(2, '0')}:00`,
        lines: (c) => [range(c, '-', style), c.title, c.location],
        firstHour: 8,
        lastHour: 18,
        fontPx: 13,
        hourPx: 70,
        sideBySide: true,
      });
      return { html: page(body, p, fontFor(language, r), language), width: 1440, deviceScale: 1, truth };
    },
  },
  // Day headers with dates in each language's formats ('Mo 05.10.', 'lun. 05/10', '10/5 周一').
  'dated-headers': {
    languages: SCREEN_LANGUAGES,
    build: (r, language) => {
      const p = scheme(r);
      const phone = r.chance(0.4);
      const days = phone ? WEEKDAYS.slice(0, 3) : WEEKDAYS;
      const monday = mondayOfWeek(36 + r.int(14));
      const truth = studentWeek(r, language, { count: 6 + r.int(3), days: WEEKDAYS });
      const form = r.pick([1, 2] as const);
      const style = clockStyleFor(language, r);
      const withType = r.chance(0.5);
      const body = gridHtml(truth, p, {
        width: phone ? 390 : 1440,
        days,
        header: (d, i) => dayLabel(language, d, new Date(monday.getTime() + i * 86_400_000), form),
        hourLabel: (h) => (style === '12h' ? twelveHour(`${String(h).padStart(2, '0')}:00`, true) : `${String(h).padStart(2, '0')}:00`),
        lines: (c) => [range(c, r.pick(DASHES), style), c.title, c.location, ...(withType ? [TYPE_NAMES[language][c.type]] : [])],
        firstHour: 8,
        lastHour: 18,
        fontPx: phone ? 11 : 13,
        hourPx: phone ? 60 : 64,
      });
      const shown = truth.filter((c) => days.includes(c.weekday));
      return {
        html: page((phone ? statusBar(p, r) : '') + body, p, fontFor(language, r), language),
        width: phone ? 390 : 1440,
        deviceScale: phone ? 3 : 1,
        truth: shown,
        monday: iso(monday),
      };
    },
  },
};

/**
 * The students' set of one part, the same on every machine: each category's screenshots from that part's seeds, languages
 * rotating. More than the bench's count extends the part with the next seeds (more tune screens to look at; the held-out
 * part is never looked at).
 */
export function studentScreens(
  part: BenchPart,
  categories: readonly StudentCategory[] = STUDENT_CATEGORIES,
  perCategory = PER_CATEGORY[part],
): StudentScreen[] {
  const out: StudentScreen[] = [];
  for (const category of categories) {
    const { languages, build } = BUILDERS[category];
    for (let i = 0; i < perCategory; i++) {
      const seed = FIRST_SEED[part] + STUDENT_CATEGORIES.indexOf(category) * 1_000 + i;
      const language = languages[(i + (part === 'held-out' ? 3 : 0)) % languages.length];
      out.push({ name: `${category}-${part}-${seed}-${language}`, category, part, language, ...build(seeded(seed), language) });
    }
  }
  return out;
}

/** Renders the screens in Debian's Chromium; JPEG ones are shrunk and encoded by the browser's canvas, as a chat app does. */
export async function renderStudentScreens(screens: StudentScreen[]): Promise<{ screen: StudentScreen; image: Buffer; contentType: string }[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const out = [];
    for (const screen of screens) {
      const page = await browser.newPage({ viewport: { width: screen.width, height: screen.width < 500 ? 844 : 800 }, deviceScaleFactor: screen.deviceScale });
      await page.setContent(screen.html);
      await page.evaluate(() => document.fonts.ready);
      let image = await page.screenshot({ fullPage: true, type: 'png' });
      if (screen.jpeg) {
        const { quality, shrink } = screen.jpeg;
        const dataUrl = await page.evaluate(
          async ({ png, quality, shrink }) => {
            const img = new Image();
            img.src = `data:image/png;base64,${png}`;
            await img.decode();
            const canvas = document.createElement('canvas');
            canvas.width = Math.round(img.naturalWidth * shrink);
            canvas.height = Math.round(img.naturalHeight * shrink);
            const g = canvas.getContext('2d')!;
            g.imageSmoothingQuality = 'high';
            g.drawImage(img, 0, 0, canvas.width, canvas.height);
            return canvas.toDataURL('image/jpeg', quality / 100);
          },
          { png: image.toString('base64'), quality, shrink },
        );
        image = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      }
      await page.close();
      out.push({ screen, image, contentType: screen.jpeg ? 'image/jpeg' : 'image/png' });
    }
    return out;
  } finally {
    await browser.close();
  }
}
