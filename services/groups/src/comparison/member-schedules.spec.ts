import { zonedIsoWeek } from './iso-week';
import { entriesForWeek, type Occurrence } from './member-schedules';

const occ = (start: string, end: string, extra: Partial<Occurrence> = {}): Occurrence => ({
  start,
  end,
  title: 'Class',
  location: 'Room 1',
  type: 'Lecture',
  allDay: false,
  ...extra,
});
const brief = (entries: ReturnType<typeof entriesForWeek>) =>
  entries.map((e) => `${e.dayOfWeek} ${e.date} ${e.startTime}-${e.endTime}${e.allDay ? ' all-day' : ''}`);

// Week 2 of 2026: Monday 5 January to Sunday 11 January (Stockholm is UTC+1 in winter).
const stockholm = zonedIsoWeek(2, 2026, 'Europe/Stockholm')!;

describe('comparison entries in the viewer’s zone', () => {
  it('converts UTC instants to the viewer’s wall-clock times with full day names', () => {
    const [entry] = entriesForWeek([occ('2026-01-05T08:15:00Z', '2026-01-05T10:00:00Z', { title: 'Macro', location: 'D1' })], stockholm);
    expect(entry).toEqual({
      dayOfWeek: 'Monday',
      date: '2026-01-05',
      startTime: '09:15',
      endTime: '11:00',
      title: 'Macro',
      location: 'D1',
      type: 'Lecture',
      allDay: false,
    });
  });

  it('shows a member in another zone at the viewer’s time', () => {
    // 09:00–10:30 in New York (UTC-5) is 15:00–16:30 in Stockholm; 10:00 in Tokyo (UTC+9) is 02:00.
    expect(brief(entriesForWeek([occ('2026-01-07T14:00:00Z', '2026-01-07T15:30:00Z')], stockholm))).toEqual(['Wednesday 2026-01-07 15:00-16:30']);
    expect(brief(entriesForWeek([occ('2026-01-07T01:00:00Z', '2026-01-07T02:00:00Z')], stockholm))).toEqual(['Wednesday 2026-01-07 02:00-03:00']);
  });

  it('cuts a class over midnight into two entries, the first ending at 24:00', () => {
    expect(brief(entriesForWeek([occ('2026-01-05T21:00:00Z', '2026-01-06T00:30:00Z')], stockholm))).toEqual([
      'Monday 2026-01-05 22:00-24:00',
      'Tuesday 2026-01-06 00:00-01:30',
    ]);
  });

  it('clips occurrences to the week', () => {
    // Sunday 23:00 → Monday 01:00 of the next week, and the previous Sunday 23:00 → this Monday 02:00.
    expect(
      brief(entriesForWeek([occ('2026-01-11T22:00:00Z', '2026-01-12T00:00:00Z'), occ('2026-01-04T22:00:00Z', '2026-01-05T01:00:00Z')], stockholm)),
    ).toEqual(['Monday 2026-01-05 00:00-02:00', 'Sunday 2026-01-11 23:00-24:00']);
    expect(entriesForWeek([occ('2026-01-12T08:00:00Z', '2026-01-12T09:00:00Z')], stockholm)).toEqual([]);
  });

  it('rounds seconds outward and drops empty or inverted occurrences', () => {
    expect(brief(entriesForWeek([occ('2026-01-05T08:00:30Z', '2026-01-05T08:59:30Z')], stockholm))).toEqual(['Monday 2026-01-05 09:00-10:00']);
    expect(
      entriesForWeek(
        [occ('2026-01-05T08:00:00Z', '2026-01-05T08:00:00Z'), occ('2026-01-05T09:00:00Z', '2026-01-05T08:00:00Z'), occ('nope', 'never')],
        stockholm,
      ),
    ).toEqual([]);
  });

  it('keeps wall-clock times right across the spring DST change', () => {
    // Week 13 of 2026: clocks in Stockholm go forward on Sunday 29 March. A class at 09:00 UTC
    // is 10:00 on Saturday and 11:00 on Sunday.
    const dstWeek = zonedIsoWeek(13, 2026, 'Europe/Stockholm')!;
    expect(brief(entriesForWeek([occ('2026-03-28T09:00:00Z', '2026-03-28T10:00:00Z'), occ('2026-03-29T09:00:00Z', '2026-03-29T10:00:00Z')], dstWeek))).toEqual([
      'Saturday 2026-03-28 10:00-11:00',
      'Sunday 2026-03-29 11:00-12:00',
    ]);
    // A night class through the change: 01:30 CET to 03:30 CEST is one real hour.
    expect(brief(entriesForWeek([occ('2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z')], dstWeek))).toEqual(['Sunday 2026-03-29 01:30-03:30']);
  });

  it('places all-day events on their dates whichever midnight the feed used', () => {
    const utcMidnight = occ('2026-01-06T00:00:00Z', '2026-01-08T00:00:00Z', { allDay: true, title: 'Field trip' });
    const ownerMidnight = occ('2026-01-05T23:00:00Z', '2026-01-07T23:00:00Z', { allDay: true, title: 'Field trip' });
    const expected = ['Tuesday 2026-01-06 00:00-24:00 all-day', 'Wednesday 2026-01-07 00:00-24:00 all-day'];
    expect(brief(entriesForWeek([utcMidnight], stockholm, 'Europe/Stockholm'))).toEqual(expected);
    expect(brief(entriesForWeek([ownerMidnight], stockholm, 'Europe/Stockholm'))).toEqual(expected);
    // An owner in New York with a UTC-midnight feed: still 6 and 7 January.
    expect(brief(entriesForWeek([utcMidnight], stockholm, 'America/New_York'))).toEqual(expected);
  });

  it('sorts a member’s entries by date and time', () => {
    const entries = entriesForWeek(
      [
        occ('2026-01-06T12:00:00Z', '2026-01-06T13:00:00Z'),
        occ('2026-01-05T12:00:00Z', '2026-01-05T13:00:00Z'),
        occ('2026-01-05T07:00:00Z', '2026-01-05T08:00:00Z'),
      ],
      stockholm,
    );
    expect(brief(entries)).toEqual(['Monday 2026-01-05 08:00-09:00', 'Monday 2026-01-05 13:00-14:00', 'Tuesday 2026-01-06 13:00-14:00']);
  });
});
