import { addDays, isCalendarDate, isoWeekOfDate, isValidTimeZone, mondayOf, mondayOfIsoWeek, weekDates } from '@overlap/time';
import { inWeek, monthWeeks, nowIn, shiftMonth } from './week-math';

describe('ISO week math', () => {
  it.each([
    ['2026-01-01', 1, 2026], // Thursday: week 1 holds the year's first Thursday
    ['2025-12-29', 1, 2026], // Monday of that week belongs to next year's week 1
    ['2027-01-01', 53, 2026], // Friday after a Thursday-start year: week 53 of 2026
    ['2027-01-03', 53, 2026],
    ['2027-01-04', 1, 2027],
    ['2024-12-30', 1, 2025],
    ['2021-01-03', 53, 2020],
    ['2026-03-02', 10, 2026],
    ['2026-03-08', 10, 2026], // Sunday closes the Monday-start week
    ['2026-03-09', 11, 2026],
  ])('%s is in ISO week %i of %i', (date, week, year) => {
    expect(isoWeekOfDate(date)).toEqual({ week, year });
  });

  it('finds the Monday of a date and of an ISO week, including week 53 and year edges', () => {
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
    expect(mondayOfIsoWeek({ week: 1, year: 2026 })).toBe('2025-12-29');
    expect(mondayOfIsoWeek({ week: 53, year: 2026 })).toBe('2026-12-28');
    expect(mondayOfIsoWeek({ week: 10, year: 2026 })).toBe('2026-03-02');
    expect(mondayOfIsoWeek({ week: 1, year: 2021 })).toBe('2021-01-04');
  });

  it('moves by whole days across month, year and DST boundaries without slipping', () => {
    expect(addDays('2026-03-27', 7)).toBe('2026-04-03'); // over the EU spring change
    expect(addDays('2026-10-23', 7)).toBe('2026-10-30'); // over the EU autumn change
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2026-03-02', -7)).toBe('2026-02-23');
    expect(weekDates('2026-03-05')).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']);
  });

  it('puts an event in a week when its date lies from Monday to the following Sunday', () => {
    expect(inWeek('2026-03-02', '2026-03-02')).toBe(true);
    expect(inWeek('2026-03-08', '2026-03-02')).toBe(true);
    expect(inWeek('2026-03-09', '2026-03-02')).toBe(false);
    expect(inWeek('2026-03-01', '2026-03-02')).toBe(false);
  });

  it('lists the ISO-week rows of a month', () => {
    const march = monthWeeks(2026, 3);
    expect(march.map((w) => w.week)).toEqual([9, 10, 11, 12, 13, 14]);
    expect(march[0]!.monday).toBe('2026-02-23');
    expect(march[0]!.dates[6]).toBe('2026-03-01');
    expect(march.at(-1)!.dates).toContain('2026-03-31');
    // February 2021 starts on a Monday and fills exactly four weeks.
    expect(monthWeeks(2021, 2).map((w) => w.monday)).toEqual(['2021-02-01', '2021-02-08', '2021-02-15', '2021-02-22']);
    // January 2027: its first days are in week 53 of 2026.
    expect(monthWeeks(2027, 1)[0]).toMatchObject({ week: 53, year: 2026, monday: '2026-12-28' });
  });

  it('shifts months from any day', () => {
    expect(shiftMonth('2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftMonth('2026-01-15', -1)).toBe('2025-12-01');
  });

  it('checks dates and zones', () => {
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('next week')).toBe(false);
    expect(isValidTimeZone('Australia/Sydney')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone(undefined)).toBe(false);
  });

  it("reads today and the clock in the user's zone, whatever the browser's zone", () => {
    const instant = new Date('2026-03-01T23:30:00Z'); // Sunday night in UTC
    expect(nowIn('Europe/Stockholm', instant)).toEqual({ date: '2026-03-02', minutes: 30 }); // already Monday 00:30
    expect(nowIn('America/Los_Angeles', instant)).toEqual({ date: '2026-03-01', minutes: 15 * 60 + 30 });
    expect(nowIn('Australia/Sydney', instant)).toEqual({ date: '2026-03-02', minutes: 10 * 60 + 30 });
  });
});
