import type { Weekday } from '@overlap/contracts';
import { dayOfLine, describe, joinWords, median, splitTrailingRoom, type Line, type ReadClass } from './layout-lines.rules';
import { clockMinutes, hhmm, timeRangeIn, withoutTimeRanges } from './timetable-words.rules';

/** A clock opening a line ('9:00 AM History…', '08:15'), and the text after it. */
function leadingClock(line: Line): { minutes: number; rest: string } | undefined {
  for (const n of [2, 1]) {
    const minutes =
      line.words.length >= n
        ? clockMinutes(
            line.words
              .slice(0, n)
              .map((w) => w.text)
              .join(' '),
          )
        : undefined;
    if (minutes !== undefined) return { minutes, rest: joinWords(line.words.slice(n)) };
  }
  return undefined;
}

/** A day separator or heading of an agenda: it names a day, maybe with a date, and holds no time. */
export const isDayHeading = (line: Line) =>
  line.words.length <= 7 && dayOfLine(line) !== undefined && !line.words.some((w) => clockMinutes(w.text) !== undefined);

interface Anchor {
  top: number;
  start: number;
  end: number;
  conf: number;
  rest: string[];
}

/**
 * The cards under one day's separator: each starts at its times, a range on one line ('08:15 –
 * 10:00') or the start over the end ('9:00 AM' above '11:00 AM'), and holds the lines beside and
 * below them until the next card's times: title (wrapped or not), room, type.
 */
function cardsOf(lines: Line[], day: { day: Weekday; conf: number }, lineHeight: number): ReadClass[] {
  const sorted = [...lines].sort((a, b) => a.top - b.top || a.left - b.left);
  const used = new Set<Line>();
  const anchors: Anchor[] = [];
  for (const line of sorted) {
    if (used.has(line)) continue;
    const range = timeRangeIn(line.text);
    if (range && !withoutTimeRanges(line.text.slice(0, line.text.search(/\d/))).trim()) {
      used.add(line);
      anchors.push({ top: line.top, start: range.start, end: range.end, conf: line.conf, rest: range.rest ? [range.rest] : [] });
      continue;
    }
    const start = leadingClock(line);
    if (!start) continue;
    const below = sorted.find(
      (m) =>
        !used.has(m) &&
        m !== line &&
        m.top > line.top &&
        m.top - line.bottom < lineHeight &&
        (Math.abs(m.left - line.left) < 2 * lineHeight || Math.abs(m.right - line.right) < 2 * lineHeight) &&
        (leadingClock(m)?.minutes ?? -1) > start.minutes,
    );
    if (!below) continue;
    const end = leadingClock(below)!;
    used.add(line).add(below);
    anchors.push({
      top: line.top,
      start: start.minutes,
      end: end.minutes,
      conf: Math.min(line.conf, below.conf),
      rest: [start.rest, end.rest].filter(Boolean),
    });
  }
  return anchors.flatMap((a, i) => {
    const until = anchors[i + 1]?.top ?? Infinity;
    const card = sorted.filter((l) => !used.has(l) && l.top >= a.top - lineHeight / 2 && l.top < until - lineHeight / 2);
    const texts = [...a.rest.map((text) => ({ text, conf: a.conf })), ...card.map((l) => ({ text: withoutTimeRanges(l.text), conf: l.conf }))].filter(
      (t) => t.text,
    );
    // One line holding title and room ('Chemistry Lab H1') is split at the room.
    const d = describe(texts.length === 1 ? splitTrailingRoom(texts[0].text, texts[0].conf) : texts);
    if (!d.title) return [];
    return [
      {
        weekday: day.day,
        start: hhmm(a.start),
        end: hhmm(a.end),
        title: d.title,
        location: d.location,
        type: d.type,
        confidence: { weekday: day.conf, start: a.conf, end: a.conf, ...d.conf },
      },
    ];
  });
}

/**
 * A phone's agenda: day separators ('MONDAY 5 OCT', '10月5日 星期一') with the day's cards below
 * them. What stands above the first separator (the status bar's clock, a 'Week 41' heading) is
 * no class.
 */
export function agendaClasses(lines: Line[], headings: Line[]): ReadClass[] {
  const lineHeight = median(lines.map((l) => l.bottom - l.top)) || 10;
  const sorted = [...headings].sort((a, b) => a.top - b.top);
  return sorted.flatMap((heading, i) => {
    const next = sorted[i + 1]?.top ?? Infinity;
    const below = lines.filter((l) => !headings.includes(l) && l.top >= heading.bottom - lineHeight / 2 && l.top < next - lineHeight / 4);
    return cardsOf(below, dayOfLine(heading)!, lineHeight);
  });
}
