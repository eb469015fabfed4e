import { freeSlotAt } from './free-cell';

const entry = (startTime: string, endTime: string, extra: { allDay?: boolean; busy?: boolean; dayOfWeek?: string } = {}) => ({
  dayOfWeek: 'Tuesday',
  startTime,
  endTime,
  ...extra,
});
const TUESDAY = { date: '2026-12-01', dayOfWeek: 'Tuesday' };
const GRID = { gridStart: 8 * 60, gridEnd: 18 * 60 };
const MONDAY_NOON = { date: '2026-11-30', minutes: 12 * 60 };
const at = (hour: number) => ({ cellStart: hour * 60, cellEnd: hour * 60 + 60 });

describe('the free slot around a grid cell', () => {
  const members = [{ schedules: [entry('09:00', '10:30'), entry('16:00', '17:00')] }, { schedules: [entry('13:15', '15:45')] }];

  it('runs from the last busy end before the cell to the first busy start after it, starting at the cell', () => {
    expect(freeSlotAt({ members, day: TUESDAY, ...at(11), ...GRID, now: MONDAY_NOON })).toEqual({
      date: '2026-12-01',
      startTime: '10:30',
      endTime: '13:15',
      start: '11:00',
    });
    // Nothing before it: from the grid's first hour; nothing after: to its last.
    expect(freeSlotAt({ members, day: TUESDAY, ...at(8), ...GRID, now: MONDAY_NOON })).toMatchObject({ startTime: '08:00', endTime: '09:00', start: '08:00' });
    expect(freeSlotAt({ members, day: TUESDAY, ...at(17), ...GRID, now: MONDAY_NOON })).toMatchObject({ startTime: '17:00', endTime: '18:00' });
  });

  it('offers nothing where someone is busy, for nobody, or once the cell is over', () => {
    expect(freeSlotAt({ members, day: TUESDAY, ...at(10), ...GRID, now: MONDAY_NOON })).toBeUndefined();
    expect(freeSlotAt({ members: [], day: TUESDAY, ...at(11), ...GRID, now: MONDAY_NOON })).toBeUndefined();
    expect(freeSlotAt({ members, day: TUESDAY, ...at(11), ...GRID, now: { date: '2026-12-02', minutes: 0 } })).toBeUndefined();
    expect(freeSlotAt({ members, day: TUESDAY, ...at(11), ...GRID, now: { date: '2026-12-01', minutes: 11 * 60 + 50 } })).toBeUndefined();
  });

  it('starts a cell that has begun at the next quarter hour', () => {
    expect(freeSlotAt({ members, day: TUESDAY, ...at(11), ...GRID, now: { date: '2026-12-01', minutes: 11 * 60 + 5 } })).toEqual({
      date: '2026-12-01',
      startTime: '11:15',
      endTime: '13:15',
      start: '11:15',
    });
  });

  it('is not blocked by all-day or transparent entries, nor by other days', () => {
    const quiet = [
      { schedules: [entry('00:00', '24:00', { allDay: true }), entry('08:00', '18:00', { busy: false }), entry('08:00', '18:00', { dayOfWeek: 'Monday' })] },
    ];
    expect(freeSlotAt({ members: quiet, day: TUESDAY, ...at(12), ...GRID, now: MONDAY_NOON })).toEqual({
      date: '2026-12-01',
      startTime: '08:00',
      endTime: '18:00',
      start: '12:00',
    });
  });
});
