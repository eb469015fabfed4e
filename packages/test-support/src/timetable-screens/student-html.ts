import { DAY_NAMES, TYPE_NAMES, type ScreenLanguage, type TruthClass } from './timetable-week';
import { dayLabel, minutesOf, twelveHour, WEEKDAYS, type Random } from './student-week';

/** Colours of light and dark calendar apps. */
export const SCHEMES = {
  light: {
    bg: '#ffffff',
    fg: '#1f2328',
    dim: '#6b7280',
    line: '#e5e7eb',
    head: '#f5f6f8',
    card: '#f3f6fb',
    blocks: ['#dbeafe', '#fde68a', '#bbf7d0', '#fbcfe8', '#e9d5ff'],
  },
  dark: {
    bg: '#000000',
    fg: '#f2f2f7',
    dim: '#8e8e93',
    line: '#2c2c2e',
    head: '#1c1c1e',
    card: '#1c1c1e',
    blocks: ['#1e3a5f', '#5b4314', '#1f4d2c', '#5a2346', '#3f2d63'],
  },
} as const;
export type Scheme = (typeof SCHEMES)[keyof typeof SCHEMES];

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const FONTS = ["'Liberation Sans'", "'DejaVu Sans'"];
export const fontFor = (language: ScreenLanguage, r: Random) =>
  language === 'zh' ? "'Noto Sans CJK SC', sans-serif" : `${r.pick(FONTS)}, 'Noto Sans CJK SC', sans-serif`;

export const page = (body: string, p: Scheme, font: string, language: ScreenLanguage) =>
  `<!doctype html><html lang="${language}"><meta charset="utf-8"><body style="margin:0;background:${p.bg};color:${p.fg};font-family:${font}">${body}</body></html>`;

/** A phone's status bar: the clock and the battery, never a class. */
export const statusBar = (p: Scheme, r: Random) => {
  const h = 7 + r.int(15);
  const clock = `${h}:${String(r.int(60)).padStart(2, '0')}`;
  return `<div style="height:47px;display:flex;justify-content:space-between;align-items:center;padding:0 28px;font-weight:600;font-size:16px;background:${p.bg}">
    <span>${clock}</span><span style="font-size:13px">▂▄▆ 5G ▮ ${40 + r.int(60)}%</span></div>`;
};

/** How a time is printed in one screenshot: '08:15', '8:15 AM', '8.15', '08h15'. */
export type ClockStyle = '24h' | '12h' | 'dot' | 'h';
export function clock(t: string, style: ClockStyle): string {
  const m = minutesOf(t);
  const [h, min] = [Math.floor(m / 60), String(m % 60).padStart(2, '0')];
  if (style === '12h') return twelveHour(t);
  if (style === 'dot') return `${h}.${min}`;
  if (style === 'h') return `${String(h).padStart(2, '0')}h${min}`;
  return t;
}
export const clockStyleFor = (language: ScreenLanguage, r: Random): ClockStyle =>
  language === 'en'
    ? r.pick(['12h', '24h'] as const)
    : language === 'fr'
      ? r.pick(['24h', 'h'] as const)
      : language === 'da' || language === 'de'
        ? r.pick(['24h', 'dot'] as const)
        : '24h';
export const DASHES = [' – ', ' - ', '–', '-', ' — '];

export interface GridOptions {
  width: number;
  days: TruthClass['weekday'][];
  header: (day: TruthClass['weekday'], i: number) => string;
  hourLabel: (hour: number) => string;
  lines: (c: TruthClass) => string[];
  firstHour: number;
  lastHour: number;
  fontPx: number;
  hourPx: number;
  /** Blocks of the same day and start share the column's width. */
  sideBySide?: boolean;
}

/** A week grid of positioned blocks (the common layout of university and calendar apps). */
export function gridHtml(classes: TruthClass[], p: Scheme, o: GridOptions): string {
  const phone = o.width < 500;
  const axis = phone ? 44 : 72;
  const headerPx = phone ? 44 : 48;
  const columnPx = (o.width - axis - (phone ? 8 : 40)) / o.days.length;
  const top = (t: string) => headerPx + ((minutesOf(t) - o.firstHour * 60) / 60) * o.hourPx;
  const parts: string[] = [];
  for (let h = o.firstHour; h <= o.lastHour; h++) {
    const y = headerPx + (h - o.firstHour) * o.hourPx;
    parts.push(
      `<div style="position:absolute;left:0;top:${y - 8}px;width:${axis - 8}px;text-align:right;font-size:${o.fontPx - 2}px;color:${p.dim}">${esc(o.hourLabel(h))}</div>`,
    );
    parts.push(`<div style="position:absolute;left:${axis}px;top:${y}px;width:${columnPx * o.days.length}px;border-top:1px solid ${p.line}"></div>`);
  }
  o.days.forEach((day, i) => {
    const x = axis + i * columnPx;
    parts.push(
      `<div style="position:absolute;left:${x}px;top:0;width:${columnPx}px;height:${headerPx}px;display:flex;align-items:center;justify-content:center;font-weight:600;font-size:${o.fontPx}px;background:${p.head}">${esc(o.header(day, i))}</div>`,
    );
    parts.push(
      `<div style="position:absolute;left:${x}px;top:${headerPx}px;height:${(o.lastHour - o.firstHour) * o.hourPx}px;border-left:1px solid ${p.line}"></div>`,
    );
  });
  const shown = classes.filter((c) => o.days.includes(c.weekday));
  shown.forEach((c, k) => {
    const mates = o.sideBySide ? shown.filter((d) => d.weekday === c.weekday && d.start === c.start) : [c];
    const slot = mates.indexOf(c);
    const w = (columnPx - 5) / mates.length;
    const x = axis + o.days.indexOf(c.weekday) * columnPx + 2 + slot * w;
    const y = top(c.start);
    const h = top(c.end) - y;
    parts.push(
      `<div style="position:absolute;left:${x}px;top:${y + 1}px;width:${w - (mates.length > 1 ? 2 : 0)}px;height:${h - 3}px;overflow:hidden;background:${p.blocks[k % p.blocks.length]};border-radius:5px;padding:3px 5px;box-sizing:border-box;font-size:${o.fontPx}px;line-height:1.25">${o
        .lines(c)
        .map((l, j) => `<div${j === 1 ? ' style="font-weight:600"' : ''}>${esc(l)}</div>`)
        .join('')}</div>`,
    );
  });
  return `<div style="position:relative;margin:${phone ? 4 : 20}px;height:${headerPx + (o.lastHour - o.firstHour) * o.hourPx + 10}px">${parts.join('')}</div>`;
}

/**
 * A phone's week agenda: a "Week 41" heading, a separator per day with its date ('MONDAY 5 OCT'),
 * and a card per class below it with its times, title and room; the day is written only in the separator.
 */
export function agendaHtml(
  classes: TruthClass[],
  p: Scheme,
  o: { language: ScreenLanguage; monday: Date; heading: string; clockStyle: ClockStyle; r: Random },
): string {
  const { r, language } = o;
  const stacked = r.chance(0.5);
  const dash = r.pick(DASHES);
  const form = r.pick([0, 2] as const);
  const parts = [`<div style="padding:6px 18px 10px;font-size:28px;font-weight:700">${esc(o.heading)}</div>`];
  for (const day of WEEKDAYS) {
    const today = classes.filter((c) => c.weekday === day);
    if (!today.length) continue;
    const date = new Date(o.monday.getTime() + WEEKDAYS.indexOf(day) * 86_400_000);
    parts.push(
      `<div style="padding:14px 18px 6px;font-size:13px;font-weight:600;letter-spacing:.04em;color:${p.dim};border-bottom:1px solid ${p.line}">${esc(dayLabel(language, day, date, form))}</div>`,
    );
    for (const [k, c] of today.entries()) {
      const type = r.chance(0.5) ? ` · ${TYPE_NAMES[language][c.type]}` : '';
      if (stacked)
        parts.push(`<div style="display:flex;gap:12px;padding:10px 18px;align-items:stretch">
          <div style="width:82px;text-align:right;font-size:14px;white-space:nowrap"><div style="font-weight:600">${esc(clock(c.start, o.clockStyle))}</div><div style="color:${p.dim}">${esc(clock(c.end, o.clockStyle))}</div></div>
          <div style="width:4px;border-radius:2px;background:${p.blocks[k % p.blocks.length]}"></div>
          <div style="flex:1"><div style="font-size:16px;font-weight:600">${esc(c.title)}</div><div style="font-size:14px;color:${p.dim}">${esc(c.location)}${esc(type)}</div></div></div>`);
      else
        parts.push(`<div style="margin:8px 14px;padding:10px 12px;border-radius:10px;background:${p.card}">
          <div style="font-size:13px;color:${p.dim}">${esc(clock(c.start, o.clockStyle) + dash + clock(c.end, o.clockStyle))}</div>
          <div style="font-size:16px;font-weight:600;margin:2px 0">${esc(c.title)}</div>
          <div style="font-size:14px;color:${p.dim}">${esc(c.location)}${esc(type)}</div></div>`);
    }
  }
  return parts.join('');
}

/** A plain Chinese university table: periods as rows with their times in the row header, days as columns, title and room in the cells. */
export function periodTableHtml(classes: TruthClass[], p: Scheme, o: { periods: [string, string][]; shortDays: boolean; width: number }): string {
  const days = DAY_NAMES.zh[o.shortDays ? 'short' : 'long'];
  const head = `<tr><th></th>${days.map((d) => `<th>${d}</th>`).join('')}</tr>`;
  const rows = o.periods
    .map(([s, e], i) => {
      const cells = WEEKDAYS.map((day) => {
        const c = classes.find((x) => x.weekday === day && x.start === s);
        return `<td>${c ? `${esc(c.title)}<br>${esc(c.location)}` : ''}</td>`;
      }).join('');
      return `<tr><th style="font-weight:400">第${2 * i + 1}-${2 * i + 2}节<br>${s}-${e}</th>${cells}</tr>`;
    })
    .join('');
  const pad = o.width < 500 ? '6px 3px' : '12px 10px';
  return `<style>td,th{border:1px solid ${p.line};padding:${pad};text-align:center;vertical-align:middle}</style><table style="border-collapse:collapse;margin:${o.width < 500 ? 4 : 20}px;font-size:${o.width < 500 ? 12 : 15}px;width:${o.width - (o.width < 500 ? 8 : 40)}px">${head}${rows}</table>`;
}

/** A list of classes, one a row: day, time range, title, room (Chinese systems' list view). */
export function listHtml(classes: TruthClass[], p: Scheme, o: { language: ScreenLanguage; range: (c: TruthClass) => string; width: number }): string {
  const rows = classes
    .map(
      (c) =>
        `<tr><td>${esc(DAY_NAMES[o.language].long[WEEKDAYS.indexOf(c.weekday)])}</td><td>${esc(o.range(c))}</td><td>${esc(c.title)}</td><td>${esc(c.location)}</td></tr>`,
    )
    .join('');
  const phone = o.width < 500;
  return `<style>td{padding:${phone ? '8px 4px' : '10px 16px'};border-bottom:1px solid ${p.line};text-align:left}</style><table style="border-collapse:collapse;margin:${phone ? 4 : 20}px;font-size:${phone ? 13 : 15}px">${rows}</table>`;
}
