import { inZone } from '@overlap/time/luxon';
import { clockTime, isoWithOffset, weekdayOf } from './local-time.rules';

// Every zone the settings screen offers. Expected local times worked out by hand from
// each zone's standard offset and its summer-time rule for 2026.
const WINTER = new Date('2026-01-15T12:00:00Z'); // a Thursday
const SUMMER = new Date('2026-07-15T12:00:00Z'); // a Wednesday

describe('time-zone conversion for every zone the settings screen offers', () => {
  it.each([
    ['Europe/Stockholm', '13:00', '+01:00', '14:00', '+02:00'],
    ['Europe/Copenhagen', '13:00', '+01:00', '14:00', '+02:00'],
    ['Europe/Oslo', '13:00', '+01:00', '14:00', '+02:00'],
    ['Europe/Helsinki', '14:00', '+02:00', '15:00', '+03:00'],
    ['Atlantic/Reykjavik', '12:00', '+00:00', '12:00', '+00:00'], // Iceland keeps UTC all year
    ['Europe/London', '12:00', '+00:00', '13:00', '+01:00'],
    ['Europe/Paris', '13:00', '+01:00', '14:00', '+02:00'],
    ['Europe/Berlin', '13:00', '+01:00', '14:00', '+02:00'],
    ['Europe/Rome', '13:00', '+01:00', '14:00', '+02:00'],
    ['Europe/Amsterdam', '13:00', '+01:00', '14:00', '+02:00'],
    ['Europe/Zurich', '13:00', '+01:00', '14:00', '+02:00'],
    ['America/New_York', '07:00', '-05:00', '08:00', '-04:00'],
    ['America/Chicago', '06:00', '-06:00', '07:00', '-05:00'],
    ['America/Denver', '05:00', '-07:00', '06:00', '-06:00'],
    ['America/Los_Angeles', '04:00', '-08:00', '05:00', '-07:00'],
    ['Asia/Tokyo', '21:00', '+09:00', '21:00', '+09:00'],
    ['Australia/Sydney', '23:00', '+11:00', '22:00', '+10:00'], // southern summer in January
    ['UTC', '12:00', '+00:00', '12:00', '+00:00'],
  ])('%s: winter %s (%s), summer %s (%s)', (zone, winterTime, winterOffset, summerTime, summerOffset) => {
    expect(clockTime(inZone(WINTER, zone))).toBe(winterTime);
    expect(isoWithOffset(inZone(WINTER, zone))).toBe(`2026-01-15T${winterTime}:00${winterOffset === '+00:00' && zone === 'UTC' ? 'Z' : winterOffset}`);
    expect(clockTime(inZone(SUMMER, zone))).toBe(summerTime);
    expect(inZone(SUMMER, zone).toFormat('ZZ')).toBe(summerOffset);
  });

  it('names the local weekday, not the UTC one', () => {
    const lateMondayUtc = new Date('2026-03-02T23:30:00Z');
    expect(weekdayOf(inZone(lateMondayUtc, 'UTC'))).toBe('Mon');
    expect(weekdayOf(inZone(lateMondayUtc, 'Europe/Stockholm'))).toBe('Tue');
    expect(weekdayOf(inZone(new Date('2026-03-02T02:00:00Z'), 'America/New_York'))).toBe('Sun');
  });
});
