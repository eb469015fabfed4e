import { comparisonWeek } from './comparison-week.rules';

describe('the compared week', () => {
  it('exists only for real ISO weeks, week 53 included where the year has it', () => {
    expect(comparisonWeek({ year: 2025, week: 53 })).toBeUndefined();
    expect(comparisonWeek({ year: 2026, week: 53 })?.days.map((d) => d.date)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(comparisonWeek({ year: 2026, week: 0 })).toBeUndefined();
  });

  it('lists the seven days from Monday with their names', () => {
    const week = comparisonWeek({ year: 2027, week: 1 })!;
    expect(week).toMatchObject({ year: 2027, week: 1 });
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
});
