import { DateTime } from 'luxon';
import { daySegments, type OccurrenceTimes } from './day-segments.rules';
import { isoWeekOfDate } from '@overlap/time';
import { isoWeekRange } from '@overlap/time/luxon';

const timed = (start: string, end: string): OccurrenceTimes => ({
  start: new Date(start),
  end: new Date(end),
  allDay: false,
  sourceTimezone: 'Europe/Stockholm',
});
const allDay = (start: string, end: string, sourceTimezone = ''): OccurrenceTimes => ({
  start: new Date(start),
  end: new Date(end),
  allDay: true,
  sourceTimezone,
});
const brief = (o: OccurrenceTimes, zone: string, clip?: { from: DateTime; to: DateTime }) =>
  daySegments(o, zone, clip).map((s) => `${s.date} ${s.weekday} ${s.startTime}-${s.endTime}${s.allDay ? ' all-day' : ''} ${s.index + 1}/${s.count}`);

describe('occurrences as pieces of local days', () => {
  it('keeps a class inside one day as one piece in the user’s zone', () => {
    expect(brief(timed('2026-03-02T09:15:00Z', '2026-03-02T11:00:00Z'), 'Europe/Stockholm')).toEqual(['2026-03-02 Mon 10:15-12:00 1/1']);
    expect(brief(timed('2026-03-02T09:15:00Z', '2026-03-02T11:00:00Z'), 'Asia/Tokyo')).toEqual(['2026-03-02 Mon 18:15-20:00 1/1']);
  });

  it('splits an occurrence spanning midnight at local midnight', () => {
    // 22:00–02:00 in Stockholm (CET).
    expect(brief(timed('2026-03-04T21:00:00Z', '2026-03-05T01:00:00Z'), 'Europe/Stockholm')).toEqual([
      '2026-03-04 Wed 22:00-23:59 1/2',
      '2026-03-05 Thu 00:00-02:00 2/2',
    ]);
    // The same instants are one evening piece for a user in New York (16:00–20:00).
    expect(brief(timed('2026-03-04T21:00:00Z', '2026-03-05T01:00:00Z'), 'America/New_York')).toEqual(['2026-03-04 Wed 16:00-20:00 1/1']);
  });

  it('ends a piece that stops exactly at midnight at 23:59 without an empty next-day piece', () => {
    expect(brief(timed('2026-03-04T21:00:00Z', '2026-03-04T23:00:00Z'), 'Europe/Stockholm')).toEqual(['2026-03-04 Wed 22:00-23:59 1/1']);
  });

  it('shows an all-day event on its calendar date in every zone', () => {
    const day = allDay('2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z');
    for (const zone of ['Europe/Stockholm', 'America/Los_Angeles', 'Asia/Tokyo', 'Australia/Sydney', 'UTC']) {
      expect(brief(day, zone)).toEqual(['2026-03-02 Mon 00:00-23:59 all-day 1/1']);
    }
  });

  it('reads an all-day date in the source’s zone, where the source expressed it', () => {
    // Midnight 2 March in Stockholm is 23:00 UTC on 1 March.
    const day = allDay('2026-03-01T23:00:00Z', '2026-03-02T23:00:00Z', 'Europe/Stockholm');
    expect(brief(day, 'America/New_York')).toEqual(['2026-03-02 Mon 00:00-23:59 all-day 1/1']);
    expect(brief(day, 'Asia/Tokyo')).toEqual(['2026-03-02 Mon 00:00-23:59 all-day 1/1']);
  });

  it('shows a multi-day all-day event on each day it covers', () => {
    expect(brief(allDay('2026-03-06T00:00:00Z', '2026-03-09T00:00:00Z'), 'Europe/Stockholm')).toEqual([
      '2026-03-06 Fri 00:00-23:59 all-day 1/3',
      '2026-03-07 Sat 00:00-23:59 all-day 2/3',
      '2026-03-08 Sun 00:00-23:59 all-day 3/3',
    ]);
  });

  it('treats an all-day event without a proper end as one day', () => {
    expect(brief(allDay('2026-03-06T00:00:00Z', '2026-03-06T00:00:00Z'), 'UTC')).toEqual(['2026-03-06 Fri 00:00-23:59 all-day 1/1']);
  });

  it('places a Sunday-night class in the week of its local Sunday, not of the UTC Monday', () => {
    // Sunday 1 March 21:00–22:30 in New York is Monday 02:00 UTC.
    const [piece] = daySegments(timed('2026-03-02T02:00:00Z', '2026-03-02T03:30:00Z'), 'America/New_York');
    expect(piece).toMatchObject({ date: '2026-03-01', weekday: 'Sun', startTime: '21:00', endTime: '22:30' });
    expect(isoWeekOfDate(piece!.date)).toEqual({ year: 2026, week: 9 });
  });

  it('puts each piece of a Sunday-night class running past midnight into its own week', () => {
    // Sunday 23:00 – Monday 01:00 in Stockholm.
    const pieces = daySegments(timed('2026-03-01T22:00:00Z', '2026-03-02T00:00:00Z'), 'Europe/Stockholm');
    expect(pieces.map((p) => [p.date, p.startTime, p.endTime, isoWeekOfDate(p.date).week])).toEqual([
      ['2026-03-01', '23:00', '23:59', 9],
      ['2026-03-02', '00:00', '01:00', 10],
    ]);
  });

  it('keeps local clock times on the night summer time starts', () => {
    // 01:30 CET (00:30Z) to 04:00 CEST (02:00Z) on 29 March: 1.5 hours that read 01:30–04:00.
    expect(brief(timed('2026-03-29T00:30:00Z', '2026-03-29T02:00:00Z'), 'Europe/Stockholm')).toEqual(['2026-03-29 Sun 01:30-04:00 1/1']);
  });

  it('builds only the pieces inside a clip window', () => {
    const term = allDay('2026-02-02T00:00:00Z', '2026-05-01T00:00:00Z');
    const week = isoWeekRange({ year: 2026, week: 10 }, 'Europe/Stockholm');
    const pieces = daySegments(term, 'Europe/Stockholm', { from: week.start, to: week.end });
    expect(pieces.map((p) => p.date)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']);
    expect(pieces[0]).toMatchObject({ index: 28, count: 88 });
  });

  it('keeps a zero-length entry as one piece at its moment', () => {
    expect(brief(timed('2026-03-02T09:00:00Z', '2026-03-02T09:00:00Z'), 'Europe/Stockholm')).toEqual(['2026-03-02 Mon 10:00-10:00 1/1']);
  });
});
