import { cellAvatars, coversSlot, entriesInSlot, gridHours, membersInCell, toHHMM } from './grid-cells';

const entry = (dayOfWeek: string, startTime: string, endTime: string, allDay = false) => ({ dayOfWeek, startTime, endTime, allDay });

describe('toHHMM', () => {
  it.each([
    ['00:00', 0],
    ['08:00', 800],
    ['9:05', 905],
    ['13:30', 1330],
    ['23:59', 2359],
    ['24:00', 2400],
  ])('%s → %d', (time, hhmm) => expect(toHHMM(time)).toBe(hhmm));

  it.each(['', '8', '08:60', '25:00', '24:01', '8.30', 'noon'])('refuses %p', (time) => expect(() => toHHMM(time)).toThrow('Not an HH:MM time'));
});

describe('grid cell assignment (start inclusive, end exclusive)', () => {
  it('a class starting at the slot start is in the slot', () => expect(coversSlot(entry('Monday', '10:00', '11:00'), 1000, 1100)).toBe(true));
  it('a class ending at the slot start is not', () => expect(coversSlot(entry('Monday', '09:00', '10:00'), 1000, 1100)).toBe(false));
  it('a class starting at the slot end is not', () => expect(coversSlot(entry('Monday', '11:00', '12:00'), 1000, 1100)).toBe(false));
  it('a class inside the slot is', () => expect(coversSlot(entry('Monday', '10:15', '10:45'), 1000, 1100)).toBe(true));
  it('a class spanning the slot is', () => expect(coversSlot(entry('Monday', '09:00', '12:00'), 1000, 1100)).toBe(true));
  it('a class ending one minute into the slot is', () => expect(coversSlot(entry('Monday', '09:00', '10:01'), 1000, 1100)).toBe(true));
  it('a class running to midnight covers the last slot', () => expect(coversSlot(entry('Monday', '22:00', '24:00'), 2330, 2400)).toBe(true));

  it('back-to-back classes land in their own hourly rows only', () => {
    const entries = [entry('Tuesday', '09:00', '10:00'), entry('Tuesday', '10:00', '11:00')];
    expect(entriesInSlot(entries, 'Tuesday', 900, 1000)).toEqual([entries[0]]);
    expect(entriesInSlot(entries, 'Tuesday', 1000, 1100)).toEqual([entries[1]]);
    expect(entriesInSlot(entries, 'Tuesday', 1100, 1200)).toEqual([]);
  });

  it('only matches the entry’s own day and leaves all-day entries out of the grid', () => {
    const entries = [entry('Tuesday', '09:00', '10:00'), entry('Wednesday', '00:00', '24:00', true)];
    expect(entriesInSlot(entries, 'Monday', 900, 1000)).toEqual([]);
    expect(entriesInSlot(entries, 'Wednesday', 900, 1000)).toEqual([]);
  });

  it('does not make a member busy with an entry that is not busy time (transparent event, deadline)', () => {
    const office = { ...entry('Monday', '12:00', '13:00'), busy: false };
    expect(entriesInSlot([office], 'Monday', 1200, 1300)).toEqual([]);
    expect(membersInCell([{ user: { id: 'a' }, schedules: [office] }], 'Monday', 1200, 1300)).toEqual([]);
  });

  it('lists the busy members of a cell in join order', () => {
    const members = [
      { user: { id: 'a' }, schedules: [entry('Monday', '09:00', '10:30')] },
      { user: { id: 'b' }, schedules: [entry('Monday', '10:30', '12:00')] },
      { user: { id: 'c' }, schedules: [entry('Monday', '10:00', '11:00')] },
    ];
    expect(membersInCell(members, 'Monday', 1000, 1100).map((m) => m.user.id)).toEqual(['a', 'b', 'c']);
    expect(membersInCell(members, 'Monday', 900, 1000).map((m) => m.user.id)).toEqual(['a']);
    expect(membersInCell(members, 'Monday', 1100, 1200).map((m) => m.user.id)).toEqual(['b']);
  });
});

describe('cell avatars', () => {
  it('shows at most three and counts the rest', () => {
    expect(cellAvatars(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(cellAvatars(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(cellAvatars(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
  });
});

describe('grid hours', () => {
  it('is 8 to 18 by default and for classes inside it', () => {
    expect(gridHours([])).toEqual({ startHour: 8, endHour: 18 });
    expect(gridHours([entry('Monday', '08:00', '18:00')])).toEqual({ startHour: 8, endHour: 18 });
  });
  it('extends to whole hours around earlier and later classes, ignoring all-day entries', () => {
    expect(gridHours([entry('Monday', '07:30', '09:00'), entry('Friday', '17:00', '19:15'), entry('Sunday', '00:00', '24:00', true)])).toEqual({
      startHour: 7,
      endHour: 20,
    });
  });
  it('covers the hours free time is looked for in, widening but never narrowing', () => {
    expect(gridHours([], { startHour: 8, endHour: 20 })).toEqual({ startHour: 8, endHour: 20 });
    expect(gridHours([], { startHour: 6, endHour: 22 })).toEqual({ startHour: 6, endHour: 22 });
    expect(gridHours([], { startHour: 10, endHour: 14 })).toEqual({ startHour: 8, endHour: 18 });
    expect(gridHours([entry('Monday', '07:15', '08:00'), entry('Tuesday', '20:00', '21:30')], { startHour: 9, endHour: 20 })).toEqual({
      startHour: 7,
      endHour: 22,
    });
  });
});
