import type { PreviewEvent } from '../api/onboarding-api';

/** A week's events by the date they start on, days in order, all-day events first within a day. */
export function eventsByDay(events: readonly PreviewEvent[]): [string, PreviewEvent[]][] {
  const days = new Map<string, PreviewEvent[]>();
  for (const e of events) days.set(e.date, [...(days.get(e.date) ?? []), e]);
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => [date, [...list].sort((a, b) => Number(b.allDay) - Number(a.allDay) || a.start.localeCompare(b.start))]);
}
