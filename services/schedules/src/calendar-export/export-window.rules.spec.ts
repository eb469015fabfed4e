import { DateTime } from 'luxon';
import { exportWindow } from './export-window.rules';

describe('export window', () => {
  it('runs from the Monday four weeks back to the Monday after the 26th week ahead, in the user’s zone', () => {
    const { from, to } = exportWindow(DateTime.fromISO('2026-11-25T10:00', { zone: 'Europe/Copenhagen' }));
    expect(from.toISO()).toBe('2026-10-26T00:00:00.000+01:00');
    expect(to.toISO()).toBe('2027-05-31T00:00:00.000+02:00');
    expect(to.diff(from, 'weeks').weeks).toBeCloseTo(31, 1);
  });

  it('starts the week on Monday whatever the day, Sunday late evening included', () => {
    const sunday = exportWindow(DateTime.fromISO('2026-11-29T23:30', { zone: 'America/New_York' }));
    expect(sunday.from.toISODate()).toBe('2026-10-26');
    expect(sunday.from.weekday).toBe(1);
  });
});
