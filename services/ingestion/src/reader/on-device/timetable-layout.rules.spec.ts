import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTsv, type OcrWord } from './tesseract.client';
import { readTimetable } from './timetable-layout.rules';

/** Tesseract's TSV of rendered screenshots (prepared at 2×), with the classes the screenshot shows. */
function fixture(name: string) {
  const dir = join(__dirname, 'fixtures');
  return {
    words: parseTsv(readFileSync(join(dir, `${name}.x2.tsv`), 'utf8'), 2),
    truth: JSON.parse(readFileSync(join(dir, `${name}.truth.json`), 'utf8')) as { weekday: string; start: string; end: string; title: string }[],
  };
}
const key = (c: { weekday: string; start: string; end: string; title: string }) => `${c.weekday} ${c.start}-${c.end} ${c.title}`;

let n = 0;
/** A word at a place, as Tesseract gives it: each call its own line unless one is named. */
const word = (text: string, left: number, top: number, line = `w${n++}`, conf = 95): OcrWord => ({
  text,
  left,
  top,
  width: 8 * text.length,
  height: 12,
  conf,
  line,
});

describe('readTimetable on recognised words', () => {
  it.each([
    ['a TimeEdit-style desktop week, dark, in French', 'timeedit-dark-1440-fr', 8],
    ['a CELCAT-style phone grid, dark, in Chinese', 'celcat-dark-390-zh', 6],
    ['a Syllabus Plus-style phone grid, dark, in Spanish', 'syllabus-dark-390-es', 5],
    ['a list-style phone timetable, light, in French', 'list-light-390-fr', 7],
  ])('reads %s', (_name, file, exact) => {
    const { words, truth } = fixture(file);
    const read = readTimetable(words);
    const found = new Set(read.map(key));
    expect(truth.filter((c) => found.has(key(c))).length).toBeGreaterThanOrEqual(exact);
    // Nothing invented: every class read has a day of the truth's days and a time the truth has.
    for (const c of read) expect(truth.some((t) => t.weekday === c.weekday && t.start === c.start)).toBe(true);
  });

  it('finds day columns by the day names of any of the six languages, and times written in the blocks', () => {
    const words = [
      word('Mandag', 100, 10),
      word('Dienstag', 300, 10),
      word('miércoles', 500, 10),
      word('jeudi', 700, 10),
      word('周五', 900, 10),
      word('10:15', 90, 100, 'a'),
      word('-', 140, 100, 'a'),
      word('12:00', 150, 100, 'a'),
      word('Linear', 90, 116, 'b'),
      word('Algebra', 150, 116, 'b'),
      word('A-101', 90, 132),
      word('Vorlesung', 90, 148),
      word('08:00 - 09:45', 890, 60),
      word('线性代数', 890, 76),
      word('实验', 890, 92),
    ];
    expect(readTimetable(words)).toEqual([
      { weekday: 'Mon', start: '10:15', end: '12:00', title: 'Linear Algebra', location: 'A-101', type: 'Lecture', confidence: expect.any(Object) },
      { weekday: 'Fri', start: '08:00', end: '09:45', title: '线性代数', location: '', type: 'Lab', confidence: expect.any(Object) },
    ]);
  });

  it('says how sure it is per field: a misread title and a missing type are unsure', () => {
    const words = [word('Mon', 100, 10), word('Tue', 300, 10), word('10:00 - 11:00', 90, 100), word('Stat1st!cs', 90, 116, 'x', 31), word('B 204', 90, 132)];
    const [read] = readTimetable(words);
    expect(read).toMatchObject({ title: 'Stat1st!cs', location: 'B 204', type: 'Class' });
    expect(read.confidence.weekday).toBeGreaterThan(0.9);
    expect(read.confidence.start).toBeGreaterThan(0.9);
    expect(read.confidence.title).toBeLessThan(0.5);
    expect(read.confidence.type).toBeLessThan(0.6);
  });

  it('reads a list: one row per class, the day carried down to rows without one, the status bar ignored', () => {
    const words = [
      word('9:41', 20, 5),
      word('Tuesday', 20, 60),
      word('09:00', 140, 60, 't1'),
      word('-', 184, 60, 't1'),
      word('10:30', 196, 60, 't1'),
      word('Statistics', 300, 60),
      word('H1', 480, 60),
      word('Seminar', 560, 60),
      // The dash lost: the two ends alone.
      word('13:15', 140, 100),
      word('15:00', 196, 100),
      word('Programming', 300, 100, 'p'),
      word('|', 400, 100, 'p'),
      word('Lab', 560, 100),
    ];
    expect(readTimetable(words).map(({ confidence: _confidence, ...c }) => c)).toEqual([
      { weekday: 'Tue', start: '09:00', end: '10:30', title: 'Statistics', location: 'H1', type: 'Seminar' },
      { weekday: 'Tue', start: '13:15', end: '15:00', title: 'Programming I', location: '', type: 'Lab' },
    ]);
  });

  it('reads a range printed without spaces as one word, and splits a row whose cells sit too close at the column they share', () => {
    const words = [
      word('Monday', 20, 20),
      word('08:15', 20, 60, 'r1'),
      word('-', 66, 60, 'r1'),
      word('10:00', 76, 60, 'r1'),
      word('Algebra', 200, 60, 'r1'),
      word('A-101', 320, 60, 'r1'),
      word('13:15-15:00', 20, 100, 'r2'),
      word('Statistics', 200, 100, 'r2'),
      word('B', 320, 100, 'r2'),
      word('204', 332, 100, 'r2'),
      word('14:00', 20, 140, 'r3'),
      word('-', 66, 140, 'r3'),
      word('15:00', 76, 140, 'r3'),
      // Room 16 px after the title, closer than Tesseract's two character heights: one line until the room column splits it.
      word('Chemistry', 200, 140, 'r4'),
      word('Lab', 280, 140, 'r4'),
      word('H1', 320, 140, 'r4'),
    ];
    expect(readTimetable(words).map(({ confidence: _confidence, ...c }) => c)).toEqual([
      { weekday: 'Mon', start: '08:15', end: '10:00', title: 'Algebra', location: 'A-101', type: 'Class' },
      { weekday: 'Mon', start: '13:15', end: '15:00', title: 'Statistics', location: 'B 204', type: 'Class' },
      { weekday: 'Mon', start: '14:00', end: '15:00', title: 'Chemistry Lab', location: 'H1', type: 'Class' },
    ]);
  });

  it("drops a block's last line cut in half by the block's edge: shorter than its other lines and unsure", () => {
    const words = [
      word('Mon', 100, 10),
      word('Tue', 300, 10),
      word('10:00 - 11:00', 90, 100),
      word('Statistics', 90, 116),
      word('B 204', 90, 132),
      { ...word('Enralascninn', 90, 148, 'cut', 34), height: 6 },
    ];
    expect(readTimetable(words)).toMatchObject([{ title: 'Statistics', location: 'B 204', type: 'Class' }]);
  });

  it('finds nothing in a page without times', () => {
    expect(readTimetable([word('Holiday', 10, 10), word('photos', 80, 10)])).toEqual([]);
  });
});
