import { blockPosition, blockTextLines, gridHeight, gridRange, hhmm, hourLabels, inSlot, nowOffset, overlaps, packColumns, visualSpan } from './week-layout';

const ev = (id: string, start_time: string, end_time: string) => ({ id, start_time, end_time });

describe('HHMM slots', () => {
  it('reads times as HHMM numbers', () => {
    expect(hhmm('08:05')).toBe(805);
    expect(hhmm('23:59')).toBe(2359);
    expect(Number.isNaN(hhmm('soon'))).toBe(true);
  });

  it('compares slots start inclusive, end exclusive', () => {
    expect(inSlot('10:00', '10:00', '11:00')).toBe(true);
    expect(inSlot('10:59', '10:00', '11:00')).toBe(true);
    expect(inSlot('11:00', '10:00', '11:00')).toBe(false);
    expect(inSlot('09:59', '10:00', '11:00')).toBe(false);
  });

  it('counts back-to-back events as not overlapping', () => {
    expect(overlaps(ev('a', '10:00', '11:00'), ev('b', '11:00', '12:00'))).toBe(false);
    expect(overlaps(ev('a', '10:00', '11:00'), ev('b', '10:59', '12:00'))).toBe(true);
    expect(overlaps(ev('a', '10:00', '12:00'), ev('b', '10:30', '11:00'))).toBe(true);
  });
});

describe('grid range', () => {
  it('shows 08:00 to 16:00 by default', () => {
    expect(gridRange([])).toEqual({ startHour: 8, endHour: 16 });
    expect(gridRange([ev('a', '09:15', '11:00'), ev('b', '14:00', '16:00')])).toEqual({ startHour: 8, endHour: 16 });
    expect(gridHeight({ startHour: 8, endHour: 16 })).toBe(8 * 64);
  });

  it('extends to whole hours that cover earlier and later events', () => {
    expect(gridRange([ev('a', '07:30', '09:00')])).toEqual({ startHour: 7, endHour: 16 });
    expect(gridRange([ev('a', '17:15', '19:00')])).toEqual({ startHour: 8, endHour: 19 });
    expect(gridRange([ev('a', '00:00', '02:00'), ev('b', '22:00', '23:59')])).toEqual({ startHour: 0, endHour: 24 });
  });

  it('makes room for the one-hour minimum height of a short late event', () => {
    expect(gridRange([ev('a', '15:30', '15:45')])).toEqual({ startHour: 8, endHour: 17 });
    expect(gridRange([ev('a', '23:30', '23:59')])).toEqual({ startHour: 8, endHour: 24 });
  });

  it('labels each hour', () => {
    expect(hourLabels({ startHour: 7, endHour: 10 })).toEqual(['07:00', '08:00', '09:00']);
  });
});

describe('block positions', () => {
  const range = { startHour: 8, endHour: 16 };

  it('measures from the grid start at 64 px per hour', () => {
    expect(blockPosition(ev('a', '08:00', '10:00'), range)).toEqual({ top: 0, height: 128 });
    expect(blockPosition(ev('a', '10:15', '12:00'), range)).toEqual({ top: 144, height: 112 });
    expect(blockPosition(ev('a', '07:00', '08:30'), { startHour: 7, endHour: 16 })).toEqual({ top: 0, height: 96 });
  });

  it('gives short events at least one hour of height', () => {
    expect(blockPosition(ev('a', '09:00', '09:15'), range)).toEqual({ top: 64, height: 64 });
    expect(visualSpan(ev('a', '09:00', '09:15'))).toEqual({ start: 540, end: 600 });
  });

  it("runs a day's last piece (ending 23:59) to midnight and never past the grid", () => {
    expect(blockPosition(ev('a', '22:00', '23:59'), { startHour: 8, endHour: 24 })).toEqual({ top: 14 * 64, height: 128 });
    expect(blockPosition(ev('a', '23:30', '23:59'), { startHour: 8, endHour: 24 })).toEqual({ top: 15.5 * 64, height: 32 });
  });

  it('places the now-line only inside the grid hours', () => {
    expect(nowOffset(8 * 60, range)).toBe(0);
    expect(nowOffset(12 * 60 + 30, range)).toBe(4.5 * 64);
    expect(nowOffset(7 * 60 + 59, range)).toBeNull();
    expect(nowOffset(16 * 60, range)).toBeNull();
  });
});

describe('overlap column packing', () => {
  it('keeps separate events full width', () => {
    const placed = packColumns([ev('a', '08:00', '09:00'), ev('b', '10:00', '11:00')]);
    expect(placed.get('a')).toEqual({ column: 0, columns: 1, span: 1 });
    expect(placed.get('b')).toEqual({ column: 0, columns: 1, span: 1 });
  });

  it('puts two overlapping events side by side', () => {
    const placed = packColumns([ev('a', '10:00', '12:00'), ev('b', '11:00', '13:00')]);
    expect(placed.get('a')).toEqual({ column: 0, columns: 2, span: 1 });
    expect(placed.get('b')).toEqual({ column: 1, columns: 2, span: 1 });
  });

  it('reuses a column once its block has ended (back-to-back events stack)', () => {
    const placed = packColumns([ev('a', '10:00', '12:00'), ev('b', '10:00', '11:00'), ev('c', '11:00', '12:00')]);
    expect(placed.get('a')).toMatchObject({ column: 0, columns: 2 });
    expect(placed.get('b')).toMatchObject({ column: 1, columns: 2 });
    expect(placed.get('c')).toMatchObject({ column: 1, columns: 2 });
  });

  it('packs by on-screen height: two 30-minute events in a row would cover each other at one hour minimum', () => {
    const placed = packColumns([ev('a', '10:00', '10:30'), ev('b', '10:30', '11:00')]);
    expect(placed.get('a')).toMatchObject({ column: 0, columns: 2 });
    expect(placed.get('b')).toMatchObject({ column: 1, columns: 2 });
  });

  it('shares one column count across a chain of overlaps and reuses the first free column', () => {
    // a overlaps b and c; b and c do not overlap each other; d starts when a ends.
    const placed = packColumns([ev('a', '09:00', '13:00'), ev('b', '09:00', '10:00'), ev('c', '11:00', '14:00'), ev('d', '13:00', '15:00')]);
    expect(placed.get('a')).toEqual({ column: 0, columns: 2, span: 1 });
    expect(placed.get('b')).toEqual({ column: 1, columns: 2, span: 1 });
    expect(placed.get('c')).toEqual({ column: 1, columns: 2, span: 1 });
    expect(placed.get('d')).toEqual({ column: 0, columns: 2, span: 1 });
  });

  it('widens a block over columns to its right that hold nothing it overlaps', () => {
    const placed = packColumns([ev('x', '09:00', '12:00'), ev('y', '09:00', '10:00'), ev('z', '09:00', '10:00'), ev('w', '10:00', '11:00')]);
    expect(placed.get('x')).toEqual({ column: 0, columns: 3, span: 1 });
    expect(placed.get('w')).toEqual({ column: 1, columns: 3, span: 2 });
    expect(placed.get('z')).toEqual({ column: 2, columns: 3, span: 1 });
  });

  it('starts a new group after every block of the previous one has ended', () => {
    const placed = packColumns([ev('a', '08:00', '10:00'), ev('b', '09:00', '10:00'), ev('c', '10:00', '11:00')]);
    expect(placed.get('c')).toEqual({ column: 0, columns: 1, span: 1 });
  });

  it('places three simultaneous events in three columns whatever their order', () => {
    const events = [ev('x', '12:00', '13:00'), ev('y', '12:00', '14:00'), ev('z', '12:30', '13:00')];
    const placed = packColumns(events);
    expect(new Set([...placed.values()].map((p) => p.column))).toEqual(new Set([0, 1, 2]));
    expect([...placed.values()].every((p) => p.columns === 3)).toBe(true);
    expect(placed.get('y')!.column).toBe(0); // the longest of those starting first goes left
  });
});

describe('blockTextLines (readable week)', () => {
  it('gives a one-hour block one line of title and one of place', () => expect(blockTextLines(64, true)).toEqual({ title: 1, meta: 1 }));
  it('shares a 90-minute block between title and place', () => expect(blockTextLines(96, true)).toEqual({ title: 2, meta: 2 }));
  it('lets a tall block show its whole place instead of one cut line', () => {
    expect(blockTextLines(112, true)).toEqual({ title: 3, meta: 2 });
    expect(blockTextLines(192, true)).toEqual({ title: 3, meta: 7 });
  });
  it('gives the title the room when there is no type or place', () => expect(blockTextLines(192, false)).toEqual({ title: 4, meta: 0 }));
  it('counts the smaller lines of narrow blocks', () => expect(blockTextLines(128, true, true)).toEqual({ title: 3, meta: 4 }));
});
