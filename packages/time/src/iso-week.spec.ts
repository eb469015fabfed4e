import { addDays, daysBetween, formatClock, isCalendarDate, isoWeekday } from './calendar-date';
import { isInWeek, isoWeekExists, isoWeekOfDate, mondayOf, mondayOfIsoWeek, shiftIsoWeek, weekDates, weekKey, weeksInIsoYear } from './iso-week';

describe('ISO week numbering', () => {
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
    ['2024-02-29', 2024, 9],
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

  it('knows which weeks exist', () => {
    expect(isoWeekExists({ year: 2026, week: 53 })).toBe(true);
    expect(isoWeekExists({ year: 2025, week: 53 })).toBe(false);
    expect(isoWeekExists({ year: 2026, week: 0 })).toBe(false);
    expect(isoWeekExists({ year: 2026, week: 1.5 })).toBe(false);
  });

  it('finds Mondays, also across the year boundary', () => {
    expect(mondayOfIsoWeek({ year: 2026, week: 53 })).toBe('2026-12-28');
    expect(mondayOfIsoWeek({ year: 2027, week: 1 })).toBe('2027-01-04');
    expect(mondayOfIsoWeek({ year: 2026, week: 1 })).toBe('2025-12-29');
    expect(mondayOfIsoWeek({ year: 2026, week: 10 })).toBe('2026-03-02');
    expect(mondayOfIsoWeek({ year: 2021, week: 1 })).toBe('2021-01-04');
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(mondayOf('2027-01-03')).toBe('2026-12-28');
    expect(weekDates('2027-01-01')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });

  it('moves by weeks through week 53', () => {
    expect(shiftIsoWeek({ year: 2026, week: 52 }, 1)).toEqual({ year: 2026, week: 53 });
    expect(shiftIsoWeek({ year: 2026, week: 53 }, 1)).toEqual({ year: 2027, week: 1 });
    expect(shiftIsoWeek({ year: 2027, week: 1 }, -1)).toEqual({ year: 2026, week: 53 });
    expect(shiftIsoWeek({ year: 2026, week: 1 }, -1)).toEqual({ year: 2025, week: 52 });
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
    expect(weekKey({ year: 2026, week: 9 })).toBe(202609);
    expect(weekKey({ year: 2026, week: 53 })).toBeLessThan(weekKey({ year: 2027, week: 1 }));
  });
});

describe('calendar dates', () => {
  it('adds days across months, leap days and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-29', '2026-03-30')).toBe(1);
    expect(daysBetween('2027-01-01', '2026-12-25')).toBe(-7);
  });

  it('names ISO weekdays from Monday', () => {
    expect(isoWeekday('2026-03-02')).toBe(1);
    expect(isoWeekday('2026-03-08')).toBe(7);
  });

  it('accepts only real dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-3-1')).toBe(false);
    expect(isCalendarDate(undefined)).toBe(false);
    expect(() => isoWeekOfDate('2026-13-01')).toThrow('Not a date: 2026-13-01');
  });

  it('writes minutes as HH:MM', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(9 * 60 + 5)).toBe('09:05');
    expect(formatClock(24 * 60)).toBe('24:00');
  });
});
