import type { DateTime } from 'luxon';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** 'HH:MM', 24-hour, in the DateTime's own zone (from its fields: toFormat is slow in hot loops). */
export const clockTime = (dt: DateTime): string => `${pad2(dt.hour)}:${pad2(dt.minute)}`;

/** 'YYYY-MM-DD' of the DateTime's local date. */
export const localDate = (dt: DateTime): string => `${dt.year}-${pad2(dt.month)}-${pad2(dt.day)}`;

/** Days since 1970-01-01 of the local date: calendar-day arithmetic without luxon Durations. */
export const dayNumber = (dt: DateTime): number => Date.UTC(dt.year, dt.month - 1, dt.day) / 86_400_000;

/** Three-letter English weekday; fixed names, never the process locale. */
export const weekdayOf = (dt: DateTime): Weekday => WEEKDAYS[dt.weekday - 1]!;

/** ISO 8601 with the zone's offset, e.g. 2026-03-02T10:15:00+01:00. */
export const isoWithOffset = (dt: DateTime): string => dt.toISO({ suppressMilliseconds: true })!;
