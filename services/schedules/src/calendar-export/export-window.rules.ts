import type { DateTime } from 'luxon';

/**
 * ADR 032: the export covers whole ISO weeks of the user's zone, from four weeks before the current
 * week to 26 weeks after it — the recent past a calendar app keeps showing, and a term ahead.
 */
export const EXPORT_WEEKS = { back: 4, ahead: 26 } as const;

/** [from, to) of the export at `now`, a local Monday midnight to a local Monday midnight. */
export function exportWindow(now: DateTime): { from: DateTime; to: DateTime } {
  const monday = now.startOf('week', { useLocaleWeeks: false });
  return { from: monday.minus({ weeks: EXPORT_WEEKS.back }), to: monday.plus({ weeks: EXPORT_WEEKS.ahead + 1 }) };
}
