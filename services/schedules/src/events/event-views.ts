import { byClockTime } from '../calendar/hhmm-slot';
import { isoWithOffset } from '../calendar/local-time';
import { schedulesConfig } from '../config';
import type { CalendarPiece } from '../occurrences/calendar-reader.service';
import type { ScheduleEventView, WeeklyEventView } from './calendar.views';

/**
 * Unique per piece: occurrence ids (event UID + original start) are scoped by their source, since
 * one user may subscribe to the same feed twice; pieces of multi-day occurrences add their date.
 */
export const pieceId = ({ occurrence: o, segment: s }: CalendarPiece): string => `${o.sourceId}:${o.occurrenceId}${s.count > 1 ? `#${s.date}` : ''}`;

/** An event of a range (GET /api/ics/events), in the user's zone (docs/product/calendar.md). */
export function scheduleEventView(piece: CalendarPiece): ScheduleEventView {
  const { occurrence: o, segment: s } = piece;
  return {
    uid: o.uid,
    id: pieceId(piece),
    summary: o.title,
    title: o.title,
    start: isoWithOffset(s.start),
    end: isoWithOffset(s.end),
    location: o.location,
    description: o.description,
    day: s.weekday,
    startTime: s.startTime,
    endTime: s.endTime,
    color: schedulesConfig.defaultColor,
    type: o.eventType,
    allDay: s.allDay,
    sourceId: o.sourceId,
    sourceKind: o.sourceKind,
  };
}

/** An event of a week (GET /api/events) (docs/product/calendar.md). */
export function weeklyEventView(piece: CalendarPiece): WeeklyEventView {
  const { occurrence: o, segment: s } = piece;
  return {
    id: pieceId(piece),
    title: o.title,
    weekday: s.weekday,
    date: s.date,
    start_time: s.startTime,
    end_time: s.endTime,
    location: o.location,
    type: o.eventType,
    description: o.description,
    allDay: s.allDay,
    sourceId: o.sourceId,
  };
}

/** Day by day, then by clock time (HH:MM compared as numbers). */
export const byDayAndTime = (a: WeeklyEventView, b: WeeklyEventView): number =>
  a.date.localeCompare(b.date) ||
  byClockTime({ startTime: a.start_time, endTime: a.end_time }, { startTime: b.start_time, endTime: b.end_time }) ||
  a.title.localeCompare(b.title);
