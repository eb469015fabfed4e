import { DateTime } from 'luxon';
import type { UserCalendar } from '../occurrences/calendar-reader.service';
import type { StoredOccurrence } from '../occurrences/occurrence-rows.rules';
import { comparisonEntries, type ViewerDays } from './comparison-entries.rules';

const occ = (start: string, end: string, extra: Partial<StoredOccurrence> = {}): StoredOccurrence => ({
  userId: 'member',
  sourceId: 'feed',
  sourceKind: 'ics',
  occurrenceId: `${start}/${end}`,
  uid: '',
  title: 'Class',
  description: '',
  location: 'Room 1',
  eventType: 'Lecture',
  start: new Date(start),
  end: new Date(end),
  allDay: false,
  sourceTimezone: '',
  transparent: false,
  ...extra,
});
const owner = (zone: string, clearedWeekKeys: number[] = []): UserCalendar => ({ userId: 'member', zone, clearedWeekKeys: new Set(clearedWeekKeys) });
const days = (from: string, to: string, zone: string): ViewerDays => ({ zone, from: DateTime.fromISO(from, { zone }), to: DateTime.fromISO(to, { zone }) });
const brief = (entries: ReturnType<typeof comparisonEntries>) =>
  entries.map((e) => `${e.dayOfWeek} ${e.date} ${e.startTime}-${e.endTime}${e.allDay ? ' all-day' : ''}${e.title === 'Class' ? '' : ` ${e.title}`}`);

// Week 2 of 2026: Monday 5 January to Sunday 11 January (Stockholm is UTC+1 in winter, New York UTC-5).
const stockholm = days('2026-01-05', '2026-01-12', 'Europe/Stockholm');
const newYork = days('2026-01-05', '2026-01-12', 'America/New_York');
const inStockholm = owner('Europe/Stockholm');

describe('comparison entries on the viewer’s days', () => {
  it('converts UTC instants to the viewer’s wall-clock times with full day names', () => {
    const [entry] = comparisonEntries([occ('2026-01-05T08:15:00Z', '2026-01-05T10:00:00Z', { title: 'Macro', location: 'D1' })], inStockholm, stockholm);
    expect(entry).toEqual({
      dayOfWeek: 'Monday',
      date: '2026-01-05',
      startTime: '09:15',
      endTime: '11:00',
      title: 'Macro',
      location: 'D1',
      type: 'Lecture',
      allDay: false,
      busy: true,
    });
  });

  it('marks transparent events and deadlines as shown but not busy', () => {
    const deadline = occ('2026-01-05T22:59:00Z', '2026-01-05T22:59:00Z', { title: 'Essay due', transparent: true });
    const [office, due] = comparisonEntries(
      [occ('2026-01-05T12:00:00Z', '2026-01-05T13:00:00Z', { title: 'Office hours', transparent: true }), deadline],
      inStockholm,
      stockholm,
    );
    expect(office).toMatchObject({ title: 'Office hours', startTime: '13:00', endTime: '14:00', busy: false });
    expect(due).toBeUndefined();
  });

  it('shows a member in another zone at the viewer’s time', () => {
    // 09:00–10:30 in New York (UTC-5) is 15:00–16:30 in Stockholm; 10:00 in Tokyo (UTC+9) is 02:00.
    expect(brief(comparisonEntries([occ('2026-01-07T14:00:00Z', '2026-01-07T15:30:00Z')], owner('America/New_York'), stockholm))).toEqual([
      'Wednesday 2026-01-07 15:00-16:30',
    ]);
    expect(brief(comparisonEntries([occ('2026-01-07T01:00:00Z', '2026-01-07T02:00:00Z')], owner('Asia/Tokyo'), stockholm))).toEqual([
      'Wednesday 2026-01-07 02:00-03:00',
    ]);
  });

  it('cuts a class over the viewer’s midnight into two entries, the first ending at 24:00', () => {
    expect(brief(comparisonEntries([occ('2026-01-05T21:00:00Z', '2026-01-06T00:30:00Z')], inStockholm, stockholm))).toEqual([
      'Monday 2026-01-05 22:00-24:00',
      'Tuesday 2026-01-06 00:00-01:30',
    ]);
  });

  it('cuts at the viewer’s midnight, not the member’s: a Stockholm evening seen from New York', () => {
    // Stockholm Tuesday 23:00 – Wednesday 01:00 is 17:00–19:00 on Tuesday in New York: one entry.
    expect(brief(comparisonEntries([occ('2026-01-06T22:00:00Z', '2026-01-07T00:00:00Z')], inStockholm, newYork))).toEqual(['Tuesday 2026-01-06 17:00-19:00']);
    // Stockholm Monday 05:00–07:00 is Sunday 23:00 – Monday 01:00 in New York, cut there.
    expect(brief(comparisonEntries([occ('2026-01-06T04:00:00Z', '2026-01-06T06:00:00Z')], inStockholm, newYork))).toEqual([
      'Monday 2026-01-05 23:00-24:00',
      'Tuesday 2026-01-06 00:00-01:00',
    ]);
  });

  it('clips occurrences to the viewer’s days', () => {
    // Sunday 23:00 → Monday 01:00 of the next week, and the previous Sunday 23:00 → this Monday 02:00.
    expect(
      brief(
        comparisonEntries([occ('2026-01-04T22:00:00Z', '2026-01-05T01:00:00Z'), occ('2026-01-11T22:00:00Z', '2026-01-12T00:00:00Z')], inStockholm, stockholm),
      ),
    ).toEqual(['Monday 2026-01-05 00:00-02:00', 'Sunday 2026-01-11 23:00-24:00']);
    expect(comparisonEntries([occ('2026-01-12T08:00:00Z', '2026-01-12T09:00:00Z')], inStockholm, stockholm)).toEqual([]);
  });

  it('rounds seconds outward and drops empty or inverted occurrences', () => {
    expect(brief(comparisonEntries([occ('2026-01-05T08:00:30Z', '2026-01-05T08:59:30Z')], inStockholm, stockholm))).toEqual(['Monday 2026-01-05 09:00-10:00']);
    // Twenty seconds still mark a minute; an empty or inverted occurrence marks nothing.
    const occurrences = [
      occ('2026-01-05T08:00:00Z', '2026-01-05T08:00:00Z'),
      occ('2026-01-05T09:00:20Z', '2026-01-05T09:00:40Z'),
      occ('2026-01-05T09:00:00Z', '2026-01-05T08:00:00Z'),
    ];
    expect(brief(comparisonEntries(occurrences, inStockholm, stockholm))).toEqual(['Monday 2026-01-05 10:00-10:01']);
  });

  it('keeps wall-clock times right across the spring DST change', () => {
    // Week 13 of 2026: clocks in Stockholm go forward on Sunday 29 March. A class at 09:00 UTC
    // is 10:00 on Saturday and 11:00 on Sunday.
    const dstWeek = days('2026-03-23', '2026-03-30', 'Europe/Stockholm');
    expect(
      brief(
        comparisonEntries([occ('2026-03-28T09:00:00Z', '2026-03-28T10:00:00Z'), occ('2026-03-29T09:00:00Z', '2026-03-29T10:00:00Z')], inStockholm, dstWeek),
      ),
    ).toEqual(['Saturday 2026-03-28 10:00-11:00', 'Sunday 2026-03-29 11:00-12:00']);
    // A night class through the change: 01:30 CET to 03:30 CEST is one real hour.
    expect(brief(comparisonEntries([occ('2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z')], inStockholm, dstWeek))).toEqual(['Sunday 2026-03-29 01:30-03:30']);
  });

  it('places all-day events on their dates whichever midnight the feed used, for every viewer', () => {
    const utcMidnight = occ('2026-01-06T00:00:00Z', '2026-01-08T00:00:00Z', { allDay: true });
    const sourceMidnight = occ('2026-01-05T23:00:00Z', '2026-01-07T23:00:00Z', { allDay: true, sourceTimezone: 'Europe/Stockholm' });
    const expected = ['Tuesday 2026-01-06 00:00-24:00 all-day', 'Wednesday 2026-01-07 00:00-24:00 all-day'];
    expect(brief(comparisonEntries([utcMidnight], inStockholm, stockholm))).toEqual(expected);
    expect(brief(comparisonEntries([sourceMidnight], inStockholm, stockholm))).toEqual(expected);
    expect(brief(comparisonEntries([utcMidnight], owner('America/New_York'), stockholm))).toEqual(expected);
    expect(brief(comparisonEntries([sourceMidnight], inStockholm, newYork))).toEqual(expected);
  });

  it('sorts a member’s entries by date and time, equal ones by when their occurrence began', () => {
    const entries = comparisonEntries(
      [
        occ('2026-01-06T12:00:00Z', '2026-01-06T13:00:00Z'),
        occ('2026-01-05T12:00:00Z', '2026-01-05T13:00:00Z'),
        occ('2026-01-05T07:00:00Z', '2026-01-05T08:00:00Z'),
      ],
      inStockholm,
      stockholm,
    );
    expect(brief(entries)).toEqual(['Monday 2026-01-05 08:00-09:00', 'Monday 2026-01-05 13:00-14:00', 'Tuesday 2026-01-06 13:00-14:00']);
    // Both end at 01:00 on Tuesday; the one that began at 22:00 comes first whatever the titles.
    const nights = [
      occ('2026-01-05T22:00:00Z', '2026-01-06T00:00:00Z', { title: 'Alpha' }),
      occ('2026-01-05T21:00:00Z', '2026-01-06T00:00:00Z', { title: 'Zeta' }),
    ];
    expect(brief(comparisonEntries(nights, inStockholm, stockholm))).toEqual([
      'Monday 2026-01-05 22:00-24:00 Zeta',
      'Monday 2026-01-05 23:00-24:00 Alpha',
      'Tuesday 2026-01-06 00:00-01:00 Zeta',
      'Tuesday 2026-01-06 00:00-01:00 Alpha',
    ]);
  });
});

describe('own events in comparison entries', () => {
  const dentist = {
    ...occ('2026-01-06T09:00:00Z', '2026-01-06T11:00:00Z', { title: 'Dentist', location: 'Smile clinic', eventType: 'Personal', sourceId: 'own' }),
    own: { eventId: 'e1', showTitle: false, updatedAt: new Date(), version: 1 },
  };

  it('are busy time without title or place for the others, whole for their owner', () => {
    expect(comparisonEntries([dentist], inStockholm, stockholm)).toEqual([expect.objectContaining({ title: '', location: '', type: 'busy', busy: true })]);
    expect(comparisonEntries([dentist], inStockholm, stockholm, { ownersView: true })).toEqual([
      expect.objectContaining({ title: 'Dentist', location: 'Smile clinic', type: 'Personal', startTime: '10:00', endTime: '12:00' }),
    ]);
  });
});

describe('study sessions in comparison entries', () => {
  const GROUP = '00000000-0000-4000-8000-0000000000aa';
  const session = (answer: 'going' | 'maybe') => ({
    ...occ('2026-01-06T13:00:00Z', '2026-01-06T15:00:00Z', {
      title: 'Study session – Algebra',
      location: 'Kilen · K146',
      eventType: 'Study session',
      sourceId: 'session',
    }),
    transparent: answer !== 'going',
    session: { sessionId: 's1', groupId: GROUP, groupName: 'Algebra', answer, version: 1, updatedAt: new Date() },
  });

  it('are busy time without a title for every other group, titled for the group they belong to, never with the place', () => {
    const going = [session('going')];
    expect(comparisonEntries(going, inStockholm, stockholm)).toEqual([expect.objectContaining({ title: '', location: '', type: 'busy', busy: true })]);
    expect(comparisonEntries(going, inStockholm, stockholm, { groupId: '00000000-0000-4000-8000-0000000000bb' })).toEqual([
      expect.objectContaining({ title: '', type: 'busy' }),
    ]);
    expect(comparisonEntries(going, inStockholm, stockholm, { groupId: GROUP })).toEqual([
      expect.objectContaining({ title: 'Study session – Algebra', location: '', type: 'Study session', startTime: '14:00', endTime: '16:00', busy: true }),
    ]);
  });

  it('leave out a session the member is not going to, also for its own group', () => {
    expect(comparisonEntries([session('maybe')], inStockholm, stockholm, { groupId: GROUP })).toEqual([]);
    expect(comparisonEntries([session('maybe')], inStockholm, stockholm, { ownersView: true })).toEqual([
      expect.objectContaining({ type: 'Study session', busy: false }),
    ]);
  });
});

describe('cleared weeks in comparison entries', () => {
  const week2 = 202602;
  const twoWeeks = (zone: string) => days('2026-01-05', '2026-01-19', zone);

  it('leaves out the weeks the member cleared, timed and all-day', () => {
    const occurrences = [
      occ('2026-01-07T09:00:00Z', '2026-01-07T10:00:00Z', { title: 'Week 2' }),
      occ('2026-01-14T09:00:00Z', '2026-01-14T10:00:00Z', { title: 'Week 3' }),
      occ('2026-01-10T00:00:00Z', '2026-01-13T00:00:00Z', { allDay: true, title: 'Trip' }), // Saturday to Monday
    ];
    expect(brief(comparisonEntries(occurrences, owner('Europe/Stockholm', [week2]), twoWeeks('Europe/Stockholm')))).toEqual([
      'Monday 2026-01-12 00:00-24:00 all-day Trip',
      'Wednesday 2026-01-14 10:00-11:00 Week 3',
    ]);
  });

  it('clears the member’s own week: the part of a class after their Monday midnight stays, for a viewer in any zone', () => {
    // Stockholm Sunday 23:30 – Monday 01:00 across the end of the cleared week 2.
    const overnight = occ('2026-01-11T22:30:00Z', '2026-01-12T00:00:00Z', { title: 'Overnight' });
    const member = owner('Europe/Stockholm', [week2]);
    expect(brief(comparisonEntries([overnight], member, twoWeeks('Europe/Stockholm')))).toEqual(['Monday 2026-01-12 00:00-01:00 Overnight']);
    // In New York that is Sunday 17:30–19:00, still in week 2 there; the member’s Monday begins at 18:00.
    expect(brief(comparisonEntries([overnight], member, twoWeeks('America/New_York')))).toEqual(['Sunday 2026-01-11 18:00-19:00 Overnight']);
  });

  it('keeps the weeks the member did not clear', () => {
    const occurrence = occ('2026-01-07T09:00:00Z', '2026-01-07T10:00:00Z');
    expect(brief(comparisonEntries([occurrence], owner('Europe/Stockholm', [202603]), twoWeeks('Europe/Stockholm')))).toEqual([
      'Wednesday 2026-01-07 10:00-11:00',
    ]);
  });
});
