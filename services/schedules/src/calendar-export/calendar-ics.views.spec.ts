import ical, { type VEvent } from 'node-ical';
import type { StoredOccurrence } from '../occurrences/occurrence-rows.rules';
import { calendarIcs, exportUid, occurrencesOf } from './calendar-ics.views';

const USER = '4f1c1b7e-0000-4000-8000-000000000001';
const occurrence = (o: Partial<StoredOccurrence> & Pick<StoredOccurrence, 'occurrenceId' | 'start' | 'end'>): StoredOccurrence => ({
  userId: USER,
  sourceId: 'feed-a',
  sourceKind: 'ics',
  uid: o.occurrenceId.split('|')[0]!,
  title: 'Macroeconomics',
  description: '',
  location: '',
  eventType: 'Lecture',
  allDay: false,
  sourceTimezone: 'Europe/Copenhagen',
  transparent: false,
  ...o,
});

const lecture = occurrence({
  occurrenceId: 'macro|2026-11-23T08:15:00.000Z',
  start: new Date('2026-11-23T08:15:00Z'),
  end: new Date('2026-11-23T10:00:00Z'),
  title: 'Macroeconomics; Part 2, with notes',
  location: 'Room A1.02\nBuilding 3',
  description: 'Bring the reader',
});
const holiday = occurrence({
  occurrenceId: 'xmas|2026-12-24',
  // All-day dates arrive as midnight in the source's zone: 24 December in Copenhagen is 23:00 UTC.
  start: new Date('2026-12-23T23:00:00Z'),
  end: new Date('2026-12-25T23:00:00Z'),
  allDay: true,
  title: 'Christmas break',
  eventType: 'Holiday',
});
const deadline = occurrence({
  occurrenceId: 'essay',
  start: new Date('2026-11-27T22:59:00Z'),
  end: new Date('2026-11-27T22:59:00Z'),
  transparent: true,
  title: 'Essay due',
});
const changedAt = new Map([['feed-a', new Date('2026-11-20T07:00:00Z')]]);
const now = new Date('2026-11-25T09:00:00Z');

const events = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');

describe('calendar export text (RFC 5545)', () => {
  const text = calendarIcs([lecture, holiday, deadline], changedAt, now);

  it('is a calendar with the fields a subscribing app needs, in CRLF lines of at most 75 octets', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Overlap//Schedule export//EN\r\n')).toBe(true);
    expect(text).toContain('X-WR-CALNAME:Overlap');
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('gives timed events UTC times and all-day events their own calendar dates', () => {
    expect(text).toContain('DTSTART:20261123T081500Z');
    expect(text).toContain('DTEND:20261123T100000Z');
    expect(text).toContain('DTSTART;VALUE=DATE:20261224');
    expect(text).toContain('DTEND;VALUE=DATE:20261226');
    expect(text).not.toContain('TZID');
  });

  it('reads back with node-ical as the same events, text escaped and unescaped', () => {
    const [read, day, due] = events(text);
    expect(read).toMatchObject({ summary: 'Macroeconomics; Part 2, with notes', location: 'Room A1.02\nBuilding 3', description: 'Bring the reader' });
    expect(read!.start.toISOString()).toBe('2026-11-23T08:15:00.000Z');
    expect(read!.end!.toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(day!.datetype).toBe('date');
    expect(day!.summary).toBe('Christmas break');
    expect(due!.transparency).toBe('TRANSPARENT');
    expect(read!.transparency).toBe('OPAQUE');
  });

  it('stamps each event with the time its source last changed, so an unchanged schedule reads the same', () => {
    expect(text).toContain('DTSTAMP:20261120T070000Z');
    expect(calendarIcs([lecture, holiday, deadline], changedAt, new Date('2026-11-26T10:00:00Z'))).toBe(text);
    expect(calendarIcs([lecture], new Map(), now)).toContain('DTSTAMP:20261125T090000Z');
  });

  it('keeps a UID per occurrence that is stable, unique per user and source, and hides the source’s own UIDs', () => {
    const uids = events(text).map((e) => e.uid);
    expect(new Set(uids).size).toBe(3);
    expect(uids[0]).toBe(exportUid(lecture));
    expect(uids[0]).toMatch(/^[0-9a-f]{32}@overlap$/);
    expect(exportUid({ ...lecture, title: 'Renamed' })).toBe(uids[0]);
    expect(exportUid({ ...lecture, sourceId: 'feed-b' })).not.toBe(uids[0]);
    expect(exportUid({ ...lecture, userId: '4f1c1b7e-0000-4000-8000-000000000002' })).not.toBe(uids[0]);
    expect(text).not.toContain('macro|');
  });

  it('exports an occurrence once however many day pieces it has', () => {
    const piece = (o: StoredOccurrence) => ({ occurrence: o, segment: {} as never });
    expect(occurrencesOf([piece(holiday), piece(holiday), piece(lecture)])).toEqual([holiday, lecture]);
    expect(occurrencesOf([piece(lecture), piece({ ...lecture, sourceId: 'feed-b' })])).toHaveLength(2);
  });
});
