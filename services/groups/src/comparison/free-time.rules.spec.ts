import type { ComparisonEntry } from '@overlap/contracts';
import { comparisonWeek } from './comparison-week.rules';
import { commonFreeSlots, freeHeat, windowOfHours } from './free-time.rules';

const week = comparisonWeek({ year: 2026, week: 2 })!; // Mon 2026-01-05 … Sun 2026-01-11, UTC+1
const monday = week.days.slice(0, 1);

const entry = (date: string, startTime: string, endTime: string, allDay = false): ComparisonEntry => ({
  dayOfWeek: week.days.find((d) => d.date === date)?.dayOfWeek ?? 'Monday',
  date,
  startTime,
  endTime,
  title: 'Class',
  location: '',
  type: 'Lecture',
  allDay,
});
const member = (...schedules: ComparisonEntry[]) => ({ schedules });
const slots = (list: ReturnType<typeof commonFreeSlots>) => list.map((s) => `${s.date} ${s.startTime}-${s.endTime} ${s.minutes}`);

describe('common free slots', () => {
  it('suggests only what is still ahead: no earlier day, today from the next quarter hour', () => {
    const a = member(entry('2026-01-06', '15:00', '16:00'));
    const now = { date: '2026-01-06', minute: 13 * 60 + 7 }; // Tuesday 13:07
    expect(slots(commonFreeSlots(week.days.slice(0, 3), [a], 60, undefined, { weekends: false, now }))).toEqual([
      '2026-01-07 08:00-20:00 720',
      '2026-01-06 16:00-20:00 240',
      '2026-01-06 13:15-15:00 105',
    ]);
    // Late in the evening nothing of today is left, and a slot whose minimum no longer fits is not listed.
    expect(slots(commonFreeSlots(week.days.slice(1, 2), [a], 60, undefined, { weekends: false, now: { date: '2026-01-06', minute: 19 * 60 + 1 } }))).toEqual(
      [],
    );
  });

  it('finds the gaps within 08:00–20:00 where everyone is free, longest first', () => {
    const a = member(entry('2026-01-05', '09:00', '11:00'), entry('2026-01-05', '15:00', '16:00'));
    const b = member(entry('2026-01-05', '10:00', '12:00'), entry('2026-01-05', '13:30', '14:00'));
    expect(slots(commonFreeSlots(monday, [a, b], 60))).toEqual([
      '2026-01-05 16:00-20:00 240',
      '2026-01-05 12:00-13:30 90',
      '2026-01-05 08:00-09:00 60',
      '2026-01-05 14:00-15:00 60',
    ]);
  });

  it('does not count events shown as not busy (transparent events, deadlines)', () => {
    const a = member(entry('2026-01-05', '09:00', '11:00'), { ...entry('2026-01-05', '12:00', '20:00'), busy: false });
    expect(slots(commonFreeSlots(monday, [a], 60))).toEqual(['2026-01-05 11:00-20:00 540', '2026-01-05 08:00-09:00 60']);
  });

  it('leaves no gap between back-to-back classes, also across members', () => {
    const a = member(entry('2026-01-05', '08:00', '10:00'), entry('2026-01-05', '10:00', '12:00'));
    const b = member(entry('2026-01-05', '12:00', '14:00'));
    const c = member(entry('2026-01-05', '14:00', '20:00'));
    expect(commonFreeSlots(monday, [a, b, c], 30)).toEqual([]);
  });

  it('treats a class over midnight as busy on both days', () => {
    // Monday 19:00 to Tuesday 09:00, as schedules cuts it at midnight.
    const nightOwl = member(entry('2026-01-05', '19:00', '24:00'), entry('2026-01-06', '00:00', '09:00'));
    const result = commonFreeSlots(week.days.slice(0, 2), [nightOwl], 60);
    expect(slots(result)).toEqual(['2026-01-05 08:00-19:00 660', '2026-01-06 09:00-20:00 660']);
  });

  it('compares members in different time zones on the viewer’s clock', () => {
    // New York 09:00–12:00 is 15:00–18:00 in Stockholm; Tokyo 17:00–19:00 is 09:00–11:00.
    const ny = member(entry('2026-01-05', '15:00', '18:00'));
    const tokyo = member(entry('2026-01-05', '09:00', '11:00'));
    expect(slots(commonFreeSlots(monday, [ny, tokyo], 60))).toEqual(['2026-01-05 11:00-15:00 240', '2026-01-05 18:00-20:00 120', '2026-01-05 08:00-09:00 60']);
  });

  it('keeps the 08:00–20:00 window on the local clock in the DST week', () => {
    const dstWeek = comparisonWeek({ year: 2026, week: 13 })!;
    // 07:00–08:00 UTC every day: 08:00–09:00 in winter time, 09:00–10:00 from Sunday 29 March.
    const early = member(...dstWeek.days.map((d) => (d.date === '2026-03-29' ? entry(d.date, '09:00', '10:00') : entry(d.date, '08:00', '09:00'))));
    const result = commonFreeSlots(dstWeek.days, [early], 60, undefined, { weekends: true });
    expect(slots(result.filter((s) => s.date === '2026-03-28'))).toEqual(['2026-03-28 09:00-20:00 660']);
    expect(slots(result.filter((s) => s.date === '2026-03-29'))).toEqual(['2026-03-29 10:00-20:00 600', '2026-03-29 08:00-09:00 60']);
  });

  it('makes the whole window free for members with empty schedules, weekdays only unless weekends are asked for', () => {
    const result = commonFreeSlots(week.days, [member(), member()], 60);
    expect(result).toHaveLength(5);
    expect(result.every((s) => s.startTime === '08:00' && s.endTime === '20:00' && s.minutes === 720)).toBe(true);
    // Equal lengths: earliest day first.
    expect(result.map((s) => s.dayOfWeek)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    const withWeekends = commonFreeSlots(week.days, [member(), member()], 60, undefined, { weekends: true });
    expect(withWeekends.map((s) => s.dayOfWeek)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });

  it('has no common time when nobody is compared', () => {
    expect(commonFreeSlots(week.days, [], 60)).toEqual([]);
  });

  it('honours the minimum length at its bounds, a gap of exactly the minimum counting', () => {
    const a = member(entry('2026-01-05', '08:30', '09:00'), entry('2026-01-05', '10:00', '17:00'), entry('2026-01-05', '17:30', '20:00'));
    // Gaps: 08:00–08:30 (30), 09:00–10:00 (60), 17:00–17:30 (30).
    expect(slots(commonFreeSlots(monday, [a], 30))).toEqual(['2026-01-05 09:00-10:00 60', '2026-01-05 08:00-08:30 30', '2026-01-05 17:00-17:30 30']);
    expect(slots(commonFreeSlots(monday, [a], 60))).toEqual(['2026-01-05 09:00-10:00 60']);
    const b = member(entry('2026-01-05', '11:00', '17:00'));
    expect(slots(commonFreeSlots(monday, [b], 180))).toEqual(['2026-01-05 08:00-11:00 180', '2026-01-05 17:00-20:00 180']);
    expect(commonFreeSlots(monday, [member(entry('2026-01-05', '10:59', '17:01'))], 180)).toEqual([]);
  });

  it('ignores all-day events and time outside the window', () => {
    const a = member(entry('2026-01-05', '00:00', '24:00', true), entry('2026-01-05', '06:00', '08:00'), entry('2026-01-05', '20:00', '23:00'));
    expect(slots(commonFreeSlots(monday, [a], 60))).toEqual(['2026-01-05 08:00-20:00 720']);
  });

  it('merges overlapping classes of different members', () => {
    const a = member(entry('2026-01-05', '09:00', '12:00'));
    const b = member(entry('2026-01-05', '10:00', '11:00'), entry('2026-01-05', '11:30', '13:00'));
    expect(slots(commonFreeSlots(monday, [a, b], 60))).toEqual(['2026-01-05 13:00-20:00 420', '2026-01-05 08:00-09:00 60']);
  });
});

describe('ranking free time', () => {
  // A busy week: every weekday 09:00–17:00 except a two-hour gap on Tuesday; the weekend is empty.
  const weekdays = week.days.slice(0, 5);
  const student = member(
    ...weekdays.flatMap((d) =>
      d.dayOfWeek === 'Tuesday' ? [entry(d.date, '09:00', '12:00'), entry(d.date, '14:00', '17:00')] : [entry(d.date, '09:00', '17:00')],
    ),
  );

  it('ranks a weekday gap above a whole free weekend day when weekends are included', () => {
    const ranked = commonFreeSlots(week.days, [student], 120, windowOfHours(9, 17), { weekends: true });
    expect(slots(ranked)).toEqual(['2026-01-06 12:00-14:00 120', '2026-01-10 09:00-17:00 480', '2026-01-11 09:00-17:00 480']);
  });

  it('leaves the weekend out by default', () => {
    expect(slots(commonFreeSlots(week.days, [student], 120, windowOfHours(9, 17)))).toEqual(['2026-01-06 12:00-14:00 120']);
  });

  it('looks only within the chosen hours, up to midnight', () => {
    // 08:00–20:00 by default: the evening after 17:00 is three hours free on every weekday.
    const evenings = commonFreeSlots(week.days, [student], 180);
    expect(evenings.map((s) => `${s.dayOfWeek} ${s.startTime}-${s.endTime}`)).toEqual([
      'Monday 17:00-20:00',
      'Tuesday 17:00-20:00',
      'Wednesday 17:00-20:00',
      'Thursday 17:00-20:00',
      'Friday 17:00-20:00',
    ]);
    const late = commonFreeSlots(week.days.slice(0, 1), [student], 60, windowOfHours(16, 24));
    expect(slots(late)).toEqual(['2026-01-05 17:00-24:00 420']);
    expect(commonFreeSlots(week.days.slice(0, 1), [student], 60, windowOfHours(9, 17))).toEqual([]);
  });
});

describe('free-time heat', () => {
  it('counts k of N free per 30-minute cell on a fixed scale', () => {
    const a = member(entry('2026-01-05', '08:00', '09:00'));
    const b = member(entry('2026-01-05', '08:30', '09:15'));
    const c = member();
    const cells = freeHeat(monday, [a, b, c]);
    expect(cells).toHaveLength(24);
    expect(cells.slice(0, 4).map((x) => `${x.startTime}-${x.endTime} ${x.free}/${x.total}`)).toEqual([
      '08:00-08:30 2/3',
      '08:30-09:00 1/3',
      '09:00-09:30 2/3',
      '09:30-10:00 3/3',
    ]);
    expect(cells[cells.length - 1]).toMatchObject({ startTime: '19:30', endTime: '20:00', free: 3, total: 3 });
  });

  it('covers the chosen hours', () => {
    const cells = freeHeat(monday, [member()], windowOfHours(18, 24));
    expect(cells.map((x) => `${x.startTime}-${x.endTime}`)).toEqual([
      '18:00-18:30',
      '18:30-19:00',
      '19:00-19:30',
      '19:30-20:00',
      '20:00-20:30',
      '20:30-21:00',
      '21:00-21:30',
      '21:30-22:00',
      '22:00-22:30',
      '22:30-23:00',
      '23:00-23:30',
      '23:30-24:00',
    ]);
  });

  it('does not rescale to the best cell: a week where nobody is ever all free stays below N', () => {
    const a = member(...week.days.map((d) => entry(d.date, '08:00', '20:00')));
    const cells = freeHeat(week.days, [a, member()]);
    expect(cells).toHaveLength(7 * 24);
    expect(new Set(cells.map((x) => `${x.free}/${x.total}`))).toEqual(new Set(['1/2']));
  });

  it('counts a cell busy when a class only touches part of it, not when it ends at its start', () => {
    const a = member(entry('2026-01-05', '09:50', '10:00'));
    const cells = freeHeat(monday, [a]);
    expect(cells.find((x) => x.startTime === '09:30')!.free).toBe(0);
    expect(cells.find((x) => x.startTime === '10:00')!.free).toBe(1);
  });

  it('has N = 0 when nobody is compared', () => {
    expect(freeHeat(monday, []).every((x) => x.free === 0 && x.total === 0)).toBe(true);
  });
});
