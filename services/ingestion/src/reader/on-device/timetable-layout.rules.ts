import { WEEKDAYS, type Weekday } from '@overlap/contracts';
import type { OcrWord } from './tesseract.client';
import { agendaClasses, isDayHeading } from './agenda-layout.rules';
import {
  CJK,
  CLASS_FIELDS,
  dayOfLine,
  describe,
  joinWords,
  lineOf,
  linesOf,
  mean,
  median,
  splitTrailingRoom,
  type Line,
  type ReadClass,
} from './layout-lines.rules';
import { dateIn, mondayOf } from './timetable-dates.rules';
import { clockMinutes, hhmm, timeRangeIn, weekdayOf, withoutTimeRanges } from './timetable-words.rules';

/** The screenshot's grey pixels, to find a block's edges where its text gives no times. */
export interface PagePixels {
  width: number;
  height: number;
  grey: Uint8Array;
}

interface Column {
  day: Weekday;
  conf: number;
  left: number;
  right: number;
}

/** The header row: the widest set of day names on one height, left to right. */
function findColumns(lines: Line[]): { columns: Column[]; headerBottom: number; headers: { line: Line; day: Weekday }[] } | undefined {
  const heads = lines.flatMap((line) => {
    const d = dayOfLine(line);
    return d && line.words.length <= 4 ? [{ line, ...d }] : [];
  });
  let best: typeof heads = [];
  for (const h of heads) {
    const row = heads.filter((o) => Math.abs(o.line.top - h.line.top) < Math.max(h.line.bottom - h.line.top, 8)).sort((a, b) => a.line.left - b.line.left);
    if (new Set(row.map((r) => r.day)).size > best.length) best = row;
  }
  if (best.length < 2) return undefined;
  // A misread day name leaves a double gap between its neighbours: the day between is put back (a table's
  // columns follow their content's width, so the gap is only roughly a whole number of columns).
  const found = best.map((h) => ({ day: h.day, conf: h.conf, center: (h.line.left + h.line.right) / 2 }));
  // With only two day names read there is no other gap to compare with: a grid shows its days side by side, so the
  // days between them are taken as evenly placed (a phone's three days with the middle one misread).
  const gaps = found
    .slice(1)
    .map((h, i) => (h.center - found[i].center) / (found.length === 2 ? Math.max(1, WEEKDAYS.indexOf(h.day) - WEEKDAYS.indexOf(found[i].day)) : 1));
  const step = Math.min(...gaps);
  for (let i = found.length - 1; i > 0; i--) {
    const missing = WEEKDAYS.indexOf(found[i].day) - WEEKDAYS.indexOf(found[i - 1].day) - 1;
    if (missing > 0 && Math.abs((found[i].center - found[i - 1].center) / step - (missing + 1)) < 0.5)
      found.splice(
        i,
        0,
        ...Array.from({ length: missing }, (_, k) => ({
          day: WEEKDAYS[WEEKDAYS.indexOf(found[i - 1].day) + k + 1],
          conf: 0.5,
          center: found[i - 1].center + ((found[i].center - found[i - 1].center) * (k + 1)) / (missing + 1),
        })),
      );
  }
  // A misread last day name (a phone shows three days; '周三' may come back as '一'): the text to the right of the last
  // column, a column's width further on, is the next day's.
  const headerBottom = Math.max(...best.map((h) => h.line.bottom));
  for (let next = WEEKDAYS.indexOf(found.at(-1)!.day) + 1; next < WEEKDAYS.length; next++) {
    const last = found.at(-1)!.center;
    const beyond = lines.some((l) => l.top > headerBottom && l.left > last + step / 2 && l.left < last + 1.5 * step && timeRangeIn(l.text));
    if (!beyond) break;
    found.push({ day: WEEKDAYS[next], conf: 0.5, center: last + step });
  }
  const centers = found.map((h) => h.center);
  const pitch = (centers.at(-1)! - centers[0]) / (centers.length - 1);
  const columns = found.map((h, i) => ({
    day: h.day,
    conf: h.conf,
    left: i === 0 ? centers[0] - pitch / 2 : (centers[i - 1] + centers[i]) / 2,
    right: i === found.length - 1 ? centers[i] + pitch / 2 : (centers[i] + centers[i + 1]) / 2,
  }));
  return { columns, headerBottom, headers: best };
}

/** The grid line nearest a label: a pixel row drawn across most of the columns, within the label's height. */
function gridLineNear(pixels: PagePixels, label: Line, from: number, to: number): number | undefined {
  const background = pixels.grey[Math.round(label.top) * pixels.width + Math.round(label.right) + 2];
  const span = Math.round(to - from);
  const height = label.bottom - label.top;
  let best: number | undefined;
  for (let y = Math.round(label.top - height); y <= Math.round(label.bottom + height); y++) {
    if (y < 0 || y >= pixels.height) continue;
    let drawn = 0;
    for (let x = Math.round(from); x < from + span; x += 2) if (Math.abs(pixels.grey[y * pixels.width + x] - background) > 8) drawn++;
    const mid = (label.top + label.bottom) / 2;
    if (drawn > 0.6 * (span / 2) && (best === undefined || Math.abs(y - mid) < Math.abs(best - mid))) best = y;
  }
  return best;
}

/**
 * Minutes at a height, fitted to the hour labels left of the first column (outliers dropped).
 * A label stands above, beside or below its hour's line depending on the system, so where the
 * line itself is drawn, the line's height counts.
 */
function findTimeAxis(lines: Line[], columns: Column[], headerBottom: number, pixels?: PagePixels): ((y: number) => number) | undefined {
  let marks = lines
    .filter((l) => l.right <= columns[0].left + 4 && l.top > headerBottom)
    .flatMap((l) => {
      const m = clockMinutes(l.text) ?? (/^\d{1,2}$/.test(l.text) ? Number(l.text) * 60 : undefined);
      const y = (pixels && gridLineNear(pixels, l, columns[0].left, columns.at(-1)!.right)) ?? (l.top + l.bottom) / 2;
      // Hour labels sit on the quarter hours; a misread '08:09' is '08:00'.
      return m === undefined ? [] : [{ m: m % 15 ? m - (m % 60) : m, y }];
    });
  while (marks.length >= 2) {
    const my = mean(marks.map((p) => p.y));
    const mm = mean(marks.map((p) => p.m));
    const slope = marks.reduce((s, p) => s + (p.m - mm) * (p.y - my), 0) / marks.reduce((s, p) => s + (p.y - my) ** 2, 0);
    const at = (y: number) => mm + slope * (y - my);
    const worst = marks.reduce((w, p) => (Math.abs(at(p.y) - p.m) > Math.abs(at(w.y) - w.m) ? p : w));
    if (Math.abs(at(worst.y) - worst.m) < 10 && slope > 0) return at;
    marks = marks.filter((p) => p !== worst);
  }
  return undefined;
}

/** The commonest grey of the page: its background. */
function backgroundOf(pixels: PagePixels): number {
  const counts = new Array<number>(256).fill(0);
  for (let i = 0; i < pixels.grey.length; i += 7) counts[pixels.grey[i]]++;
  return counts.indexOf(Math.max(...counts));
}

/**
 * A block's top and bottom: its fill, followed up and down from its text. The fill is the
 * commonest grey under the text's width (letters cover less of it than the fill does); a row
 * still belongs to the block while most of its pixels across that width are the fill. A whole
 * row is read rather than one column beside the text: a shrunk JPEG blurs the block's side
 * and rings around letters, so a single column stopped at the text (a 75-minute block read as
 * 40). A JPEG's noise varies the fill by several grey levels, so the fill allows half its
 * distance from the background (4 to 14): a pale yellow fill on white allows little, a dark
 * scheme's more.
 */
export function blockEdges(
  pixels: PagePixels,
  text: { left: number; right: number; top: number; bottom: number },
  background: number,
): { top: number; bottom: number } | undefined {
  const [x0, x1] = [Math.max(0, Math.round(text.left)), Math.min(pixels.width - 1, Math.round(text.right))];
  const [y0, y1] = [Math.max(0, Math.round(text.top)), Math.min(pixels.height - 1, Math.round(text.bottom))];
  if (x1 - x0 < 2 || y1 < y0) return undefined;
  const counts = new Array<number>(256).fill(0);
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) counts[pixels.grey[y * pixels.width + x]]++;
  // Neighbouring greys count together: JPEG noise spreads one fill over a few levels.
  const near = (v: number) => counts.slice(Math.max(0, v - 2), v + 3).reduce((a, b) => a + b, 0);
  let fill = 0;
  for (let v = 1; v < 256; v++) if (near(v) > near(fill)) fill = v;
  if (Math.abs(fill - background) <= 2) return undefined;
  const tolerance = Math.max(4, Math.min(14, Math.abs(fill - background) / 2));
  // Text crossing the walk (a line the block's reading left out, a letter's JPEG ringing) is on the far side of the fill
  // from the background; a gap between two blocks, and the page, are not.
  const towardText = Math.sign(fill - background);
  const isFill = (y: number) => {
    if (y < 0 || y >= pixels.height) return false;
    let [same, beyond] = [0, 0];
    for (let x = x0; x <= x1; x++) {
      const d = pixels.grey[y * pixels.width + x] - fill;
      if (Math.abs(d) <= tolerance) same++;
      else if (Math.sign(d) === towardText) beyond++;
    }
    return same >= 0.25 * (x1 - x0 + 1) && same + beyond >= 0.6 * (x1 - x0 + 1);
  };
  let t = y0;
  while (isFill(t - 1)) t--;
  let b = y1;
  while (isFill(b + 1)) b++;
  return b - t > 4 ? { top: t, bottom: b + 1 } : undefined;
}

const round5 = (m: number) => Math.round(m / 5) * 5;

/** Consecutive lines of one block: a gap wider than a line, a second time range or a line far to the side starts another. */
function blocksOf(lane: Line[], lineHeight: number): Line[][] {
  const blocks: Line[][] = [];
  for (const line of lane) {
    const block = blocks.at(-1);
    const prev = block?.at(-1);
    const startsAnother = block?.some((l) => timeRangeIn(l.text)) && timeRangeIn(line.text) !== undefined;
    if (!block || !prev || line.top - prev.bottom > 1.2 * lineHeight || startsAnother || Math.abs(line.left - block[0].left) > 3 * lineHeight)
      blocks.push([line]);
    else block.push(line);
  }
  return blocks;
}

/**
 * Text blocks of one lane that lie on one fill are one block: a line Tesseract did not read (a
 * shrunk JPEG's type line) leaves a gap wider than a line, and the two halves, each with the
 * block's edges, made two classes of one. Two halves that each print a time range stay apart.
 */
function joinedByFill(blocks: Line[][], edgesOf: (block: Line[]) => { top: number; bottom: number } | undefined): Line[][] {
  const out: Line[][] = [];
  for (const block of blocks) {
    const prev = out.at(-1);
    const [a, b] = prev ? [edgesOf(prev), edgesOf(block)] : [undefined, undefined];
    const ranged = (ls: Line[]) => ls.some((l) => timeRangeIn(l.text));
    if (prev && a && b && b.top < a.bottom - 2 && !(ranged(prev) && ranged(block))) prev.push(...block);
    else out.push([...block]);
  }
  return out;
}

const overlapsVertically = (a: Line, b: Line) => a.top < b.bottom && b.top < a.bottom;

/**
 * Classes side by side in one day's column: lines grouped by their left edge (a block's text is
 * left-aligned in it), kept apart only where two groups have lines at the same height; centred
 * table cells (a long title over a short room) stay one group.
 */
function lanesOf(lines: Line[], lineHeight: number): Line[][] {
  const lanes: Line[][] = [];
  for (const line of [...lines].sort((a, b) => a.left - b.left)) {
    const lane = lanes.find((l) => Math.abs(line.left - l[0].left) <= 3 * lineHeight);
    if (lane) lane.push(line);
    else lanes.push([line]);
  }
  const merged: Line[][] = [];
  for (const lane of lanes) {
    const apart = merged.find((m) => !m.some((a) => lane.some((b) => overlapsVertically(a, b))));
    if (apart) apart.push(...lane);
    else merged.push(lane);
  }
  return merged.map((l) => l.sort((a, b) => a.top - b.top));
}

interface RowRange {
  middle: number;
  start: number;
  end: number;
  conf: number;
}

/**
 * A table that prints each period's times in its row header ('第1-2节 / 08:00- / 09:40') rather
 * than in the cells: the ranges left of the first column, each with its height on the page.
 */
function rowRangesOf(lines: Line[], columns: Column[], headerBottom: number, lineHeight: number): RowRange[] {
  const labels = lines.filter((l) => l.right <= columns[0].left + 4 && l.top > headerBottom).sort((a, b) => a.top - b.top);
  const groups: Line[][] = [];
  for (const l of labels) {
    const group = groups.at(-1);
    // A header ends with its range: the next row's header may sit as close below as its own lines.
    const complete = group && timeRangeIn(group.map((g) => g.text).join(' '));
    if (group && !complete && l.top - group.at(-1)!.bottom < 1.2 * lineHeight) group.push(l);
    else groups.push([l]);
  }
  return groups.flatMap((g) => {
    const range = timeRangeIn(g.map((l) => l.text).join(' '));
    return range ? [{ middle: (g[0].top + g.at(-1)!.bottom) / 2, start: range.start, end: range.end, conf: Math.min(...g.map((l) => l.conf)) }] : [];
  });
}

/** The row (of the table's row ranges) a line is in: the one whose header's middle is nearest. */
const rowOf = (rows: RowRange[], line: Line) =>
  rows.reduce((best, r) => (Math.abs(r.middle - (line.top + line.bottom) / 2) < Math.abs(best.middle - (line.top + line.bottom) / 2) ? r : best));

function gridClasses(lines: Line[], columns: Column[], headerBottom: number, pixels?: PagePixels): ReadClass[] {
  const axis = findTimeAxis(lines, columns, headerBottom, pixels);
  const body = lines.filter((l) => l.top > headerBottom && l.left >= columns[0].left - 4 && !dayOfLine(l));
  const lineHeight = median(body.map((l) => l.bottom - l.top)) || 10;
  const rows = rowRangesOf(lines, columns, headerBottom, lineHeight);
  const background = pixels && backgroundOf(pixels);
  const edgesOf = (block: Line[]) =>
    pixels
      ? blockEdges(
          pixels,
          { left: Math.min(...block.map((l) => l.left)), right: Math.max(...block.map((l) => l.right)), top: block[0].top, bottom: block.at(-1)!.bottom },
          background!,
        )
      : undefined;
  const out: ReadClass[] = [];
  for (const column of columns) {
    const inColumn = body.filter((l) => l.left >= column.left - 2 && l.left < column.right).sort((a, b) => a.top - b.top);
    // A block never runs over two of a table's rows.
    const blocks = lanesOf(inColumn, lineHeight)
      .flatMap((lane) => joinedByFill(blocksOf(lane, lineHeight), edgesOf))
      .flatMap((block) => {
        if (rows.length < 2) return [block];
        const parts: Line[][] = [];
        for (const line of block) {
          if (parts.length && rowOf(rows, parts.at(-1)!.at(-1)!) === rowOf(rows, line)) parts.at(-1)!.push(line);
          else parts.push([line]);
        }
        return parts;
      });
    for (const block of blocks) {
      // A block too short for its text cuts its last line in half: Tesseract makes up words from the top half.
      // Its letters come out shorter than the block's other lines, and unsure.
      const last = block.at(-1)!;
      const others = median(block.slice(0, -1).map((l) => l.bottom - l.top));
      if (block.length > 1 && last.bottom - last.top < 0.8 * others && last.conf < 0.6) block.pop();
      // A narrow column wraps '14:45 - 15:45' over two lines: the range is looked for in the first three lines and the
      // last two, in as few lines as hold it (three lines joined would take a title and a room above a range as its text).
      const timedLines = [1, 2, 3]
        .flatMap((n) => block.map((_, i) => block.slice(i, i + n)).filter((ls, i) => ls.length === n && (i + n <= 3 || (i + n === block.length && n <= 2))))
        .find((ls) => timeRangeIn(ls.map((l) => l.text).join(' ')));
      const timed = timedLines && lineOf(timedLines.flatMap((l) => l.words));
      const range = timed && timeRangeIn(timedLines.map((l) => l.text).join(' '));
      let start = range?.start;
      let end = range?.end;
      let timeConf = timed ? timed.conf : 0;
      const row = rows.length >= 2 ? rowOf(rows, block[0]) : undefined;
      if (row && (start === undefined || end === undefined)) [start, end, timeConf] = [row.start, row.end, row.conf];
      const edges = edgesOf(block);
      // A table row's times are its period's: the cell's edges say nothing more.
      if (axis && edges && !row) {
        // Blocks are drawn inset a pixel or two from the hour lines they span.
        const [s, e] = [round5(axis(edges.top) - 1.5), round5(axis(edges.bottom) + 1.5)];
        if (start === undefined || end === undefined) [start, end, timeConf] = [s, e, 0.7];
        // Classes start on five-minute marks: a printed '17:06' beside a block ending at 17:00 is a misread '17:00'.
        else if ((start % 5 && Math.abs(s - start) <= 10) || (end % 5 && Math.abs(e - end) <= 10)) {
          [start, end] = [start % 5 && Math.abs(s - start) <= 10 ? s : start, end % 5 && Math.abs(e - end) <= 10 ? e : end];
          timeConf = Math.min(timeConf, 0.6);
        }
        // The printed times win, but a block drawn elsewhere makes them doubtful.
        else if (Math.abs(s - start) > 10 || Math.abs(e - end) > 10) timeConf = Math.min(timeConf, 0.5);
      }
      if (start === undefined || end === undefined || end <= start || start < 0 || end >= 24 * 60) continue;
      const texts = block
        // A clock alone is the range's end or start left over (its dash not read), never a title.
        .filter((l) => !timedLines?.includes(l) && clockMinutes(l.text) === undefined)
        .map((l) => ({ text: withoutTimeRanges(l.text), conf: l.conf }))
        .filter((t) => t.text);
      if (range?.rest) texts.unshift({ text: range.rest, conf: timeConf });
      const d = describe(texts);
      if (!d.title) continue;
      // Without printed times a block is only its fill: a short one holding unsure letters is noise (a JPEG's
      // artefacts, a cut line), not a class.
      if (!range && !row && (end - start < 20 || d.conf.title < 0.25 || !/\p{L}{3}|[\u3400-\u9fff]/u.test(d.title))) continue;
      out.push({
        weekday: column.day,
        start: hhmm(start),
        end: hhmm(end),
        title: d.title,
        location: d.location,
        type: d.type,
        confidence: { weekday: column.conf, start: timeConf, end: timeConf, ...d.conf },
      });
    }
  }
  return out;
}

/**
 * A narrow table's cells can sit closer than Tesseract's word gap allows for, so two cells come
 * as one line ('Organische Chemie A-101'). Where a word after a wider gap starts at the left edge
 * of cells in at least two other lines (a column of the table), the line is split there.
 */
function splitAtColumns(lines: Line[], lineHeight: number): Line[] {
  const columnAt = (x: number, self: Line) => lines.filter((l) => l !== self && Math.abs(l.left - x) < lineHeight / 2).length >= 2;
  return lines.flatMap((line) => {
    const parts: OcrWord[][] = [[line.words[0]]];
    for (const [i, w] of line.words.entries()) {
      if (i === 0) continue;
      const prev = line.words[i - 1];
      if (w.left - (prev.left + prev.width) > 0.6 * Math.min(w.height, prev.height) && columnAt(w.left, line)) parts.push([w]);
      else parts.at(-1)!.push(w);
    }
    return parts.length > 1 ? parts.map(lineOf) : [line];
  });
}

/**
 * One row per class: lines closer than a line's height belong to one row (a phone wraps a cell
 * over two lines), the row's lines in one column are one cell; read left to right as day, time,
 * title, room and type. A row without a day has the day of the row above.
 */
function listClasses(read: Line[]): ReadClass[] {
  const lineHeight = median(read.map((l) => l.bottom - l.top)) || 10;
  const lines = splitAtColumns(read, lineHeight);
  const rows: Line[][] = [];
  let bottom = -Infinity;
  for (const line of [...lines].sort((a, b) => a.top - b.top)) {
    if (line.top - bottom > 0.8 * lineHeight || !rows.length) rows.push([line]);
    else rows.at(-1)!.push(line);
    bottom = Math.max(rows.at(-1)!.length > 1 ? bottom : -Infinity, line.bottom);
  }
  const out: ReadClass[] = [];
  let day: { day: Weekday; conf: number } | undefined;
  for (const row of rows) {
    const cells: Line[] = [];
    for (const line of [...row].sort((a, b) => a.left - b.left)) {
      const same = cells.find((c) => Math.abs(c.left - line.left) < 2 * lineHeight);
      if (same) cells[cells.indexOf(same)] = lineOf([...same.words, ...line.words].sort((a, b) => a.top - b.top || a.left - b.left));
      else cells.push(line);
    }
    const textOf = (c: Line) => joinWords([...c.words].sort((a, b) => (Math.abs(a.top - b.top) < lineHeight / 2 ? a.left - b.left : a.top - b.top)));
    // The day opens the row ('星期一' may come character by character).
    const dayIn = (c: Line) => {
      const t = textOf(c);
      return weekdayOf(t.split(/\s+/)[0]) ?? (CJK.test(t[0]) ? weekdayOf(t.replace(/\s/g, '').slice(0, 3)) : undefined);
    };
    const dayCell = cells.find((c) => dayIn(c));
    if (dayCell) day = { day: dayIn(dayCell)!, conf: dayCell.conf };
    // The time range, or its two ends apart when the dash was lost.
    const clocks = cells.flatMap((c) => c.words.filter((w) => clockMinutes(w.text) !== undefined));
    const timeCell = cells.find((c) => c.words.includes(clocks[Math.min(1, clocks.length - 1)]));
    if (!timeCell || !day) continue;
    const range =
      timeRangeIn(
        cells
          .filter((c) => c.left <= timeCell.left)
          .map(textOf)
          .join(' '),
      ) ??
      (clocks.length >= 2 && clockMinutes(clocks[0].text)! < clockMinutes(clocks[1].text)!
        ? { start: clockMinutes(clocks[0].text)!, end: clockMinutes(clocks[1].text)! }
        : undefined);
    if (!range) continue;
    const timeConf = Math.min(...clocks.slice(0, 2).map((w) => w.conf)) / 100;
    const texts = cells.filter((c) => c.left > timeCell.left && c !== dayCell).map((c) => ({ text: textOf(c), conf: c.conf }));
    // An agenda runs title and room on after the time in one cell: 'Linear Algebra A-101'.
    const after = timeCell.words.filter((w) => w.left > clocks.at(-1)!.left && !/^[-–—~]$/.test(w.text));
    if (after.length) texts.unshift(...splitTrailingRoom(joinWords(after), lineOf(after).conf));
    const d = describe(texts);
    if (!d.title) continue;
    out.push({
      weekday: day.day,
      start: hhmm(range.start),
      end: hhmm(range.end),
      title: d.title,
      location: d.location,
      type: d.type,
      confidence: { weekday: dayCell ? day.conf : day.conf * 0.9, start: timeConf, end: timeConf, ...d.conf },
    });
  }
  return out;
}

/** The page's classes and, where its day headings carry dates, the Monday of the week they show. */
export interface ReadPage {
  classes: ReadClass[];
  /** yyyy-mm-dd, when the headings' dates agree on one week. */
  weekOf?: string;
}

/** The week the headings' dates show: each date's Monday (its year the nearest to today in which it falls on its day), when all agree. */
function weekShown(headings: Line[], language: string | undefined, today: Date): string | undefined {
  const mondays = new Set(
    headings.flatMap((h) => {
      const date = dateIn(h.text, language);
      const day = dayOfLine(h)?.day;
      const monday = date && day && mondayOf(date, day, today);
      return monday ? [monday] : [];
    }),
  );
  return mondays.size === 1 ? [...mondays][0] : undefined;
}

/**
 * The weekly classes in a screenshot's recognised words. A row of day names makes it a grid
 * (columns by day, times printed in the blocks, in a table's row headers, or read off the hour
 * axis and the block's edges); day headings stacked down the page make it an agenda (each
 * heading's cards below it); otherwise each row with a time range is a class of the day last
 * named. `language` orders a numeric date's day and month ('10/5' is 5 October in English).
 */
export function readPage(words: OcrWord[], pixels?: PagePixels, language?: string, today = new Date()): ReadPage {
  const lines = linesOf(words.filter((w) => w.conf >= 0));
  const grid = findColumns(lines);
  const headings = grid ? [] : lines.filter(isDayHeading);
  let classes: ReadClass[];
  if (grid) classes = gridClasses(lines, grid.columns, grid.headerBottom, pixels);
  else {
    // A list that names each day once above its rows reads much the same either way; the reading that finds more wins,
    // the agenda's on a tie (it keeps a card's lines apart where a list joins a row's).
    const list = listClasses(lines);
    const agenda = headings.length ? agendaClasses(lines, headings) : [];
    classes = agenda.length >= list.length ? agenda : list;
  }
  const round = (x: number) => Math.round(Math.max(0, Math.min(1, x)) * 100) / 100;
  return {
    classes: classes.map((c) => ({
      ...c,
      title: c.title.slice(0, 300),
      location: c.location.slice(0, 300),
      confidence: Object.fromEntries(CLASS_FIELDS.map((f) => [f, round(c.confidence[f])])) as ReadClass['confidence'],
    })),
    weekOf: weekShown(grid ? grid.headers.map((h) => h.line) : headings, language, today),
  };
}

/** The weekly classes in a screenshot's recognised words (readPage without the week). */
export function readTimetable(words: OcrWord[], pixels?: PagePixels, language?: string): ReadClass[] {
  return readPage(words, pixels, language).classes;
}
