import { isInWeek, isoWeekOfDate, isoWeekRange, weekKey, weeksInIsoYear } from './iso-week';

describe('ISO week numbering (SPEC.md §5)', () => {
  it.each([
    ['2026-01-01', 2026, 1], // a Thursday: week 1 holds the year's first Thursday
    ['2025-12-29', 2026, 1], // the Monday of that week still lies in 2025
    ['2025-12-28', 2025, 52],
    ['2026-03-01', 2026, 9], // a Sunday ends week 9
    ['2026-03-02', 2026, 10], // the Monday starts week 10
    ['2026-12-28', 2026, 53],
    ['2026-12-31', 2026, 53],
    ['2027-01-01', 2026, 53], // New Year's Day 2027 belongs to the last week of 2026
    ['2027-01-03', 2026, 53],
    ['2027-01-04', 2027, 1],
    ['2021-01-03', 2020, 53], // 2020: a leap year starting on Wednesday
    ['2024-12-30', 2025, 1],
  ])('%s is %i-W%i', (date, year, week) => {
    expect(isoWeekOfDate(date)).toEqual({ year, week });
  });

  it.each([
    [2026, 53],
    [2027, 52],
    [2020, 53],
    [2015, 53],
    [2025, 52],
    [2032, 53],
    [2100, 52],
  ])('%i has %i weeks', (year, weeks) => {
    expect(weeksInIsoYear(year)).toBe(weeks);
  });

  it('gives Monday and Sunday of a week, also across the year boundary', () => {
    expect(isoWeekRange({ year: 2026, week: 53 }, 'UTC')).toMatchObject({ monday: '2026-12-28', sunday: '2027-01-03' });
    expect(isoWeekRange({ year: 2027, week: 1 }, 'UTC')).toMatchObject({ monday: '2027-01-04', sunday: '2027-01-10' });
    expect(isoWeekRange({ year: 2026, week: 1 }, 'UTC')).toMatchObject({ monday: '2025-12-29', sunday: '2026-01-04' });
  });

  it('starts the week at local midnight of the zone asked for', () => {
    const stockholm = isoWeekRange({ year: 2026, week: 10 }, 'Europe/Stockholm');
    expect(stockholm.start.toUTC().toISO()).toBe('2026-03-01T23:00:00.000Z');
    expect(stockholm.end.toUTC().toISO()).toBe('2026-03-08T23:00:00.000Z');
    const sydney = isoWeekRange({ year: 2026, week: 10 }, 'Australia/Sydney');
    expect(sydney.start.toUTC().toISO()).toBe('2026-03-01T13:00:00.000Z');
  });

  it('has 167 hours in the week Europe switches to summer time and 169 when it switches back', () => {
    const march = isoWeekRange({ year: 2026, week: 13 }, 'Europe/Stockholm'); // ends Sunday 29 March
    expect(march.end.diff(march.start, 'hours').hours).toBe(167);
    const october = isoWeekRange({ year: 2026, week: 43 }, 'Europe/Stockholm'); // ends Sunday 25 October
    expect(october.end.diff(october.start, 'hours').hours).toBe(169);
  });

  it('decides membership by the local date between Monday and Sunday', () => {
    expect(isInWeek('2026-03-02', { year: 2026, week: 10 })).toBe(true);
    expect(isInWeek('2026-03-08', { year: 2026, week: 10 })).toBe(true);
    expect(isInWeek('2026-03-09', { year: 2026, week: 10 })).toBe(false);
    expect(isInWeek('2026-03-01', { year: 2026, week: 10 })).toBe(false);
    expect(isInWeek('2027-01-01', { year: 2026, week: 53 })).toBe(true);
    expect(isInWeek('2027-01-01', { year: 2027, week: 1 })).toBe(false);
  });

  it('orders weeks across years with its key', () => {
    expect(weekKey({ year: 2026, week: 53 })).toBeLessThan(weekKey({ year: 2027, week: 1 }));
  });
});
