import { byClockTime, slotInRange, toHHMM } from './hhmm-slot.rules';

describe('HHMM slot comparison', () => {
  it.each([
    ['00:00', 0],
    ['08:00', 800],
    ['08:30', 830],
    ['13:05', 1305],
    ['23:59', 2359],
  ])('%s → %i', (time, n) => expect(toHHMM(time)).toBe(n));

  it.each(['8:00', '24:00', '12:60', '', '0800', '12:00:00'])('refuses %j', (time) => {
    expect(() => toHHMM(time)).toThrow('Not an HH:MM time');
  });

  it('includes the start and excludes the end', () => {
    expect(slotInRange('10:00', '10:00', '12:00')).toBe(true);
    expect(slotInRange('11:59', '10:00', '12:00')).toBe(true);
    expect(slotInRange('12:00', '10:00', '12:00')).toBe(false);
    expect(slotInRange('09:59', '10:00', '12:00')).toBe(false);
  });

  it('compares as numbers, not strings or minutes of a clock face', () => {
    expect(slotInRange('09:30', '08:45', '10:15')).toBe(true);
    expect(slotInRange('10:15', '08:45', '10:15')).toBe(false);
  });

  it('orders a day by start, then end', () => {
    const day = [
      { startTime: '13:00', endTime: '14:00' },
      { startTime: '08:00', endTime: '10:00' },
      { startTime: '08:00', endTime: '09:00' },
    ];
    expect(day.sort(byClockTime).map((e) => `${e.startTime}-${e.endTime}`)).toEqual(['08:00-09:00', '08:00-10:00', '13:00-14:00']);
  });
});
