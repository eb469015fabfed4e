import type { ClassType, Weekday } from '@overlap/contracts';

/**
 * The words a timetable uses, in the six UI languages: day names (long and short) and class
 * types as TimeEdit, Syllabus Plus, CELCAT and Untis write them. Matched after folding case and accents.
 */
const DAY_WORDS: Record<Weekday, string[]> = {
  Mon: ['monday', 'mon', 'mandag', 'man', 'montag', 'mo', 'lunes', 'lun', 'lundi', '星期一', '周一', '週一', '礼拜一'],
  Tue: ['tuesday', 'tue', 'tues', 'tirsdag', 'tir', 'dienstag', 'di', 'martes', 'mar', 'mardi', '星期二', '周二', '週二', '礼拜二'],
  Wed: ['wednesday', 'wed', 'onsdag', 'ons', 'mittwoch', 'mi', 'miercoles', 'mie', 'mercredi', 'mer', '星期三', '周三', '週三', '礼拜三'],
  Thu: ['thursday', 'thu', 'thur', 'thurs', 'torsdag', 'tor', 'tors', 'donnerstag', 'do', 'jueves', 'jue', 'jeudi', 'jeu', '星期四', '周四', '週四', '礼拜四'],
  Fri: ['friday', 'fri', 'fredag', 'fre', 'freitag', 'fr', 'viernes', 'vie', 'vendredi', 'ven', '星期五', '周五', '週五', '礼拜五'],
  Sat: ['saturday', 'sat', 'lordag', 'lor', 'samstag', 'sa', 'sabado', 'sab', 'samedi', 'sam', '星期六', '周六', '週六', '礼拜六'],
  Sun: ['sunday', 'sun', 'sondag', 'son', 'sonntag', 'so', 'domingo', 'dom', 'dimanche', 'dim', '星期日', '星期天', '周日', '週日', '礼拜天'],
};

const TYPE_WORDS: [ClassType, string[]][] = [
  ['Lecture', ['lecture', 'forelaesning', 'vorlesung', 'clase magistral', 'cours magistral', 'cm', '讲座', '讲课', '讲授']],
  ['Seminar', ['seminar', 'seminario', 'seminaire', '研讨课', '研讨']],
  ['Lab', ['lab', 'laboratory', 'laboratorie', 'labor', 'praktikum', 'laboratorio', 'tp', '实验', '实验课']],
  ['Tutorial', ['tutorial', 'ovelse', 'ubung', 'tutoria', 'td', '辅导', '习题课']],
  ['Exam', ['exam', 'examination', 'eksamen', 'prufung', 'klausur', 'examen', '考试']],
  ['Workshop', ['workshop', 'taller', 'atelier', '工作坊']],
  ['Class', ['class', 'undervisning', 'unterricht', 'clase', 'cours', '课程']],
];

/** Lower case, no accents, no surrounding punctuation: 'Miércoles,' → 'miercoles'; Tesseract's dotless 'Dı' is 'di'. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/æ/gi, 'ae')
    .replace(/ø/gi, 'o')
    .replace(/å/gi, 'a')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

const dayByWord = new Map<string, Weekday>(Object.entries(DAY_WORDS).flatMap(([day, words]) => words.map((w) => [w, day as Weekday] as const)));
const typeByWord = new Map<string, ClassType>(TYPE_WORDS.flatMap(([type, words]) => words.map((w) => [w, type] as const)));

/** Whether two words differ by at most one letter changed, added or left out. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
}

const longDayWords = [...dayByWord.entries()].filter(([w]) => w.length >= 5);

/**
 * The weekday a word names ('Mittwoch', 'mer.', '周三'), if it names one. A long name with one
 * letter misread ('Manday', 'Tarsdag') still counts when it can be only one day.
 */
export function weekdayOf(word: string): Weekday | undefined {
  const folded = fold(word);
  const exact = dayByWord.get(folded);
  if (exact || folded.length < 5) return exact;
  const near = new Set(longDayWords.filter(([w]) => oneEditApart(w, folded)).map(([, day]) => day));
  return near.size === 1 ? [...near][0] : undefined;
}

/** The class type a text names ('Vorlesung', 'TD', '实验'), if it is one. */
export function classTypeOf(text: string): ClassType | undefined {
  const folded = fold(text).replace(/\s+/g, ' ');
  const exact = typeByWord.get(folded);
  if (exact || folded.length < 6) return exact;
  // A long type word with one letter misread ('Lectura', 'Laboratorto') still counts when it can be only one type; a
  // longer one with a letter in four misread ('Semmario', 'Ciase magistral', read from a small page), too.
  const near = new Set(
    [...typeByWord]
      .filter(
        ([w]) => w.length >= 6 && (oneEditApart(w, folded) || (w.length >= 8 && !/\d/.test(folded) && editDistance(w, folded) <= Math.floor(w.length / 4))),
      )
      .map(([, type]) => type),
  );
  return near.size === 1 ? [...near][0] : undefined;
}

/** Letters changed, added or left out to turn one word into the other (Levenshtein). */
export function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

const ROOM_WORDS = /^(room|rum|lokale|lokal|aud|auditorium|raum|horsaal|hs|aula|sala|salle|amphi|amphitheatre|教室|房间|hall)\b/i;
/** A Chinese building or room, maybe with its number: '教学楼 A201', '图书馆', '实验楼 402'. */
const CJK_PLACE = /^[\u4e00-\u9fff]{1,6}[楼馆室院](\s*[A-Za-z]?\d{1,4}[A-Za-z]?)?$/;
/** A room's number alone ('A201', '305', '2.01'): the second line of a room wrapped in a narrow cell. */
export const looksLikeRoomNumber = (text: string) => /^([A-Z]{0,2}-?\d{1,4}[A-Za-z]?|\d{1,2}[.]\d{2,3})$/.test(text.trim());

/** Room codes as timetables print them: 'A-101', 'B 204', 'H1', 'E-112', 'Aula 2', 'Room 4', 'Laboratorio 3', '教学楼 A201'. */
export function looksLikeRoom(text: string): boolean {
  const t = text.trim();
  return (
    ROOM_WORDS.test(fold(t)) ||
    /^[A-Z]{1,3}[- ]?\d{1,4}[A-Za-z]?$/.test(t) ||
    /^\d{1,2}[.-]\d{2,4}$/.test(t) ||
    /^(laboratorio|labor|lab)\s+\d{1,4}$/i.test(t) ||
    CJK_PLACE.test(t)
  );
}

/** A clock as timetables print it: '10:15', '10.15', '10h15', '8:05', '8:15 AM', '12:30 p.m.', '8 PM' (12-hour with no minutes). */
const CLOCK = String.raw`(\d{1,2})(?:[:.h](\d{2}))?(?:\s?([AaPp])\.?\s?[Mm]\.?)?`;

/** Hours and minutes and the AM/PM mark of a clock's parts; a number alone is no clock, except as a range's other end. */
function clockParts(hours: string, minutes: string | undefined, meridiem: string | undefined, alone = false) {
  if (minutes === undefined && !meridiem && !alone) return undefined;
  const [h, m] = [Number(hours), Number(minutes ?? 0)];
  if (m > 59 || h > 23 || (meridiem && (h < 1 || h > 12))) return undefined;
  return { h, m, meridiem: meridiem?.toLowerCase() as 'a' | 'p' | undefined };
}

/** Minutes after midnight of a 12-hour clock (12 AM is midnight, 12 PM noon) or a 24-hour one. */
const minutesOf = (c: { h: number; m: number }, meridiem: 'a' | 'p' | undefined) => (meridiem ? (c.h % 12) + (meridiem === 'p' ? 12 : 0) : c.h) * 60 + c.m;

/** '10:15', '10.15', '10h15', '8:05', '8:15 AM', '8 PM' → minutes after midnight. */
export function clockMinutes(text: string): number | undefined {
  const m = new RegExp(`^${CLOCK}$`).exec(text.trim());
  const c = m && clockParts(m[1], m[2], m[3]);
  return c ? minutesOf(c, c.meridiem) : undefined;
}

/**
 * A range: two clocks joined by any dash, a tilde or 至/到 ('8:15 AM – 10:00 AM', '8.15-10.00',
 * '08h15 — 10h00', '8:15–10'). One side may lack its minutes ('8:15–10' ends at 10:00); at least
 * one must have them, so '第1-2节' and '1-2' are no times. Not inside a date ('05.10.-09.10.' is).
 */
const RANGE = new RegExp(String.raw`(?<![\d/.:])${CLOCK}\s*(?:[-–—~→>至到]|to)+\s*${CLOCK}(?![\d/]|\.\d|\s\d{2}\b)`);

/** A time range in a text ('10:15 - 12:00', '8:15 AM – 10:00 AM', '11 – 12:30 PM', '9:00 → 10:00') and the text around it. */
export function timeRangeIn(text: string): { start: number; end: number; rest: string } | undefined {
  // The first range that is one: '第1-2节 08:00-09:40' has '1-2' before it.
  for (const m of text.matchAll(new RegExp(RANGE.source, 'g'))) {
    const range = rangeOf(m);
    if (range) return { ...range, rest: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim() };
  }
  return undefined;
}

function rangeOf(m: RegExpMatchArray): { start: number; end: number } | undefined {
  if (m[2] === undefined && m[5] === undefined) return undefined;
  const a = clockParts(m[1], m[2], m[3], true);
  const b = clockParts(m[4], m[5], m[6], true);
  if (!a || !b) return undefined;
  // A mark given once belongs to both ends ('8:15 – 10:00 AM'), unless that puts the start after the end ('11:00 – 1:00 PM').
  const end = minutesOf(b, b.meridiem ?? a.meridiem);
  let start = minutesOf(a, a.meridiem ?? b.meridiem);
  if (!a.meridiem && b.meridiem && start >= end) start = minutesOf(a, b.meridiem === 'p' ? 'a' : 'p');
  return start < end && end <= 24 * 60 ? { start, end } : undefined;
}

/** Text without anything shaped like a time range, even a misread one ('13:60 - 14:45', '14 45-1615'). */
export function withoutTimeRanges(text: string): string {
  return (
    text
      .replace(new RegExp(RANGE.source, 'g'), (range) => (timeRangeIn(range) ? ' ' : range))
      // Either clock's separator misread ('09°85 - 32°15').
      .replace(/\d{1,2}[^\d\s]\d{2}\s*[-–—~→>]+\s*\d{1,2}[^\d\s]\d{2}/g, ' ')
      // Digits and dashes only, six digits or more: a range whose colons were lost.
      .replace(/^(?=(?:\D*\d){6})[\d\s:.h–—~-]+$/, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
