import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { byClockTime } from '../calendar/hhmm-slot.rules';
import { isoWithOffset } from '../calendar/local-time.rules';
import { schedulesConfig } from '../config';
import type { CalendarPiece } from '../occurrences/calendar-reader.service';
import { isOwnOccurrence } from '../occurrences/own-occurrences.rules';
import { isSessionOccurrence } from '../occurrences/session-occurrences.rules';
import type { CalendarWeek } from './calendar-events.service';

/** Which study session an event is, and the student's answer (the calendar draws maybe and unanswered ones apart). */
export class SessionRefView {
  @ApiProperty() sessionId!: string;
  @ApiProperty() groupId!: string;
  @ApiProperty() groupName!: string;
  @ApiProperty({ enum: ['none', 'going', 'maybe'] }) answer!: 'none' | 'going' | 'maybe';
}

/** An event of a range (GET /api/ics/events), in the user's zone (docs/product/calendar.md). */
export class ScheduleEventView {
  @ApiProperty() uid!: string;
  /** Unique per day piece: source, occurrence and, for multi-day occurrences, the date. */
  @ApiProperty() id!: string;
  @ApiProperty() summary!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'ISO 8601 with the offset of the user’s zone' }) start!: string;
  @ApiProperty() end!: string;
  @ApiProperty() location!: string;
  @ApiProperty() description!: string;
  @ApiProperty() day!: string;
  @ApiProperty({ example: '08:15' }) startTime!: string;
  @ApiProperty({ example: '10:00' }) endTime!: string;
  @ApiProperty() color!: string;
  @ApiProperty() type!: string;
  @ApiProperty() allDay!: boolean;
  @ApiProperty() sourceId!: string;
  @ApiProperty() sourceKind!: string;
  @ApiPropertyOptional({ description: 'The student’s own event this is a week of (sourceId "own")' }) ownEventId?: string;
  @ApiPropertyOptional({ type: () => SessionRefView, description: 'The study session this is (sourceId "session")' }) session?: SessionRefView;
}

export class ScheduleEventsView {
  @ApiProperty({ type: [ScheduleEventView] }) events!: ScheduleEventView[];
}

/** An event of a week (GET /api/events) (docs/product/calendar.md). */
export class WeeklyEventView {
  @ApiProperty() id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() weekday!: string;
  @ApiProperty({ description: 'Local date in the user’s zone, YYYY-MM-DD' }) date!: string;
  @ApiProperty({ example: '08:15' }) start_time!: string;
  @ApiProperty({ example: '10:00' }) end_time!: string;
  @ApiProperty() location!: string;
  @ApiProperty() type!: string;
  @ApiPropertyOptional() description?: string;
  @ApiPropertyOptional() allDay?: boolean;
  @ApiPropertyOptional() sourceId?: string;
  @ApiPropertyOptional({ description: 'The student’s own event this is a week of (sourceId "own")' }) ownEventId?: string;
  @ApiPropertyOptional({ type: () => SessionRefView, description: 'The study session this is (sourceId "session")' }) session?: SessionRefView;
}

export class WeekView {
  @ApiProperty() week!: number;
  @ApiProperty() year!: number;
  @ApiProperty() weekStart!: string;
  @ApiProperty() weekEnd!: string;
  /** The zone the answer is in: the user's zone as schedules knows it. */
  @ApiProperty() timezone!: string;
  @ApiProperty() cleared!: boolean;
  @ApiProperty({ type: [WeeklyEventView] }) events!: WeeklyEventView[];
}

/**
 * Unique per piece: occurrence ids (event UID + original start) are scoped by their source, since
 * one user may subscribe to the same feed twice; pieces of multi-day occurrences add their date.
 */
export const pieceId = ({ occurrence: o, segment: s }: CalendarPiece): string => `${o.sourceId}:${o.occurrenceId}${s.count > 1 ? `#${s.date}` : ''}`;

const ownEventRef = (o: CalendarPiece['occurrence']) => {
  if (isOwnOccurrence(o)) return { ownEventId: o.own.eventId };
  if (isSessionOccurrence(o))
    return { session: { sessionId: o.session.sessionId, groupId: o.session.groupId, groupName: o.session.groupName, answer: o.session.answer } };
  return {};
};

/** A day piece as an event of a range. */
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
    ...ownEventRef(o),
  };
}

/** A day piece as an event of a week. */
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
    ...ownEventRef(o),
  };
}

/** Day by day, then by clock time (HH:MM compared as numbers). */
export const byDayAndTime = (a: WeeklyEventView, b: WeeklyEventView): number =>
  a.date.localeCompare(b.date) ||
  byClockTime({ startTime: a.start_time, endTime: a.end_time }, { startTime: b.start_time, endTime: b.end_time }) ||
  a.title.localeCompare(b.title);

export const toWeekView = (w: CalendarWeek): WeekView => ({
  week: w.week.week,
  year: w.week.year,
  weekStart: w.monday,
  weekEnd: w.sunday,
  timezone: w.zone,
  cleared: w.cleared,
  events: w.pieces.map(weeklyEventView).sort(byDayAndTime),
});
