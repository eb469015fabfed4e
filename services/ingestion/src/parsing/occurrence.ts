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

/** The rolling horizon around `now`: 8 weeks back, 26 weeks ahead, whole UTC days. */
export function horizonAround(now: Date): Horizon {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return { start: new Date(today - HORIZON_WEEKS_BACK * 7 * DAY_MS), end: new Date(today + (HORIZON_WEEKS_AHEAD * 7 + 1) * DAY_MS) };
}
