import type { ClassType, Weekday } from '@overlap/contracts';
import type { OcrWord } from './tesseract.client';
import { classTypeOf, looksLikeRoom, looksLikeRoomNumber, weekdayOf } from './timetable-words.rules';

// The recognised words as lines and cells, and what a class's texts say: shared by the grid, list and agenda layouts.

export const CLASS_FIELDS = ['weekday', 'start', 'end', 'title', 'location', 'type'] as const;
type ClassField = (typeof CLASS_FIELDS)[number];

/** One class as the on-device reader found it, with how sure it is of each field (0–1). */
export interface ReadClass {
  weekday: Weekday;
  start: string;
  end: string;
  title: string;
  location: string;
  type: ClassType;
  confidence: Record<ClassField, number>;
}

export interface Line {
  words: OcrWord[];
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
  conf: number;
}

export const CJK = /[\u3400-\u9fff]/;
export const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Words side by side; Chinese characters come one by one and join without spaces. */
export function joinWords(words: OcrWord[]): string {
  return words.reduce((text, w) => (text && !(CJK.test(text.at(-1)!) && CJK.test(w.text[0])) ? `${text} ${w.text}` : text + w.text), '');
}

export function lineOf(words: OcrWord[]): Line {
  // A lone capital I ('Programming I') often comes back as a bar.
  // A roman numeral after a word ('Calculus II') comes back as 'Il', 'I!', '!!' or '||'.
  const sorted = [...words]
    .sort((a, b) => a.left - b.left)
    .map((w, i) =>
      w.text === '|' ? { ...w, text: 'I' } : i > 0 && /^[Il|!1]{2,3}$/.test(w.text) && /[Il|!]/.test(w.text[0]) ? { ...w, text: 'I'.repeat(w.text.length) } : w,
    );
  return {
    words: sorted,
    text: joinWords(sorted),
    left: Math.min(...sorted.map((w) => w.left)),
    top: Math.min(...sorted.map((w) => w.top)),
    right: Math.max(...sorted.map((w) => w.left + w.width)),
    bottom: Math.max(...sorted.map((w) => w.top + w.height)),
    conf: mean(sorted.map((w) => w.conf)) / 100,
  };
}

const JOINED_RANGE = /^(\d{1,2}[:.h]\d{2})([-–—~])(\d{1,2}[:.h]\d{2})$/;

/** A range printed without spaces comes as one word ('13:15-15:00'): its two times and dash, each its share of the box. */
function splitJoinedRange(word: OcrWord): OcrWord[] {
  const m = JOINED_RANGE.exec(word.text);
  if (!m) return [word];
  const perChar = word.width / word.text.length;
  let at = 0;
  return m.slice(1).map((text) => {
    const part = { ...word, text, left: word.left + at * perChar, width: text.length * perChar };
    at += text.length;
    return part;
  });
}

/**
 * A Tesseract line's words by height: on a small page it sometimes puts two lines of a block
 * in one ('Calculus II' over 'Room 4.12'); words of one line overlap in height by at least half.
 */
function rowsOf(words: OcrWord[]): OcrWord[][] {
  const rows: { top: number; bottom: number; words: OcrWord[] }[] = [];
  for (const w of [...words].sort((a, b) => a.top - b.top)) {
    const bottom = w.top + w.height;
    const row = rows.find((r) => Math.min(r.bottom, bottom) - Math.max(r.top, w.top) >= 0.5 * Math.min(r.bottom - r.top, w.height));
    if (row) {
      row.words.push(w);
      [row.top, row.bottom] = [Math.min(row.top, w.top), Math.max(row.bottom, bottom)];
    } else rows.push({ top: w.top, bottom, words: [w] });
  }
  return rows.map((r) => r.words);
}

/** Tesseract's own lines, split where their words stand at two heights, and where a gap wider than two character heights separates cells. */
export function linesOf(words: OcrWord[]): Line[] {
  const byLine = new Map<string, OcrWord[]>();
  for (const w of words.flatMap(splitJoinedRange)) byLine.set(w.line, [...(byLine.get(w.line) ?? []), w]);
  const lines: Line[] = [];
  for (const group of [...byLine.values()].flatMap(rowsOf)) {
    const sorted = group.sort((a, b) => a.left - b.left);
    let cell: OcrWord[] = [];
    for (const w of sorted) {
      const prev = cell.at(-1);
      if (prev && w.left - (prev.left + prev.width) > 2 * Math.max(prev.height, w.height)) {
        lines.push(lineOf(cell));
        cell = [];
      }
      cell.push(w);
    }
    if (cell.length) lines.push(lineOf(cell));
  }
  return lines.sort((a, b) => a.top - b.top || a.left - b.left);
}

/** The weekday a line names: a day word, possibly with a date ('Mardi 3/3', '周二'). */
export function dayOfLine(line: Line): { day: Weekday; conf: number } | undefined {
  for (const w of line.words) {
    const day = weekdayOf(w.text);
    if (day) return { day, conf: w.conf / 100 };
  }
  const solid = line.text.replace(/\s+/g, '');
  // A Chinese heading runs the date and the day together ('10月5日星期一').
  const day = weekdayOf(solid) ?? weekdayOf(line.text.split(/[\s,.]/)[0]) ?? weekdayOf(CJK_DAY.exec(solid)?.[0] ?? '');
  return day ? { day, conf: line.conf } : undefined;
}

const CJK_DAY = /(?:星期|礼拜)[一二三四五六日天]|[周週][一二三四五六日]/;

/**
 * Title, room and type from a block's (or a list row's) texts other than its time: a type word
 * is the type, a room code the room; the rest is the title. Without a room code, a last line
 * after the title is taken as the room, less surely.
 */
export function describe(given: { text: string; conf: number }[]) {
  // Agendas run room and type together with a middle dot: 'A-101 · Exam' (Tesseract may read the dot as a colon).
  const texts = given.flatMap((t) =>
    t.text
      .split(/\s*[·•]\s*|\s+:\s+/)
      .filter(Boolean)
      .map((text) => ({ text, conf: t.conf })),
  );
  // A room wrapped in a narrow cell ('教学楼' over 'A201') is one room again.
  for (let i = texts.length - 2; i >= 0; i--)
    if (looksLikeRoom(texts[i].text) && looksLikeRoomNumber(texts[i + 1].text) && !looksLikeRoomNumber(texts[i].text))
      texts.splice(i, 2, { text: `${texts[i].text} ${texts[i + 1].text}`, conf: Math.min(texts[i].conf, texts[i + 1].conf) });
  let type: ClassType | undefined;
  let typeConf = 0.5;
  let room: { text: string; conf: number } | undefined;
  const rest: { text: string; conf: number }[] = [];
  for (const t of texts) {
    const whole = classTypeOf(t.text);
    // CELCAT writes 'Type - Title' on one line.
    const parts = t.text.split(/\s*[-–:]\s+/);
    const prefixed = parts.length > 1 ? classTypeOf(parts[0]) : undefined;
    if (whole && !type) [type, typeConf] = [whole, t.conf];
    else if (prefixed && !type && !parts.slice(1).join('').trim()) [type, typeConf] = [prefixed, t.conf];
    else if (prefixed && !type) {
      [type, typeConf] = [prefixed, t.conf];
      rest.push({ text: parts.slice(1).join(' - '), conf: t.conf });
    } else if (!room && looksLikeRoom(t.text)) room = t;
    else rest.push(t);
  }
  let roomConf = room?.conf ?? 0.6;
  if (!room && rest.length > 1) {
    room = rest.pop();
    roomConf = room!.conf * 0.6;
  }
  return {
    // A wrapped Chinese title joins without a space ('微观经济' + '学').
    title: rest
      .map((t) => t.text)
      .reduce((title, t) => (title && !(CJK.test(title.at(-1)!) && CJK.test(t[0])) ? `${title} ${t}` : title + t), '')
      // A speck beside the title read as a quote or a bar ('" Organisk kemi') is no part of it.
      .replace(/^["'“”‘’„«»`´|_~]+\s+|\s+["'“”‘’„«»`´|_~]+$/g, '')
      .trim(),
    location: room?.text ?? '',
    type: type ?? ('Class' as ClassType),
    conf: { title: rest.length ? Math.min(...rest.map((t) => t.conf)) : 0, location: roomConf, type: type ? typeConf : 0.5 },
  };
}

/** A text ending in a room code ('Statistics B 204') as the title and the room. */
export function splitTrailingRoom(text: string, conf: number): { text: string; conf: number }[] {
  const words = text.split(/\s+/);
  for (const n of [2, 1]) {
    const room = words.slice(-n).join(' ');
    if (words.length > n && looksLikeRoom(room))
      return [
        { text: words.slice(0, -n).join(' '), conf },
        { text: room, conf },
      ];
  }
  return [{ text, conf }];
}
