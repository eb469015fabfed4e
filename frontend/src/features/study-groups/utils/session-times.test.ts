import { defaultSession, lengthsFrom, startsIn, zonedIso } from './session-times';

describe('session times', () => {
  it('writes a wall-clock time with the zone’s offset of that moment, midnight as the next day', () => {
    expect(zonedIso('2026-03-03', 14 * 60, 'Europe/Copenhagen')).toBe('2026-03-03T14:00:00+01:00');
    expect(zonedIso('2026-07-07', 9 * 60 + 30, 'Europe/Copenhagen')).toBe('2026-07-07T09:30:00+02:00');
    expect(zonedIso('2026-03-03', 24 * 60, 'America/New_York')).toBe('2026-03-04T00:00:00-05:00');
  });

  it('offers the whole slot up to 2 hours from its start, starts and lengths by the quarter hour inside it', () => {
    const slot = { startTime: '14:00', endTime: '15:30' };
    expect(defaultSession(slot)).toEqual({ start: 840, length: 90 });
    expect(defaultSession({ startTime: '08:00', endTime: '20:00' })).toEqual({ start: 480, length: 120 });
    // A grid cell's slot starts the session at the cell: the rest of the slot, up to 2 hours.
    expect(defaultSession({ startTime: '08:00', endTime: '12:30', start: '11:00' })).toEqual({ start: 660, length: 90 });
    expect(startsIn(slot, 60)).toEqual([840, 855, 870]);
    expect(lengthsFrom(slot, 870)).toEqual([15, 30, 45, 60]);
  });
});
