import { expandCalendar, parseIcs } from './ical-expander';
import { horizonAround } from './occurrence';

/*
 * RFC 5545 cases the independent oracle found the parser reading wrongly (docs/adr/023): each
 * is one of the corpus files' shapes, small enough to check by hand.
 */

const calendar = (...parts: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', ...parts, 'END:VCALENDAR'].join('\r\n');
const vevent = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20261001T000000Z', ...lines, 'END:VEVENT'].join('\r\n');
const NOW = '2026-10-15T12:00:00Z';

async function expand(ics: string, userZone = 'Europe/Copenhagen') {
  return expandCalendar(await parseIcs(ics), { horizon: horizonAround(new Date(NOW)), userZone });
}
const times = (list: Awaited<ReturnType<typeof expand>>) => list.map((o) => [o.start.toISOString(), o.end.toISOString(), o.title]);

const NOWHERE = [
  'BEGIN:VTIMEZONE',
  'TZID:Nowhere/Middle',
  'BEGIN:STANDARD',
  'DTSTART:16010101T000000',
  'TZOFFSETFROM:-0741',
  'TZOFFSETTO:-0741',
  'TZNAME:Manual Time',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

// Central-European rules under a lower-case Lisbon name, as in a real Google export.
const LISBON_CET = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/lisbon',
  'BEGIN:DAYLIGHT',
  'DTSTART:19810329T020000',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'DTSTART:19961027T030000',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

describe('TZIDs are read from the file, never silently as UTC (point 1)', () => {
  it('places a zone the file defines itself with its own offset', async () => {
    const ics = calendar(
      NOWHERE,
      vevent('UID:n', 'DTSTART;TZID=Nowhere/Middle:20261020T134200', 'DTEND;TZID=Nowhere/Middle:20261020T144200', 'SUMMARY:Middle'),
    );
    expect(times(await expand(ics))).toEqual([['2026-10-20T21:23:00.000Z', '2026-10-20T22:23:00.000Z', 'Middle']]);
  });

  it('repeats a weekly rule in a self-defined zone with DST at the same local time', async () => {
    const ics = calendar(
      LISBON_CET,
      vevent('UID:w', 'DTSTART;TZID=Europe/lisbon:20261016T100000', 'DTEND;TZID=Europe/lisbon:20261016T110000', 'RRULE:FREQ=WEEKLY;COUNT=3', 'SUMMARY:Seminar'),
    );
    // Central-European summer time (+02:00) until 25 October, then +01:00.
    expect(times(await expand(ics)).map(([start]) => start)).toEqual(['2026-10-16T08:00:00.000Z', '2026-10-23T08:00:00.000Z', '2026-10-30T09:00:00.000Z']);
  });

  it.each([
    ['/Europe/Stockholm', 'Evolution'],
    ['/freeassociation.sourceforge.net/Europe/Berlin', 'Evolution'],
    ['/mozilla.org/20070129_1/Europe/Berlin', 'Lightning'],
  ])('reads the globally unique name %s (%s) as its IANA zone', async (tzid) => {
    const ics = calendar(
      vevent('UID:g', `DTSTART;TZID=${tzid}:20261030T200000`, `DTEND;TZID=${tzid}:20261030T210000`, 'RRULE:FREQ=WEEKLY;COUNT=2', 'SUMMARY:Class'),
    );
    const result = await expand(ics);
    // Friday 20:00 in Central European (summer, then standard) time, shown at 20:00 in Copenhagen.
    expect(times(result).map(([start]) => start)).toEqual(['2026-10-30T19:00:00.000Z', '2026-11-06T19:00:00.000Z']);
    expect(result[0]!.sourceTimezone).toMatch(/^Europe\/(Stockholm|Berlin)$/);
  });

  it.each(['Campus/Local', 'Campus Local Time'])('reads %s, which no one defines, as floating time in the student’s zone', async (tzid) => {
    const ics = calendar(vevent('UID:u', `DTSTART;TZID=${tzid}:20261020T090000`, `DTEND;TZID=${tzid}:20261020T100000`, 'SUMMARY:Lab'));
    expect(times(await expand(ics, 'America/New_York'))).toEqual([['2026-10-20T13:00:00.000Z', '2026-10-20T14:00:00.000Z', 'Lab']]);
  });
});

describe('a case-differing TZID the file defines (point 5)', () => {
  it('uses the file’s definition for Europe/lisbon and the IANA rules for Europe/Lisbon', async () => {
    const ics = calendar(
      LISBON_CET,
      vevent('UID:a', 'DTSTART;TZID=Europe/lisbon:20261110T100000', 'DTEND;TZID=Europe/lisbon:20261110T110000', 'SUMMARY:File rules'),
      vevent('UID:b', 'DTSTART;TZID=Europe/Lisbon:20261110T100000', 'DTEND;TZID=Europe/Lisbon:20261110T110000', 'SUMMARY:IANA rules'),
    );
    expect(times(await expand(ics))).toEqual([
      ['2026-11-10T09:00:00.000Z', '2026-11-10T10:00:00.000Z', 'File rules'],
      ['2026-11-10T10:00:00.000Z', '2026-11-10T11:00:00.000Z', 'IANA rules'],
    ]);
  });
});

describe('recurrence details (points 2–4)', () => {
  it('gives an RDATE PERIOD its own length, by end or by duration (point 2)', async () => {
    const ics = calendar(
      vevent(
        'UID:p',
        'DTSTART:20261019T120000Z',
        'DTEND:20261019T140000Z',
        'RDATE;VALUE=PERIOD:20261021T120000Z/20261021T150000Z,20261023T120000Z/PT30M',
        'SUMMARY:Exam prep',
      ),
    );
    expect(times(await expand(ics))).toEqual([
      ['2026-10-19T12:00:00.000Z', '2026-10-19T14:00:00.000Z', 'Exam prep'],
      ['2026-10-21T12:00:00.000Z', '2026-10-21T15:00:00.000Z', 'Exam prep'],
      ['2026-10-23T12:00:00.000Z', '2026-10-23T12:30:00.000Z', 'Exam prep'],
    ]);
  });

  it('keeps the PERIOD length of an RDATE that falls on an instance the RRULE also produces (one instance, not two)', async () => {
    const ics = calendar(
      vevent(
        'UID:r',
        'DTSTART:20261019T120000Z',
        'DTEND:20261019T140000Z',
        'RRULE:FREQ=DAILY;COUNT=3',
        'RDATE;VALUE=PERIOD:20261019T120000Z/PT1H,20261020T120000Z/20261020T170000Z',
        'SUMMARY:Lab',
      ),
    );
    expect(times(await expand(ics))).toEqual([
      ['2026-10-19T12:00:00.000Z', '2026-10-19T13:00:00.000Z', 'Lab'],
      ['2026-10-20T12:00:00.000Z', '2026-10-20T17:00:00.000Z', 'Lab'],
      ['2026-10-21T12:00:00.000Z', '2026-10-21T14:00:00.000Z', 'Lab'],
    ]);
  });

  it('applies RECURRENCE-ID;RANGE=THISANDFUTURE to that instance and every later one (point 3)', async () => {
    const ics = calendar(
      vevent('UID:t', 'DTSTART:20261019T120000Z', 'DTEND:20261019T140000Z', 'RRULE:FREQ=DAILY;COUNT=4', 'SUMMARY:Original'),
      vevent('UID:t', 'RECURRENCE-ID;RANGE=THISANDFUTURE:20261020T120000Z', 'DTSTART:20261020T090000Z', 'DTEND:20261020T100000Z', 'SUMMARY:Moved'),
    );
    const result = await expand(ics);
    expect(times(result)).toEqual([
      ['2026-10-19T12:00:00.000Z', '2026-10-19T14:00:00.000Z', 'Original'],
      ['2026-10-20T09:00:00.000Z', '2026-10-20T10:00:00.000Z', 'Moved'],
      ['2026-10-21T09:00:00.000Z', '2026-10-21T10:00:00.000Z', 'Moved'],
      ['2026-10-22T09:00:00.000Z', '2026-10-22T10:00:00.000Z', 'Moved'],
    ]);
    // Ids still name the instances the rule made, so they stay stable when the range moves.
    expect(result.map((o) => o.occurrenceId)).toEqual([
      't|2026-10-19T12:00:00.000Z',
      't|2026-10-20T12:00:00.000Z',
      't|2026-10-21T12:00:00.000Z',
      't|2026-10-22T12:00:00.000Z',
    ]);
  });

  it.each(['GMT Standard Time', 'W. Europe Standard Time', 'AUS Eastern Standard Time'])(
    'moves an Outlook all-day instance named by its local midnight in %s, by date (point 4)',
    async (zone) => {
      const ics = calendar(
        vevent('UID:o', 'DTSTART;VALUE=DATE:20261015', 'DTEND;VALUE=DATE:20261016', 'RRULE:FREQ=WEEKLY;COUNT=3', 'SUMMARY:Refuse bin'),
        vevent('UID:o', `RECURRENCE-ID;TZID=${zone}:20261022T000000`, 'DTSTART;VALUE=DATE:20261023', 'DTEND;VALUE=DATE:20261024', 'SUMMARY:Refuse bin'),
      );
      expect((await expand(ics)).map((o) => [o.start.toISOString().slice(0, 10), o.allDay])).toEqual([
        ['2026-10-15', true],
        ['2026-10-23', true],
        ['2026-10-29', true],
      ]);
    },
  );
});

describe('missing, reused and duplicate UIDs (point 6)', () => {
  it('keeps every distinct session that shares a UID, with ids that stay the same across syncs', async () => {
    const ics = calendar(
      vevent('UID:none', 'DTSTART:20261019T080000Z', 'DTEND:20261019T100000Z', 'SUMMARY:Algebra'),
      vevent('UID:none', 'DTSTART:20261020T080000Z', 'DTEND:20261020T100000Z', 'SUMMARY:Physics'),
      vevent('UID:0@default', 'DTSTART:20261021T080000Z', 'DTEND:20261021T100000Z', 'RRULE:FREQ=WEEKLY;COUNT=2', 'SUMMARY:Chemistry'),
      vevent('UID:0@default', 'DTSTART:20261022T080000Z', 'DTEND:20261022T100000Z', 'SUMMARY:Biology'),
      vevent('DTSTART:20261023T080000Z', 'DTEND:20261023T090000Z', 'SUMMARY:No UID'),
      vevent('DTSTART:20261023T100000Z', 'DTEND:20261023T110000Z', 'SUMMARY:No UID either'),
    );
    const first = await expand(ics);
    expect(first.map((o) => o.title)).toEqual(['Algebra', 'Physics', 'Chemistry', 'Biology', 'No UID', 'No UID either', 'Chemistry']);
    expect(new Set(first.map((o) => o.occurrenceId)).size).toBe(first.length);
    expect((await expand(ics)).map((o) => o.occurrenceId)).toEqual(first.map((o) => o.occurrenceId));
  });

  it('keeps one event for copies of one session (the same start, or a republished SEQUENCE)', async () => {
    const ics = calendar(
      vevent('UID:dup', 'DTSTART:20261019T080000Z', 'DTEND:20261019T100000Z', 'SUMMARY:Twice written'),
      vevent('UID:dup', 'DTSTART:20261019T080000Z', 'DTEND:20261019T100000Z', 'SUMMARY:Twice written'),
      vevent('UID:moved', 'SEQUENCE:0', 'DTSTART:20261020T080000Z', 'DTEND:20261020T100000Z', 'SUMMARY:Lab'),
      vevent('UID:moved', 'SEQUENCE:1', 'DTSTART:20261020T090000Z', 'DTEND:20261020T110000Z', 'SUMMARY:Lab'),
    );
    expect(times(await expand(ics))).toEqual([
      ['2026-10-19T08:00:00.000Z', '2026-10-19T10:00:00.000Z', 'Twice written'],
      ['2026-10-20T09:00:00.000Z', '2026-10-20T11:00:00.000Z', 'Lab'],
    ]);
  });
});

describe('events shown but never busy (point 7)', () => {
  it('marks TRANSP:TRANSPARENT events and zero-length all-day deadlines as transparent', async () => {
    const ics = calendar(
      vevent('UID:class', 'DTSTART:20261019T080000Z', 'DTEND:20261019T100000Z', 'SUMMARY:Lecture'),
      vevent('UID:office', 'DTSTART:20261019T120000Z', 'DTEND:20261019T130000Z', 'TRANSP:TRANSPARENT', 'SUMMARY:Office hours'),
      vevent('UID:essay', 'DTSTART;VALUE=DATE:20261020', 'DTEND;VALUE=DATE:20261020', 'SUMMARY:Essay due'),
    );
    expect((await expand(ics)).map((o) => [o.title, o.allDay, o.transparent ?? false])).toEqual([
      ['Lecture', false, false],
      ['Office hours', false, true],
      ['Essay due', true, true],
    ]);
  });
});

describe('texts shown safely (points 9 and 10)', () => {
  it('turns HTML in DESCRIPTION or X-ALT-DESC into text with its links as plain links, never markup', async () => {
    const ics = calendar(
      vevent(
        'UID:h1',
        'DTSTART:20261019T080000Z',
        'SUMMARY:Essay',
        'DESCRIPTION:<p>Read <a href="https://canvas.example/brief">the brief</a><script>alert(1)</script><img src=x onerror=alert(2)></p>',
      ),
      vevent(
        'UID:h2',
        'DTSTART:20261019T090000Z',
        'SUMMARY:Meeting',
        'X-ALT-DESC;FMTTYPE=text/html:<html><body><b>Join</b>: <a href="https://teams.example/j">https://teams.example/j</a></body></html>',
      ),
      vevent('UID:h3', 'DTSTART:20261019T100000Z', 'SUMMARY:Plain', 'DESCRIPTION:Bring 2 < 3 > 1 notes', 'X-ALT-DESC;FMTTYPE=text/html:<p>ignored</p>'),
    );
    expect((await expand(ics)).map((o) => o.description)).toEqual([
      'Read the brief [https://canvas.example/brief]',
      'Join: https://teams.example/j',
      'Bring 2 < 3 > 1 notes',
    ]);
  });

  it('puts several rooms of LOCATION one per line', async () => {
    const ics = calendar(
      vevent('UID:r1', 'DTSTART:20261019T080000Z', 'SUMMARY:Lab', 'LOCATION:Lab A\\nLab B'),
      vevent('UID:r2', 'DTSTART:20261019T090000Z', 'SUMMARY:Lecture', 'LOCATION:Ångström 4001\\, Ångström 4003; Ångström 4001'),
    );
    expect((await expand(ics)).map((o) => o.location)).toEqual(['Lab A\nLab B', 'Ångström 4001\nÅngström 4003']);
  });
});
