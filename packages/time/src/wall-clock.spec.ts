import { inZone } from './luxon-zone';
import { instantAt, isoWeekAt, isoWeekInZone, startOfLocalDay, wallClockAt, zoneOffsetMinutes } from './wall-clock';

const at = (iso: string, zone?: string) => wallClockAt(new Date(iso), zone);

// Every zone the settings screen offers, plus the zones furthest east and west.
// Expected local times worked out by hand from each zone's offsets and summer-time rule for 2026.
const WINTER = '2026-01-15T12:00:00Z'; // a Thursday
const SUMMER = '2026-07-15T12:00:00Z'; // a Wednesday

describe('an instant on the clocks of each zone', () => {
  it.each([
    ['Europe/Stockholm', '13:00', 60, '14:00', 120],
    ['Europe/Copenhagen', '13:00', 60, '14:00', 120],
    ['Europe/Oslo', '13:00', 60, '14:00', 120],
    ['Europe/Helsinki', '14:00', 120, '15:00', 180],
    ['Atlantic/Reykjavik', '12:00', 0, '12:00', 0], // Iceland keeps UTC all year
    ['Europe/London', '12:00', 0, '13:00', 60],
    ['Europe/Paris', '13:00', 60, '14:00', 120],
    ['Europe/Berlin', '13:00', 60, '14:00', 120],
    ['Europe/Rome', '13:00', 60, '14:00', 120],
    ['Europe/Amsterdam', '13:00', 60, '14:00', 120],
    ['Europe/Zurich', '13:00', 60, '14:00', 120],
    ['America/New_York', '07:00', -300, '08:00', -240],
    ['America/Chicago', '06:00', -360, '07:00', -300],
    ['America/Denver', '05:00', -420, '06:00', -360],
    ['America/Los_Angeles', '04:00', -480, '05:00', -420],
    ['Asia/Tokyo', '21:00', 540, '21:00', 540],
    ['Australia/Sydney', '23:00', 660, '22:00', 600], // southern summer in January
    ['UTC', '12:00', 0, '12:00', 0],
    ['Asia/Kathmandu', '17:45', 345, '17:45', 345],
    ['Pacific/Kiritimati', '02:00', 840, '02:00', 840], // UTC+14: already the next day
    ['Pacific/Pago_Pago', '01:00', -660, '01:00', -660], // UTC-11
  ])('%s: winter %s (%i), summer %s (%i)', (zone, winterTime, winterOffset, summerTime, summerOffset) => {
    expect(at(WINTER, zone)).toMatchObject({ time: winterTime, offsetMinutes: winterOffset });
    expect(at(SUMMER, zone)).toMatchObject({ time: summerTime, offsetMinutes: summerOffset });
    expect(zoneOffsetMinutes(zone, new Date(SUMMER))).toBe(summerOffset);
  });

  it('gives the local date, weekday and minutes, not the UTC ones', () => {
    expect(at('2026-03-02T23:30:00Z', 'UTC')).toEqual({ date: '2026-03-02', time: '23:30', minutes: 23 * 60 + 30, weekday: 1, offsetMinutes: 0 });
    expect(at('2026-03-02T23:30:00Z', 'Europe/Stockholm')).toMatchObject({ date: '2026-03-03', time: '00:30', minutes: 30, weekday: 2 });
    expect(at('2026-03-02T02:00:00Z', 'America/New_York')).toMatchObject({ date: '2026-03-01', weekday: 7 });
    expect(at('2026-01-15T12:00:00Z', 'Pacific/Kiritimati')).toMatchObject({ date: '2026-01-16', weekday: 5 });
    expect(at('2026-01-15T09:00:00Z', 'Pacific/Pago_Pago')).toMatchObject({ date: '2026-01-14', time: '22:00', weekday: 3 });
  });

  it('uses the runtime’s own zone when none is given', () => {
    const instant = new Date('2026-03-01T23:30:00Z');
    expect(wallClockAt(instant).offsetMinutes).toBe(-instant.getTimezoneOffset());
    expect(wallClockAt(instant).minutes).toBe(instant.getHours() * 60 + instant.getMinutes());
  });
});

describe('daylight saving changes', () => {
  // The kernel and the luxon zones it gives the services must agree on every one of these.
  it.each([
    ['2026-03-29T00:59:00Z', 'Europe/Stockholm', '01:59', 60], // springs forward on the last Sunday of March at 01:00 UTC
    ['2026-03-29T01:00:00Z', 'Europe/Stockholm', '03:00', 120],
    ['2026-10-25T00:30:00Z', 'Europe/Stockholm', '02:30', 120], // falls back on the last Sunday of October at 01:00 UTC
    ['2026-10-25T01:30:00Z', 'Europe/Stockholm', '02:30', 60],
    ['2026-03-23T09:15:00Z', 'Europe/Stockholm', '10:15', 60], // a weekly 10:15 class on the Monday before the change (CET)
    ['2026-03-30T08:15:00Z', 'Europe/Stockholm', '10:15', 120], // and on the Monday after it (CEST)
    ['2026-03-08T06:59:00Z', 'America/New_York', '01:59', -300], // the second Sunday of March
    ['2026-03-08T07:00:00Z', 'America/New_York', '03:00', -240],
    ['2026-11-01T05:30:00Z', 'America/New_York', '01:30', -240], // the first Sunday of November
    ['2026-11-01T06:30:00Z', 'America/New_York', '01:30', -300],
    ['2026-11-01T07:00:00Z', 'America/New_York', '02:00', -300],
    ['2026-04-04T15:59:00Z', 'Australia/Sydney', '02:59', 660], // summer time ends on the first Sunday of April
    ['2026-04-04T16:00:00Z', 'Australia/Sydney', '02:00', 600],
    ['2026-10-03T15:59:00Z', 'Australia/Sydney', '01:59', 600], // and starts on the first Sunday of October
    ['2026-10-03T16:00:00Z', 'Australia/Sydney', '03:00', 660],
  ])('%s in %s is %s (%i minutes from UTC)', (iso, zone, time, offset) => {
    expect(at(iso, zone)).toMatchObject({ time, offsetMinutes: offset });
    const luxon = inZone(new Date(iso), zone);
    expect(luxon.toFormat('HH:mm')).toBe(time);
    expect(luxon.offset).toBe(offset);
  });
});

describe('from a zone’s clock back to the instant', () => {
  const iso = (d: Date) => d.toISOString();

  it('finds local times on ordinary days, far east and far west', () => {
    expect(iso(instantAt('2026-03-02', 10 * 60 + 15, 'Europe/Stockholm'))).toBe('2026-03-02T09:15:00.000Z');
    expect(iso(instantAt('2026-01-16', 2 * 60, 'Pacific/Kiritimati'))).toBe('2026-01-15T12:00:00.000Z');
    expect(iso(instantAt('2026-01-14', 22 * 60, 'Pacific/Pago_Pago'))).toBe('2026-01-15T09:00:00.000Z');
    expect(iso(instantAt('2026-01-15', 17 * 60 + 45, 'Asia/Kathmandu'))).toBe('2026-01-15T12:00:00.000Z');
    expect(iso(instantAt('2026-07-15', 12 * 60, 'UTC'))).toBe('2026-07-15T12:00:00.000Z');
  });

  it('moves a skipped time on by the gap and takes the first of a time shown twice', () => {
    expect(iso(instantAt('2026-03-29', 2 * 60 + 30, 'Europe/Stockholm'))).toBe('2026-03-29T01:30:00.000Z'); // 03:30 CEST
    expect(iso(instantAt('2026-10-25', 2 * 60 + 30, 'Europe/Stockholm'))).toBe('2026-10-25T00:30:00.000Z'); // 02:30 CEST
    expect(iso(instantAt('2026-03-08', 2 * 60 + 30, 'America/New_York'))).toBe('2026-03-08T07:30:00.000Z'); // 03:30 EDT
    expect(iso(instantAt('2026-11-01', 60 + 30, 'America/New_York'))).toBe('2026-11-01T05:30:00.000Z'); // 01:30 EDT
  });

  it('starts local days at midnight, also on DST days and where midnight is skipped', () => {
    expect(iso(startOfLocalDay('2026-03-29', 'Europe/Stockholm'))).toBe('2026-03-28T23:00:00.000Z');
    expect(iso(startOfLocalDay('2026-03-30', 'Europe/Stockholm'))).toBe('2026-03-29T22:00:00.000Z');
    expect(iso(startOfLocalDay('2026-10-04', 'Australia/Sydney'))).toBe('2026-10-03T14:00:00.000Z');
    // Chile springs forward at midnight: 6 September 2026 starts at 01:00 (UTC-3).
    expect(iso(startOfLocalDay('2026-09-06', 'America/Santiago'))).toBe('2026-09-06T04:00:00.000Z');
  });
});

describe('ISO weeks of a zone', () => {
  it('puts an instant into the week of its local date', () => {
    // Sunday 22:30 UTC: 23:30 on Sunday in Stockholm (week 1), already Monday in Tokyo (week 2).
    const instant = new Date('2027-01-10T22:30:00Z');
    expect(isoWeekAt(instant, 'Europe/Stockholm')).toEqual({ year: 2027, week: 1 });
    expect(isoWeekAt(instant, 'Asia/Tokyo')).toEqual({ year: 2027, week: 2 });
    // Monday 4 January 2027 10:30 UTC is still Sunday 3 January, week 53 of 2026, in Pago Pago.
    expect(isoWeekAt(new Date('2027-01-04T10:30:00Z'), 'Pacific/Pago_Pago')).toEqual({ year: 2026, week: 53 });
    expect(isoWeekAt(new Date('2027-01-04T10:30:00Z'), 'Pacific/Kiritimati')).toEqual({ year: 2027, week: 1 });
  });

  it('runs week 53 of 2026 from Monday 28 December to Sunday 3 January', () => {
    expect(isoWeekInZone({ year: 2026, week: 53 }, 'UTC')).toEqual({
      monday: '2026-12-28',
      sunday: '2027-01-03',
      start: new Date('2026-12-28T00:00:00Z'),
      end: new Date('2027-01-04T00:00:00Z'),
    });
    const kiritimati = isoWeekInZone({ year: 2026, week: 53 }, 'Pacific/Kiritimati');
    expect(kiritimati.start.toISOString()).toBe('2026-12-27T10:00:00.000Z');
    const pagoPago = isoWeekInZone({ year: 2026, week: 53 }, 'Pacific/Pago_Pago');
    expect(pagoPago.start.toISOString()).toBe('2026-12-28T11:00:00.000Z');
  });

  it('starts the week at local midnight of the zone asked for', () => {
    const stockholm = isoWeekInZone({ year: 2026, week: 10 }, 'Europe/Stockholm');
    expect(stockholm.start.toISOString()).toBe('2026-03-01T23:00:00.000Z');
    expect(stockholm.end.toISOString()).toBe('2026-03-08T23:00:00.000Z');
    expect(isoWeekInZone({ year: 2026, week: 10 }, 'Australia/Sydney').start.toISOString()).toBe('2026-03-01T13:00:00.000Z');
  });

  it('has 167 hours in the week Europe switches to summer time and 169 when it switches back', () => {
    const hours = (w: { start: Date; end: Date }) => (+w.end - +w.start) / 3_600_000;
    expect(hours(isoWeekInZone({ year: 2026, week: 13 }, 'Europe/Stockholm'))).toBe(167);
    expect(hours(isoWeekInZone({ year: 2026, week: 43 }, 'Europe/Stockholm'))).toBe(169);
    expect(hours(isoWeekInZone({ year: 2026, week: 14 }, 'Australia/Sydney'))).toBe(169); // ends 5 April
  });
});
