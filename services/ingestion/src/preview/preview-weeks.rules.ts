import { addDays, isoWeekAt, isoWeekInZone, mondayOfIsoWeek, shiftIsoWeek, wallClockAt, type CalendarDate, type IsoWeek } from '@overlap/time';
import type { Occurrence } from '@overlap/ical';

/** How many weeks a preview shows: enough to see the pattern repeat, few enough to read on a phone. */
export const PREVIEW_WEEKS = 3;

export interface PreviewEvent {
  title: string;
  location: string;
  type: string;
  date: CalendarDate;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** 'HH:MM' in the preview's zone; '' for an all-day event. */
  start: string;
  end: string;
  allDay: boolean;
}

export interface PreviewWeek extends IsoWeek {
  monday: CalendarDate;
  events: PreviewEvent[];
}

export interface FeedPreview {
  timezone: string;
  /** Occurrences from the start of this week to the end of the horizon. */
  upcomingCount: number;
  weeks: PreviewWeek[];
}

/**
 * The first weeks a student would see after saving: from this week on (in their zone), starting
 * at the first week that has anything, so a timetable published before term shows term's first
 * weeks rather than empty ones. Weeks after the first are shown even when empty (a reading week
 * is part of the picture).
 */
export function previewWeeks(occurrences: readonly Occurrence[], zone: string, now: Date): FeedPreview {
  const thisWeek = isoWeekInZone(isoWeekAt(now, zone), zone);
  const upcoming = occurrences.filter((o) => o.end > thisWeek.start).sort((a, b) => +a.start - +b.start || a.title.localeCompare(b.title));
  if (!upcoming.length) return { timezone: zone, upcomingCount: 0, weeks: [] };
  const first = upcoming[0]!;
  const firstWeek = first.start < thisWeek.start ? isoWeekAt(thisWeek.start, zone) : isoWeekAt(first.start, zone);
  const weeks: PreviewWeek[] = [];
  for (let i = 0; i < PREVIEW_WEEKS; i++) {
    const week = shiftIsoWeek(firstWeek, i);
    const range = isoWeekInZone(week, zone);
    const events = upcoming
      .filter((o) => (o.allDay ? allDayOverlaps(o, range.monday) : o.start < range.end && o.end > range.start))
      .map((o) => toPreviewEvent(o, zone, range.start));
    weeks.push({ ...week, monday: mondayOfIsoWeek(week), events });
  }
  return { timezone: zone, upcomingCount: upcoming.length, weeks };
}

// All-day dates are calendar dates (midnight UTC), the same in every zone.
function allDayOverlaps(o: Occurrence, monday: CalendarDate): boolean {
  const first = o.start.toISOString().slice(0, 10);
  const last = o.end.toISOString().slice(0, 10);
  return first < addDays(monday, 7) && last > monday;
}

function toPreviewEvent(o: Occurrence, zone: string, weekStart: Date): PreviewEvent {
  const base = { title: o.title, location: o.location, type: o.eventType };
  if (o.allDay) {
    const date = o.start.toISOString().slice(0, 10);
    return { ...base, date, weekday: wallClockAt(Date.parse(`${date}T12:00:00Z`), 'UTC').weekday, start: '', end: '', allDay: true };
  }
  // A class that began the week before (overnight) is shown from the week's first minute.
  const start = wallClockAt(o.start < weekStart ? weekStart : o.start, zone);
  const end = wallClockAt(o.end, zone);
  return { ...base, date: start.date, weekday: start.weekday, start: start.time, end: end.date === start.date ? end.time : '23:59', allDay: false };
}
