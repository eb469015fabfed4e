import { addDays, dateToUtcMs, mondayOf, utcMsToDate } from '@overlap/time';
/** One concrete meeting of a class, expanded from its source (the proto's Occurrence, with Dates). */
export interface Occurrence {
  /** Stable per occurrence: UID plus original start, so overrides replace what they name. */
  occurrenceId: string;
  uid: string;
  title: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  allDay: boolean;
  /** IANA zone the source expressed the event in; '' for UTC, floating and all-day times. */
  sourceTimezone: string;
  eventType: string;
  /** Shown, never busy (TRANSP:TRANSPARENT, zero-length deadlines); absent means busy. */
  transparent?: boolean;
}

/** The window occurrences are expanded over; [start, end). */
export interface Horizon {
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;
export const HORIZON_WEEKS_BACK = 8;
export const HORIZON_WEEKS_AHEAD = 26;

/**
 * The rolling horizon around `now`: 26 weeks ahead, and back to the Monday of the week 8 weeks
 * ago, so the oldest week a student can open is whole (issue 30: starting exactly 56 days back
 * left a Saturday's oldest week with Monday to Friday empty). A day more before that Monday
 * covers zones ahead of UTC, whose Monday starts on Sunday in UTC. Whole UTC days.
 */
export function horizonAround(now: Date): Horizon {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const weeksBack = utcMsToDate(today - HORIZON_WEEKS_BACK * 7 * DAY_MS);
  const start = dateToUtcMs(addDays(mondayOf(weeksBack), -1));
  return { start: new Date(start), end: new Date(today + (HORIZON_WEEKS_AHEAD * 7 + 1) * DAY_MS) };
}
