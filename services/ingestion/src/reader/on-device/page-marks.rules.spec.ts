import { letterHeight, rulingLines } from './page-marks.rules';

/** A page of ink (1) and paper (0) drawn from rows of '#' and '.'. */
function page(rows: string[]) {
  const width = rows[0].length;
  return { ink: Uint8Array.from(rows.join(''), (c) => (c === '#' ? 1 : 0)), width, height: rows.length };
}

describe('rulingLines', () => {
  it('finds a table border across and down, and leaves the letters it touches', () => {
    const { ink, width, height } = page(['##########', '#........#', '#.#.##...#', '#.#.#....#', '#........#', '##########']);
    const lines = rulingLines(ink, width, height, 6);
    // The frame is marked, the letters inside are not.
    expect([...lines.slice(0, 10)]).toEqual(Array(10).fill(1));
    expect(lines[2 * width]).toBe(1);
    expect(lines[2 * width + 2]).toBe(0);
    expect(lines[2 * width + 4]).toBe(0);
    expect(lines[2 * width + 5]).toBe(0);
  });

  it('keeps strokes shorter than the length (a dash, a letter)', () => {
    const { ink, width, height } = page(['..#####...', '..........']);
    expect(rulingLines(ink, width, height, 6).every((v) => v === 0)).toBe(true);
  });
});

describe('letterHeight', () => {
  it('is the upper quartile of letter-shaped marks: capitals count, specks and long lines do not', () => {
    const rows = Array.from({ length: 12 }, () => '.'.repeat(60).split(''));
    // Ten letters 5 px tall, four 8 px tall, a 1 px speck and a 40 px line.
    for (let k = 0; k < 14; k++) for (let y = 0; y < (k < 10 ? 5 : 8); y++) rows[y + 1][2 + 4 * k] = '#';
    rows[11][58] = '#';
    for (let x = 0; x < 40; x++) rows[10][x] = '#';
    const { ink, width, height } = page(rows.map((r) => r.join('')));
    expect(letterHeight(ink, width, height)).toBe(8);
  });

  it('knows no height on a page with almost no marks', () => {
    const { ink, width, height } = page(['.#...', '.#...', '.#...', '.....']);
    expect(letterHeight(ink, width, height)).toBeUndefined();
  });
});
