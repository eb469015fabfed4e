import type { Occurrence } from '@overlap/ical';
import { PREVIEW_WEEKS, previewWeeks } from './preview-weeks.rules';

const at = (iso: string) => new Date(iso);
let n = 0;
function occurrence(start: string, end: string, extra: Partial<Occurrence> = {}): Occurrence {
  n += 1;
  return {
    occurrenceId: `o${n}`,
    uid: `u${n}`,
    title: `Class ${n}`,
    description: '',
    location: 'Room 1',
    start: at(start),
    end: at(end),
    allDay: false,
    sourceTimezone: '',
    eventType: 'Lecture',
    ...extra,
  };
}

// Wednesday of ISO week 48 of 2026 (Monday 2026-11-23).
const NOW = at('2026-11-25T10:00:00Z');
const ZONE = 'Europe/Copenhagen';

describe('previewWeeks', () => {
  it('shows this week and the next ones in the student’s zone, past classes of this week included', () => {
    const monday = occurrence('2026-11-23T08:15:00Z', '2026-11-23T10:00:00Z', { title: 'Algebra' });
    const next = occurrence('2026-12-01T12:00:00Z', '2026-12-01T14:00:00Z', { title: 'Statistics' });
    const preview = previewWeeks([next, monday], ZONE, NOW);
    expect(preview.timezone).toBe(ZONE);
    expect(preview.upcomingCount).toBe(2);
    expect(preview.weeks.map((w) => [w.year, w.week, w.monday])).toEqual([
      [2026, 48, '2026-11-23'],
      [2026, 49, '2026-11-30'],
      [2026, 50, '2026-12-07'],
    ]);
    expect(preview.weeks[0]!.events).toEqual([
      { title: 'Algebra', location: 'Room 1', type: 'Lecture', date: '2026-11-23', weekday: 1, start: '09:15', end: '11:00', allDay: false },
    ]);
    expect(preview.weeks[1]!.events.map((e) => [e.title, e.weekday, e.start, e.end])).toEqual([['Statistics', 2, '13:00', '15:00']]);
    expect(preview.weeks[2]!.events).toEqual([]);
  });

  it('starts at the first week with classes when term has not begun, and leaves out what is over', () => {
    const lastTerm = occurrence('2026-11-02T09:00:00Z', '2026-11-02T10:00:00Z');
    const termStart = occurrence('2027-01-05T09:00:00Z', '2027-01-05T10:00:00Z', { title: 'Intro' });
    const preview = previewWeeks([lastTerm, termStart], ZONE, NOW);
    expect(preview.upcomingCount).toBe(1);
    expect(preview.weeks).toHaveLength(PREVIEW_WEEKS);
    expect(preview.weeks[0]).toMatchObject({ year: 2027, week: 1, monday: '2027-01-04' });
    expect(preview.weeks[0]!.events.map((e) => e.title)).toEqual(['Intro']);
  });

  it('crosses into week 53 and the next year', () => {
    const preview = previewWeeks([occurrence('2026-12-22T09:00:00Z', '2026-12-22T10:00:00Z')], ZONE, NOW);
    expect(preview.weeks.map((w) => `${w.year}-W${w.week}`)).toEqual(['2026-W52', '2026-W53', '2027-W1']);
  });

  it('keeps all-day events on their own dates and cuts a class past midnight at 23:59', () => {
    const holiday = occurrence('2026-11-27T00:00:00Z', '2026-11-28T00:00:00Z', { allDay: true, title: 'No teaching' });
    const late = occurrence('2026-11-26T21:00:00Z', '2026-11-27T01:00:00Z', { title: 'Night lab' });
    const [week] = previewWeeks([holiday, late], 'America/Los_Angeles', NOW).weeks;
    expect(week!.events.map((e) => [e.title, e.date, e.weekday, e.start, e.end, e.allDay])).toEqual([
      ['Night lab', '2026-11-26', 4, '13:00', '17:00', false],
      ['No teaching', '2026-11-27', 5, '', '', true],
    ]);
    const [inTokyo] = previewWeeks([late], 'Asia/Tokyo', NOW).weeks;
    expect(inTokyo!.events.map((e) => [e.date, e.start, e.end])).toEqual([['2026-11-27', '06:00', '10:00']]);
    const [inSydney] = previewWeeks([occurrence('2026-11-26T12:00:00Z', '2026-11-26T14:00:00Z')], 'Australia/Sydney', NOW).weeks;
    expect(inSydney!.events.map((e) => [e.date, e.start, e.end])).toEqual([['2026-11-26', '23:00', '23:59']]);
  });

  it('answers no weeks for a calendar with nothing from this week on', () => {
    expect(previewWeeks([occurrence('2026-10-01T09:00:00Z', '2026-10-01T10:00:00Z')], ZONE, NOW)).toEqual({ timezone: ZONE, upcomingCount: 0, weeks: [] });
    expect(previewWeeks([], ZONE, NOW).weeks).toEqual([]);
  });
});
