import { DateTime, IANAZone } from 'luxon';
import { schedulesConfig } from '../config';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const isValidZone = (zone: string): boolean => IANAZone.isValidZone(zone);

/**
 * The zone answers are given in: the user's own, SPEC.md's default while identity has not told us
 * the user's zone, and UTC when the stored zone is not a valid IANA name (`onInvalid` logs it).
 */
export function resolveZone(zone: string | null | undefined, onInvalid?: (zone: string) => void): string {
  if (!zone) return schedulesConfig.defaultTimezone;
  if (isValidZone(zone)) return zone;
  onInvalid?.(zone);
  return 'UTC';
}

export const inZone = (instant: Date, zone: string): DateTime => DateTime.fromJSDate(instant, { zone });

/** 'HH:MM', 24-hour, in the DateTime's own zone. */
export const clockTime = (dt: DateTime): string => dt.toFormat('HH:mm');

/** Three-letter English weekday; fixed names, never the process locale. */
export const weekdayOf = (dt: DateTime): Weekday => WEEKDAYS[dt.weekday - 1]!;

/** ISO 8601 with the zone's offset, e.g. 2026-03-02T10:15:00+01:00. */
export const isoWithOffset = (dt: DateTime): string => dt.toISO({ suppressMilliseconds: true })!;
