import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTsv, type OcrWord } from './tesseract.client';
import { readPage, readTimetable } from './timetable-layout.rules';
import { classTypeOf } from './timetable-words.rules';

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

/** Words of one line, placed left to right from `left` with a space between. */
const line = (text: string, left: number, top: number) => {
  const id = `l${n++}`;
  let x = left;
  return text.split(' ').map((t) => {
    const w = word(t, x, top, id);
    x += w.width + 6;
    return w;
  });
};
const plain = (words: OcrWord[], language?: string) =>
  readPage(words, undefined, language, new Date('2026-11-28T12:00:00Z')).classes.map(({ confidence: _confidence, ...c }) => c);

describe('agendas: day separators give the day of the cards below them', () => {
  const agenda = [
    // The status bar and the week's heading stand above the first day: neither is a class.
    ...line('9:41', 20, 5),
    ...line('5G 87%', 300, 5),
    ...line('Week 41', 20, 40),
    ...line('MONDAY 5 OCT', 20, 80),
    // A card with the start over the end, title and room beside them.
    ...line('8:15 AM', 20, 110),
    ...line('History of Political Thought', 120, 110),
    ...line('10:00 AM', 20, 126),
    ...line('A-101 · Exam', 120, 126),
    ...line('WEDNESDAY 7 OCT', 20, 170),
    // A card with the range on one line, the title wrapped over two.
    ...line('13:15 – 15:00', 120, 200),
    ...line('Introduction to Machine', 120, 216),
    ...line('Learning', 120, 232),
    ...line('Hall C · Lecture', 120, 248),
    ...line('14.00-15.30', 120, 280),
    ...line('Statistik', 120, 296),
  ];

  it('reads each card with the day of the separator above it, 12-hour and 24-hour times, and nothing from the headings', () => {
    expect(plain(agenda)).toEqual([
      { weekday: 'Mon', start: '08:15', end: '10:00', title: 'History of Political Thought', location: 'A-101', type: 'Exam' },
      { weekday: 'Wed', start: '13:15', end: '15:00', title: 'Introduction to Machine Learning', location: 'Hall C', type: 'Lecture' },
      { weekday: 'Wed', start: '14:00', end: '15:30', title: 'Statistik', location: '', type: 'Class' },
    ]);
  });

  it('offers the week of the dates shown as the import’s start', () => {
    expect(readPage(agenda, undefined, 'en', new Date('2026-11-28T12:00:00Z')).weekOf).toBe('2026-10-05');
  });

  it('reads Chinese separators with the date before the day, and never makes a class of times without a title', () => {
    const words = [
      ...line('第41周', 20, 20),
      ...line('10月5日 星期一', 20, 60),
      ...line('08:00-09:40', 20, 90),
      ...line('微观经济学', 20, 106),
      ...line('教学楼 A201', 20, 122),
      ...line('10月6日 星期二', 20, 160),
      // Times alone: no class is invented from them.
      ...line('10:00-11:40', 20, 190),
    ];
    expect(plain(words, 'zh')).toEqual([{ weekday: 'Mon', start: '08:00', end: '09:40', title: '微观经济学', location: '教学楼 A201', type: 'Class' }]);
  });
});

describe('grids students screenshot', () => {
  it('reads a US week: headers with dates, 12-hour blocks, an hour axis in AM/PM', () => {
    const words = [
      ...line('Mon 10/5', 100, 10),
      ...line('Tue 10/6', 300, 10),
      ...line('8 AM', 20, 40),
      ...line('9 AM', 20, 100),
      ...line('8:15 AM – 10:00 AM', 100, 60),
      ...line('Contract Law', 100, 76),
      ...line('12:30 PM – 2 PM', 300, 60),
      ...line('Calculus II', 300, 76),
    ];
    const page = readPage(words, undefined, 'en', new Date('2026-11-28T12:00:00Z'));
    expect(page.classes.map((c) => `${c.weekday} ${c.start}-${c.end} ${c.title}`)).toEqual(['Mon 08:15-10:00 Contract Law', 'Tue 12:30-14:00 Calculus II']);
    expect(page.weekOf).toBe('2026-10-05');
  });

  it('reads two classes side by side in one slot, each with its wrapped title', () => {
    const words = [
      ...line('Montag', 100, 10),
      ...line('Dienstag', 400, 10),
      ...line('11.00-12.30', 100, 60),
      ...line('11.00-12.30', 240, 60),
      ...line('Grundlagen der', 100, 76),
      ...line('Theoretische', 240, 76),
      ...line('Volkswirtschaft', 100, 92),
      ...line('Physik', 240, 92),
      ...line('B 204', 100, 108),
      ...line('A-101', 240, 108),
    ];
    expect(plain(words, 'de').map((c) => `${c.weekday} ${c.start}-${c.end} ${c.title} @${c.location}`)).toEqual([
      'Mon 11:00-12:30 Grundlagen der Volkswirtschaft @B 204',
      'Mon 11:00-12:30 Theoretische Physik @A-101',
    ]);
  });

  it("reads a table that prints each period's times in its row header, cells with title and room only", () => {
    const words = [
      ...line('星期一', 100, 10),
      ...line('星期二', 200, 10),
      ...line('第1-2节', 10, 40),
      ...line('08:00-', 10, 56),
      ...line('09:40', 10, 72),
      ...line('第3-4节', 10, 89),
      ...line('10:00-', 10, 105),
      ...line('11:40', 10, 121),
      // Cells centred in their rows like the row headers; the second row's cell sits closer under the first than a line's height.
      ...line('线性代数', 100, 52),
      ...line('理科楼 305', 100, 68),
      ...line('统计学', 100, 93),
      ...line('图书馆 B12', 100, 109),
      ...line('大学英语', 200, 97),
      ...line('教学楼 C104', 200, 113),
    ];
    expect(plain(words, 'zh').map((c) => `${c.weekday} ${c.start}-${c.end} ${c.title} @${c.location}`)).toEqual([
      'Mon 08:00-09:40 线性代数 @理科楼 305',
      'Mon 10:00-11:40 统计学 @图书馆 B12',
      'Tue 10:00-11:40 大学英语 @教学楼 C104',
    ]);
  });

  it('makes no class of a block whose times are not printed when its letters are noise', () => {
    // A white page with two blocks' fills: one holds a title, the other what a JPEG's artefacts made into letters.
    const [width, height] = [600, 200];
    const grey = new Uint8Array(width * height).fill(255);
    const fill = (x0: number, y0: number, x1: number, y1: number) => {
      for (let y = y0; y < y1; y++) grey.fill(220, y * width + x0, y * width + x1);
    };
    fill(196, 106, 300, 166);
    fill(396, 46, 500, 106);
    const words = [
      word('Mon', 200, 10),
      word('Tue', 400, 10),
      ...line('08:00', 20, 40),
      ...line('09:00', 20, 100),
      ...line('10:00', 20, 160),
      ...line('Statistics', 200, 120),
      word('AaQZaAN', 400, 70, 'noise', 18),
    ];
    expect(plain2(readTimetable(words, { width, height, grey }))).toEqual(['Mon 09:00-10:00 Statistics']);
  });
});

const plain2 = (classes: { weekday: string; start: string; end: string; title: string }[]) => classes.map((c) => `${c.weekday} ${c.start}-${c.end} ${c.title}`);

describe('class types', () => {
  it('reads a long type word with one letter misread, when it can be only one type', () => {
    expect(classTypeOf('Lectura')).toBe('Lecture');
    expect(classTypeOf('Laboratorto')).toBe('Lab');
    expect(classTypeOf('Statistics')).toBeUndefined();
  });
});

describe('grids shrunk and saved as JPEG (times from the hour axis and the blocks’ fills)', () => {
  /** A white page with the hour axis 08:00–12:00 (60 px an hour), day headers, and the fills and marks `paint` draws. */
  function page(paint: (rect: (x0: number, y0: number, x1: number, y1: number, grey: number) => void) => void) {
    const [width, height] = [640, 300];
    const grey = new Uint8Array(width * height).fill(255);
    paint((x0, y0, x1, y1, g) => {
      for (let y = y0; y < y1; y++) grey.fill(g, y * width + x0, y * width + x1);
    });
    const axis = ['08:00', '09:00', '10:00', '11:00', '12:00'].flatMap((t, i) => line(t, 20, 34 + 60 * i));
    return { pixels: { width, height, grey }, axis };
  }

  it('follows a block’s fill past a line of its text that was not read, to the fill’s own ends', () => {
    const { pixels, axis } = page((rect) => {
      rect(196, 100, 300, 190, 220); // Monday 09:00–10:30
      rect(196, 140, 250, 150, 40); // a type line Tesseract returned no words for, reaching the block's side
    });
    const words = [...line('Mon', 200, 10), ...line('Tue', 400, 10), ...axis, ...line('Statistics', 200, 104), ...line('B 204', 200, 120)];
    expect(plain2(readTimetable(words, pixels))).toEqual(['Mon 09:00-10:30 Statistics']);
  });

  it('reads the two halves of one block (a line between them not read) as one class, never a second one', () => {
    const { pixels, axis } = page((rect) => rect(396, 160, 500, 280, 220)); // Tuesday 10:00–12:00
    const words = [
      ...line('Mon', 200, 10),
      ...line('Tue', 400, 10),
      ...axis,
      // A speck read as a quote before the title; the range's dash lost, so '14:00' stands alone.
      ...line('" Sundhedsfag', 400, 164),
      ...line('ÅAud 3', 400, 200),
      ...line('10:00', 400, 216),
    ];
    const read = readTimetable(words, pixels);
    expect(read.map((c) => `${c.weekday} ${c.start}-${c.end} ${c.title} @${c.location}`)).toEqual(['Tue 10:00-12:00 Sundhedsfag @ÅAud 3']);
  });

  it('reads a block whose range is its third line apart from the title and room above it', () => {
    const words = [
      ...line('Mon', 100, 10),
      ...line('Tue', 300, 10),
      ...line('Química orgánica', 100, 60),
      ...line('Laboratorio 3', 100, 76),
      ...line('13:30 - 15:15', 100, 92),
    ];
    expect(plain(words, 'es').map((c) => `${c.weekday} ${c.start}-${c.end} ${c.title} @${c.location}`)).toEqual([
      'Mon 13:30-15:15 Química orgánica @Laboratorio 3',
    ]);
  });

  it('keeps apart two lines Tesseract gave as one (words at two heights)', () => {
    const words = [
      ...line('Mon', 100, 10),
      ...line('Tue', 300, 10),
      ...line('14:00 - 15:45', 100, 60),
      word('Calculus', 100, 76, 'both'),
      word('II', 170, 76, 'both'),
      word('Room', 100, 92, 'both'),
      word('4.12', 140, 92, 'both'),
    ];
    expect(plain(words, 'en').map((c) => `${c.weekday} ${c.start}-${c.end} ${c.title} @${c.location}`)).toEqual(['Mon 14:00-15:45 Calculus II @Room 4.12']);
  });

  it('places the day between two read day names when the middle one was misread', () => {
    const words = [
      ...line('Mon', 100, 10),
      ...line('Wed', 500, 10),
      ...line('08:00-09:30', 100, 60),
      ...line('Statistics', 100, 76),
      ...line('10:00-11:30', 300, 60),
      ...line('Contract Law', 300, 76),
      ...line('12:00-13:00', 500, 60),
      ...line('Calculus II', 500, 76),
    ];
    expect(plain2(readTimetable(words))).toEqual(['Mon 08:00-09:30 Statistics', 'Tue 10:00-11:30 Contract Law', 'Wed 12:00-13:00 Calculus II']);
  });
});
