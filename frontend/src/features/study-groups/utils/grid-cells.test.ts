/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blendColors } from './blend-colors';
import { cellAvatars, coversSlot, entriesInSlot, gridHours, membersInCell, toHHMM } from './grid-cells';
import { colorHex, MEMBER_COLOR_HEX } from './palette';

const entry = (dayOfWeek: string, startTime: string, endTime: string, allDay = false) => ({ dayOfWeek, startTime, endTime, allDay });

describe('grid cell assignment (SPEC.md §5: HHMM numbers, start inclusive, end exclusive)', () => {
  it.each([
    ['08:00', 800],
    ['9:05', 905],
    ['13:30', 1330],
    ['24:00', 2400],
  ])('reads %s as %d', (time, hhmm) => expect(toHHMM(time)).toBe(hhmm));

  it.each(['8', '08:60', '25:00', '24:01', 'noon'])('refuses %p', (time) => expect(() => toHHMM(time)).toThrow('Not an HH:MM time'));

  it('puts a class in the row where it starts and not in the row where it ends', () => {
    const lecture = entry('Monday', '10:00', '11:00');
    expect(coversSlot(lecture, 1000, 1100)).toBe(true);
    expect(coversSlot(lecture, 900, 1000)).toBe(false);
    expect(coversSlot(lecture, 1100, 1200)).toBe(false);
  });

  it('counts a class that ends one minute into a row, and one that spans several rows', () => {
    expect(coversSlot(entry('Monday', '09:00', '10:01'), 1000, 1100)).toBe(true);
    expect(coversSlot(entry('Monday', '09:00', '12:00'), 1000, 1100)).toBe(true);
    expect(coversSlot(entry('Monday', '10:15', '10:45'), 1000, 1100)).toBe(true);
  });

  it('keeps back-to-back classes in their own rows and leaves all-day entries out', () => {
    const entries = [entry('Tuesday', '09:00', '10:00'), entry('Tuesday', '10:00', '11:00'), entry('Tuesday', '00:00', '24:00', true)];
    expect(entriesInSlot(entries, 'Tuesday', 900, 1000)).toEqual([entries[0]]);
    expect(entriesInSlot(entries, 'Tuesday', 1000, 1100)).toEqual([entries[1]]);
    expect(entriesInSlot(entries, 'Monday', 900, 1000)).toEqual([]);
  });

  it('lists the busy members of a cell in join order', () => {
    const members = [
      { user: { id: 'a' }, schedules: [entry('Monday', '09:00', '10:30')] },
      { user: { id: 'b' }, schedules: [entry('Monday', '10:30', '12:00')] },
    ];
    expect(membersInCell(members, 'Monday', 1000, 1100).map((m) => m.user.id)).toEqual(['a', 'b']);
    expect(membersInCell(members, 'Monday', 1100, 1200).map((m) => m.user.id)).toEqual(['b']);
  });

  it('shows at most three avatars and counts the rest as +N', () => {
    expect(cellAvatars(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(cellAvatars(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
  });

  it('spans 8:00–18:00 and widens to whole hours for earlier and later classes', () => {
    expect(gridHours([])).toEqual({ startHour: 8, endHour: 18 });
    expect(gridHours([entry('Monday', '07:30', '09:00'), entry('Friday', '17:00', '19:15')])).toEqual({ startHour: 7, endHour: 20 });
  });
});

describe('blended colours', () => {
  it('leaves a free cell unpainted and keeps one member’s own colour', () => {
    expect(blendColors([])).toBeUndefined();
    expect(blendColors(['teal'])).toBe(MEMBER_COLOR_HEX.teal);
  });

  it('mixes overlapping members channel by channel, in any order', () => {
    // purple #8b5cf6 + green #22c55e → #5791aa
    expect(blendColors(['purple', 'green'])).toBe('#5791aa');
    expect(blendColors(['orange', 'blue', 'pink'])).toBe(blendColors(['pink', 'orange', 'blue']));
  });

  it('treats an unknown colour as blue (SPEC.md §3)', () => {
    expect(colorHex('red')).toBe(MEMBER_COLOR_HEX.blue);
  });
});

describe('the copies of the groups service’s grid helpers', () => {
  const ROOT = join(__dirname, '..', '..', '..', '..', '..');
  const body = (path: string) =>
    readFileSync(join(ROOT, path), 'utf8')
      .split('\n')
      .filter((line) => !line.startsWith('// Copied as is from') && !line.startsWith('// place cells the same way'))
      .join('\n');

  it.each(['palette', 'blend-colors', 'grid-cells'])('%s.ts is the service’s file as is', (name) => {
    expect(body(`frontend/src/features/study-groups/utils/${name}.ts`)).toBe(body(`services/groups/src/comparison/grid/${name}.ts`));
  });
});
