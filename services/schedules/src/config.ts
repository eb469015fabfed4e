/** Schedules' fixed rules (SPEC.md §3, §9 and the API limits in docs/adr). */
export const schedulesConfig = {
  /** SPEC.md §3: the time zone of a user identity has not told us about yet. */
  /** SPEC.md §3: colour of a feed event (feeds carry none). */
  defaultColor: 'bg-user-purple',
  /** Longest start..end window of GET /api/ics/events and /internal/occurrences. */
  maxWindowDays: 366,
  minYear: 2000,
  maxYear: 2100,
};
