import { WEEKDAYS, type Weekday } from '@overlap/contracts';
import { fold } from './timetable-words.rules';

/** Month names in the six UI languages, long and short, folded (lower case, no accents), January first. */
const MONTH_WORDS: string[][] = [
  ['january', 'jan', 'januar', 'enero', 'ene', 'janvier', 'janv'],
  ['february', 'feb', 'februar', 'febrero', 'fevrier', 'fevr', 'fev'],
  ['march', 'mar', 'marts', 'marz', 'maerz', 'marzo', 'mars'],
  ['april', 'apr', 'abril', 'abr', 'avril', 'avr'],
  ['may', 'maj', 'mai', 'mayo'],
  ['june', 'jun', 'juni', 'junio', 'juin'],
  ['july', 'jul', 'juli', 'julio', 'juillet', 'juil'],
  ['august', 'aug', 'agosto', 'ago', 'aout'],
  ['september', 'sep', 'sept', 'septiembre', 'septembre'],
  ['october', 'oct', 'okt', 'oktober', 'octubre', 'octobre'],
  ['november', 'nov', 'noviembre', 'novembre'],
  ['december', 'dec', 'dez', 'dezember', 'diciembre', 'dic', 'decembre'],
];
const monthByWord = new Map(MONTH_WORDS.flatMap((words, i) => words.map((w) => [w, i + 1] as const)));

/** A day of the month and its month as a date heading writes them, without a year. */
export interface DayOfYear {
  month: number;
  day: number;
}

/**
 * The date in a day heading or separator, in the six languages' forms: 'MONDAY 5 OCT',
 * 'Mon, Oct 5', 'MONTAG, 5. OKTOBER', 'lunes, 5 de octubre', '10月5日 星期一', and numeric:
 * 'Mon 10/5' in English (month first), 'Mo 05.10.', 'lun. 05/10', 'man. 5/10' (day first),
 * '10/5 周一' in Chinese (month first).
 */
export function dateIn(text: string, language: string | undefined): DayOfYear | undefined {
  const cjk = /(\d{1,2})\s*月\s*(\d{1,2})\s*日/.exec(text);
  if (cjk) return valid(Number(cjk[1]), Number(cjk[2]));
  const words = text
    .split(/[\s,]+/)
    .map(fold)
    .filter(Boolean);
  for (const [i, w] of words.entries()) {
    const month = monthByWord.get(w);
    if (!month) continue;
    // The day stands before the month ('5 OCT', '5. Oktober', '5 de octubre') or after it ('Oct 5').
    const before = [words[i - 1], words[i - 2]].find((x) => x && /^\d{1,2}$/.test(x));
    const after = words[i + 1] && /^\d{1,2}$/.test(words[i + 1]) ? words[i + 1] : undefined;
    const day = before ?? after;
    if (day) return valid(month, Number(day));
  }
  const numeric = /(?:^|[^\d])(\d{1,2})[./](\d{1,2})(?:[./](?:\d{2}|\d{4}))?\.?(?![\d])/.exec(text);
  if (!numeric) return undefined;
  const [a, b] = [Number(numeric[1]), Number(numeric[2])];
  const monthFirst = language === 'en' || language === 'zh' || language === undefined;
  return monthFirst ? valid(a, b) : valid(b, a);
}

function valid(month: number, day: number): DayOfYear | undefined {
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { month, day } : undefined;
}

const DAY_MS = 86_400_000;

/**
 * The Monday (yyyy-mm-dd) of the week a heading's date belongs to: the year is the one nearest
 * `today` in which that date falls on the weekday the heading names (a heading says no year, and
 * this check also throws out a misread date). Undefined when no year within one either side fits.
 */
export function mondayOf(date: DayOfYear, weekday: Weekday, today: Date): string | undefined {
  const candidates = [-1, 0, 1]
    .map((k) => new Date(Date.UTC(today.getUTCFullYear() + k, date.month - 1, date.day)))
    .filter((d) => d.getUTCDate() === date.day && WEEKDAYS[(d.getUTCDay() + 6) % 7] === weekday)
    .sort((a, b) => Math.abs(a.getTime() - today.getTime()) - Math.abs(b.getTime() - today.getTime()));
  const d = candidates[0];
  return d && new Date(d.getTime() - WEEKDAYS.indexOf(weekday) * DAY_MS).toISOString().slice(0, 10);
}
