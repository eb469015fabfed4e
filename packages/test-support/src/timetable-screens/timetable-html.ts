import { DAY_NAMES, TYPE_NAMES, type ScreenLanguage, type TruthClass } from './timetable-week';

export const SCREEN_STYLES = ['timeedit', 'syllabus', 'celcat', 'untis', 'list'] as const;
export type ScreenStyle = (typeof SCREEN_STYLES)[number];
export type ColourScheme = 'light' | 'dark';

/** The classes a screenshot shows: a phone's grid only its first three days. */
export const visibleClasses = (spec: ScreenSpec) =>
  spec.style !== 'list' && spec.width === 390 ? spec.classes.filter((c) => ['Mon', 'Tue', 'Wed'].includes(c.weekday)) : spec.classes;

export interface ScreenSpec {
  style: ScreenStyle;
  scheme: ColourScheme;
  /** CSS pixels: 390 is a phone (rendered at 3× with a status bar), 1440 a desktop crop. */
  width: 390 | 1440;
  language: ScreenLanguage;
  classes: TruthClass[];
}

const DAYS: TruthClass['weekday'][] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const FIRST_HOUR = 8;
const LAST_HOUR = 18;
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const PALETTES: Record<ColourScheme, { bg: string; fg: string; line: string; head: string; blocks: string[] }> = {
  light: { bg: '#ffffff', fg: '#1f2328', line: '#d0d7de', head: '#f3f4f6', blocks: ['#cfe8ff', '#ffe3b3', '#d6f5d6', '#f6d5f7', '#fff6b3'] },
  dark: { bg: '#14171c', fg: '#e6edf3', line: '#3a414a', head: '#1f242b', blocks: ['#1e4a7a', '#6b4a12', '#22582b', '#5a2a5e', '#5c5312'] },
};

/** What each system writes inside a block (the ground truth decides, the style arranges). */
function blockLines(style: ScreenStyle, c: TruthClass, language: ScreenLanguage): string[] {
  const type = TYPE_NAMES[language][c.type];
  const time = `${c.start} - ${c.end}`;
  switch (style) {
    case 'timeedit':
      return [time, c.title, c.location, type];
    case 'syllabus':
      return [c.title, type, c.location, time];
    case 'celcat':
      return [time, `${type} - ${c.title}`, c.location];
    default:
      return [c.title, c.location, type];
  }
}

const statusBar = (p: (typeof PALETTES)[ColourScheme]) =>
  `<div style="height:44px;display:flex;justify-content:space-between;align-items:center;padding:0 24px;font-weight:600;background:${p.bg}">
     <span>9:41</span><span>▂▄▆ 5G ▮ 87%</span></div>`;

function gridHtml(spec: ScreenSpec, p: (typeof PALETTES)[ColourScheme]): string {
  const phone = spec.width === 390;
  const axis = phone ? 40 : 70;
  const hourPx = phone ? 56 : 64;
  // Phones show three days at a time (the week scrolls sideways), desktops the whole week.
  const days = phone ? DAYS.slice(0, 3) : DAYS;
  const columnPx = (spec.width - axis - (phone ? 8 : 40)) / days.length;
  const headerPx = phone ? 40 : 44;
  const names = phone ? DAY_NAMES[spec.language].short : DAY_NAMES[spec.language].long;
  const top = (t: string) => headerPx + ((minutes(t) - FIRST_HOUR * 60) / 60) * hourPx;
  const parts: string[] = [];
  // Untis numbers its periods and writes the hour beside them; the others write the hour only.
  for (let h = FIRST_HOUR; h <= LAST_HOUR; h++) {
    const y = headerPx + (h - FIRST_HOUR) * hourPx;
    parts.push(
      `<div style="position:absolute;left:0;top:${y - 8}px;width:${axis - 6}px;text-align:right;font-size:${phone ? 11 : 13}px">${String(h).padStart(2, '0')}:00</div>`,
    );
    parts.push(`<div style="position:absolute;left:${axis}px;top:${y}px;width:${columnPx * days.length}px;border-top:1px solid ${p.line}"></div>`);
  }
  days.forEach((_, i) => {
    const x = axis + i * columnPx;
    const date = `${2 + i}/3`;
    const label = spec.style === 'timeedit' && !phone ? `${names[i]} ${date}` : names[i];
    parts.push(
      `<div style="position:absolute;left:${x}px;top:0;width:${columnPx}px;height:${headerPx}px;line-height:${headerPx}px;text-align:center;font-weight:600;background:${p.head};border-left:1px solid ${p.line}">${esc(label)}</div>`,
    );
    parts.push(
      `<div style="position:absolute;left:${x}px;top:${headerPx}px;height:${(LAST_HOUR - FIRST_HOUR) * hourPx}px;border-left:1px solid ${p.line}"></div>`,
    );
  });
  spec.classes
    .filter((c) => days.includes(c.weekday))
    .forEach((c, k) => {
      const x = axis + DAYS.indexOf(c.weekday) * columnPx;
      const y = top(c.start);
      const h = top(c.end) - y;
      const lines = blockLines(spec.style, c, spec.language);
      const radius = spec.style === 'celcat' ? 0 : 4;
      const accent = spec.style === 'syllabus' ? `border-left:4px solid ${p.fg};` : '';
      parts.push(
        `<div style="position:absolute;left:${x + 2}px;top:${y + 1}px;width:${columnPx - 5}px;height:${h - 3}px;overflow:hidden;background:${p.blocks[k % p.blocks.length]};border-radius:${radius}px;${accent}padding:3px 4px;box-sizing:border-box;font-size:${phone ? 11 : 13}px;line-height:1.25">${lines
          .map((l, j) => `<div${j === 0 && spec.style !== 'celcat' ? ' style="font-weight:600"' : ''}>${esc(l)}</div>`)
          .join('')}</div>`,
      );
    });
  return `<div style="position:relative;margin:${phone ? 4 : 20}px;height:${headerPx + (LAST_HOUR - FIRST_HOUR) * hourPx + 10}px">${parts.join('')}</div>`;
}

function listHtml(spec: ScreenSpec, p: (typeof PALETTES)[ColourScheme]): string {
  const names = DAY_NAMES[spec.language].long;
  const rows = spec.classes
    .map(
      (c) =>
        `<tr><td>${esc(names[DAYS.indexOf(c.weekday)])}</td><td>${c.start} - ${c.end}</td><td>${esc(c.title)}</td><td>${esc(c.location)}</td><td>${esc(TYPE_NAMES[spec.language][c.type])}</td></tr>`,
    )
    .join('');
  const cell = `padding:${spec.width === 390 ? '6px 4px' : '10px 14px'};border-bottom:1px solid ${p.line};text-align:left`;
  return `<style>td{${cell}}</style><table style="border-collapse:collapse;margin:${spec.width === 390 ? 4 : 24}px;font-size:${spec.width === 390 ? 12 : 15}px">${rows}</table>`;
}

/** The page Chromium renders for one screenshot. */
export function timetableHtml(spec: ScreenSpec): string {
  const p = PALETTES[spec.scheme];
  const font = spec.language === 'zh' ? "'Noto Sans CJK SC', sans-serif" : "'Liberation Sans', sans-serif";
  const body = spec.style === 'list' ? listHtml(spec, p) : gridHtml(spec, p);
  return `<!doctype html><html lang="${spec.language}"><meta charset="utf-8"><body style="margin:0;background:${p.bg};color:${p.fg};font-family:${font}">${
    spec.width === 390 ? statusBar(p) : ''
  }${body}</body></html>`;
}
