import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CalendarParseError } from './calendar-parse.errors';
import { expandCalendar, parseIcs } from './ical-expander';
import { horizonAround, type Occurrence } from './occurrence';

const FIXTURES = join(__dirname, '..', 'test', 'fixtures');

interface Expected {
  about: string;
  fixture?: string;
  userZone: string;
  now: string;
  occurrences?: Partial<Record<keyof Occurrence, unknown>>[];
  count?: number;
  includes?: Partial<Record<keyof Occurrence, unknown>>[];
  first?: string;
  last?: string;
}

const plain = (o: Occurrence) => ({ ...o, start: o.start.toISOString(), end: o.end.toISOString() });

async function expand(ics: string, userZone: string, now: string, maxOccurrences?: number) {
  return expandCalendar(await parseIcs(ics), { horizon: horizonAround(new Date(now)), userZone, maxOccurrences });
}

describe('recurrence expansion on real-world-shaped feeds (expected occurrences computed by hand)', () => {
  const cases = readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.expected.json'))
    .map((file) => {
      const expected = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as Expected;
      return [file.replace('.expected.json', ''), expected] as const;
    });

  it('has fixtures', () => expect(cases.length).toBeGreaterThanOrEqual(9));

  it.each(cases)('%s', async (name, expected) => {
    const ics = readFileSync(join(FIXTURES, expected.fixture ?? `${name}.ics`), 'utf8');
    const occurrences = (await expand(ics, expected.userZone, expected.now)).map(plain);
    if (expected.occurrences) {
      expect(occurrences).toHaveLength(expected.occurrences.length);
      expected.occurrences.forEach((want, i) => expect(occurrences[i]).toMatchObject(want));
    }
    if (expected.count !== undefined) expect(occurrences).toHaveLength(expected.count);
    for (const want of expected.includes ?? []) expect(occurrences).toContainEqual(expect.objectContaining(want));
    if (expected.first) expect(occurrences[0]!.start).toBe(expected.first);
    if (expected.last) expect(occurrences.at(-1)!.start).toBe(expected.last);
    // Ids are unique and stable across runs.
    expect(new Set(occurrences.map((o) => o.occurrenceId)).size).toBe(occurrences.length);
    expect((await expand(ics, expected.userZone, expected.now)).map((o) => o.occurrenceId)).toEqual(occurrences.map((o) => o.occurrenceId));
  });
});

const calendar = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', ...events, 'END:VCALENDAR'].join('\r\n');
const vevent = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20261001T000000Z', ...lines, 'END:VEVENT'].join('\r\n');
const NOW = '2026-10-15T12:00:00Z';

describe('expandCalendar edge cases', () => {
  it('drops a whole cancelled series', async () => {
    const ics = calendar(vevent('UID:x', 'DTSTART:20261020T080000Z', 'DTEND:20261020T090000Z', 'RRULE:FREQ=DAILY;COUNT=5', 'STATUS:CANCELLED', 'SUMMARY:Gone'));
    expect(await expand(ics, 'UTC', NOW)).toEqual([]);
  });

  it('moves and cancels instances of an all-day series by date', async () => {
    const ics = calendar(
      vevent('UID:d', 'DTSTART;VALUE=DATE:20261019', 'DTEND;VALUE=DATE:20261020', 'RRULE:FREQ=DAILY;COUNT=3', 'SUMMARY:Open day'),
      vevent('UID:d', 'RECURRENCE-ID;VALUE=DATE:20261020', 'DTSTART;VALUE=DATE:20261023', 'DTEND;VALUE=DATE:20261024', 'SUMMARY:Open day (moved)'),
      vevent('UID:d', 'RECURRENCE-ID;VALUE=DATE:20261021', 'DTSTART;VALUE=DATE:20261021', 'STATUS:CANCELLED', 'SUMMARY:Open day'),
    );
    const result = (await expand(ics, 'UTC', NOW)).map((o) => [o.title, o.start.toISOString(), o.occurrenceId]);
    expect(result).toEqual([
      ['Open day', '2026-10-19T00:00:00.000Z', 'd|2026-10-19'],
      ['Open day (moved)', '2026-10-23T00:00:00.000Z', 'd|2026-10-20'],
    ]);
  });

  it('places RDATEs given in UTC and as dates', async () => {
    const ics = calendar(
      vevent(
        'UID:r',
        'DTSTART;TZID=Europe/Stockholm:20261020T100000',
        'DTEND;TZID=Europe/Stockholm:20261020T110000',
        'RDATE:20261105T090000Z',
        'SUMMARY:Extra',
      ),
      vevent('UID:a', 'DTSTART;VALUE=DATE:20261020', 'RDATE;VALUE=DATE:20261030,20261106', 'SUMMARY:Day'),
    );
    const result = (await expand(ics, 'UTC', NOW)).map((o) => [o.uid, o.start.toISOString(), o.end.toISOString()]);
    expect(result).toEqual([
      ['a', '2026-10-20T00:00:00.000Z', '2026-10-21T00:00:00.000Z'],
      ['r', '2026-10-20T08:00:00.000Z', '2026-10-20T09:00:00.000Z'],
      ['a', '2026-10-30T00:00:00.000Z', '2026-10-31T00:00:00.000Z'],
      ['r', '2026-11-05T09:00:00.000Z', '2026-11-05T10:00:00.000Z'],
      ['a', '2026-11-06T00:00:00.000Z', '2026-11-07T00:00:00.000Z'],
    ]);
  });

  it('keeps an occurrence that started before the horizon but is still running', async () => {
    const ics = calendar(vevent('UID:long', 'DTSTART;VALUE=DATE:20260801', 'DTEND;VALUE=DATE:20260901', 'SUMMARY:Summer course'));
    const [o] = await expand(ics, 'UTC', NOW);
    expect(o?.start.toISOString()).toBe('2026-08-01T00:00:00.000Z');
  });

  it('ignores events without a usable start and sub-hourly rules', async () => {
    const ics = calendar(
      vevent('UID:nostart', 'SUMMARY:No start'),
      vevent('UID:spam', 'DTSTART:20261020T080000Z', 'RRULE:FREQ=MINUTELY', 'SUMMARY:Every minute'),
      vevent('UID:ok', 'DTSTART:20261020T080000Z', 'DTEND:20261020T090000Z', 'SUMMARY:Fine'),
    );
    expect((await expand(ics, 'UTC', NOW)).map((o) => o.uid)).toEqual(['ok']);
  });

  it('refuses more occurrences than the cap with a clear message', async () => {
    const ics = calendar(vevent('UID:h', 'DTSTART:20261016T000000Z', 'DTEND:20261016T003000Z', 'RRULE:FREQ=HOURLY', 'SUMMARY:Hourly'));
    await expect(expand(ics, 'UTC', NOW, 100)).rejects.toThrow(
      new CalendarParseError('The calendar has too many events (more than 100 in the next 26 weeks).'),
    );
  });

  it('places floating times in the calendar zone when X-WR-TIMEZONE names one', async () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'X-WR-TIMEZONE:Asia/Tokyo',
      vevent('UID:f', 'DTSTART:20261020T090000', 'DTEND:20261020T100000', 'SUMMARY:Tokyo class'),
      'END:VCALENDAR',
    ].join('\r\n');
    const [o] = await expand(ics, 'Europe/Stockholm', NOW);
    expect(o?.start.toISOString()).toBe('2026-10-20T00:00:00.000Z');
  });

  it('moves the horizon with time', async () => {
    const ics = calendar(
      vevent('UID:w', 'DTSTART;TZID=Europe/Stockholm:20260105T080000', 'DTEND;TZID=Europe/Stockholm:20260105T090000', 'RRULE:FREQ=WEEKLY', 'SUMMARY:Weekly'),
    );
    const later = await expand(ics, 'UTC', '2027-01-14T12:00:00Z');
    // From the Monday of the week 8 weeks back (the week of 19 November), so that week is whole.
    expect(later[0]!.start.toISOString()).toBe('2026-11-16T07:00:00.000Z');
    expect(later).toHaveLength(35);
  });
});
