import { DateTime } from 'luxon';
import { isoWeekOf, isoWeeksInYear, usableZone, zonedIsoWeek } from './iso-week';

describe('ISO weeks in a zone', () => {
  it('knows which years have week 53', () => {
    expect(isoWeeksInYear(2026)).toBe(53);
    expect(isoWeeksInYear(2025)).toBe(52);
    expect(isoWeeksInYear(2020)).toBe(53);
    expect(zonedIsoWeek(53, 2025, 'UTC')).toBeUndefined();
    expect(zonedIsoWeek(53, 2026, 'UTC')?.days[0]!.date).toBe('2026-12-28');
    expect(zonedIsoWeek(0, 2026, 'UTC')).toBeUndefined();
  });

  it('starts on Monday 00:00 in the zone and lists the seven days', () => {
    const week = zonedIsoWeek(1, 2027, 'Europe/Stockholm')!;
    expect(week.start.toISO()).toBe('2027-01-04T00:00:00.000+01:00');
    expect(week.end.toISO()).toBe('2027-01-11T00:00:00.000+01:00');
    expect(week.days.map((d) => `${d.dayOfWeek} ${d.date}`)).toEqual([
      'Monday 2027-01-04',
      'Tuesday 2027-01-05',
      'Wednesday 2027-01-06',
      'Thursday 2027-01-07',
      'Friday 2027-01-08',
      'Saturday 2027-01-09',
      'Sunday 2027-01-10',
    ]);
  });

  it('is 167 hours long in the week the clocks go forward', () => {
    const week = zonedIsoWeek(13, 2026, 'Europe/Stockholm')!;
    expect(week.end.diff(week.start, 'hours').hours).toBe(167);
    expect(week.end.toISO()).toBe('2026-03-30T00:00:00.000+02:00');
  });

  it('puts an instant into the week of its local date', () => {
    // Sunday 22:30 UTC: 23:30 on Sunday in Stockholm (week 1), already Monday in Tokyo (week 2).
    const instant = DateTime.fromISO('2027-01-10T22:30:00Z');
    expect(isoWeekOf(instant, 'Europe/Stockholm')).toEqual({ week: 1, year: 2027 });
    expect(isoWeekOf(instant, 'Asia/Tokyo')).toEqual({ week: 2, year: 2027 });
  });

  it('falls back to UTC for a zone that is not one', () => {
    expect(usableZone('Mars/Olympus')).toBe('UTC');
    expect(usableZone(undefined)).toBe('UTC');
    expect(usableZone('America/New_York')).toBe('America/New_York');
  });
});
