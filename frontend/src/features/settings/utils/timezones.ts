import { DEFAULT_TIMEZONE } from '@overlap/time';

/** The time zones the settings screen offers, the default first. */
export const TIMEZONES = [
  DEFAULT_TIMEZONE,
  'Europe/Copenhagen',
  'Europe/Oslo',
  'Europe/Helsinki',
  'Atlantic/Reykjavik',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Rome',
  'Europe/Amsterdam',
  'Europe/Zurich',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Australia/Sydney',
  'UTC',
] as const;

/** "Europe/Copenhagen (GMT+1)": the zone and its offset now, in the interface language. */
export function timezoneLabel(zone: string, locale: string, now = new Date()): string {
  try {
    const offset = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(now)
      .find((p) => p.type === 'timeZoneName')?.value;
    return offset ? `${zone.replace(/_/g, ' ')} (${offset})` : zone;
  } catch {
    return zone;
  }
}
