import { Inject, Injectable } from '@nestjs/common';
import { LOGGER } from '@overlap/platform';
import { resolveTimeZone, weekKey } from '@overlap/time';
import { luxonZone } from '@overlap/time/luxon';
import type { DateTime } from 'luxon';
import type pino from 'pino';
import { daySegments, type DaySegment } from '../calendar/day-segments.rules';
import type { StoredOccurrence } from './occurrence-rows.rules';
import { OccurrencesRepository } from './occurrences.repository';
import { ownEventOccurrences } from './own-occurrences.rules';
import { sessionOccurrence } from './session-occurrences.rules';

/** What every view of a user's calendar needs: the zone to answer in and the weeks they cleared. */
export interface UserCalendar {
  userId: string;
  zone: string;
  clearedWeekKeys: Set<number>;
}

/** One day's piece of an occurrence, as the views show it. */
export interface CalendarPiece {
  occurrence: StoredOccurrence;
  segment: DaySegment;
}

@Injectable()
export class CalendarReader {
  private readonly warnedZones = new Set<string>();

  constructor(
    private readonly repository: OccurrencesRepository,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  async calendars(userIds: string[]): Promise<Map<string, UserCalendar>> {
    const settings = await this.repository.calendarSettings(userIds);
    const out = new Map<string, UserCalendar>();
    for (const userId of userIds) {
      const s = settings.get(userId);
      const zone = resolveTimeZone(s?.timezone, (bad) => this.warnInvalidZone(userId, bad));
      out.set(userId, { userId, zone, clearedWeekKeys: new Set(s?.clearedWeekKeys ?? []) });
    }
    return out;
  }

  async calendar(userId: string): Promise<UserCalendar> {
    return (await this.calendars([userId])).get(userId)!;
  }

  /**
   * The day pieces of every occurrence of these users within [from, to), in each user's zone,
   * optionally without the pieces of weeks the user cleared. Two queries for all users, run at once (occurrences, own events).
   */
  async pieces(calendars: UserCalendar[], from: DateTime, to: DateTime, options: { hideCleared: boolean }): Promise<Map<string, CalendarPiece[]>> {
    const occurrences = await this.occurrences(calendars, from, to);
    const out = new Map<string, CalendarPiece[]>();
    for (const calendar of calendars) {
      const clip = { from: from.setZone(luxonZone(calendar.zone)), to: to.setZone(luxonZone(calendar.zone)) };
      const pieces: CalendarPiece[] = [];
      for (const occurrence of occurrences.get(calendar.userId)!) {
        for (const segment of daySegments(occurrence, calendar.zone, clip)) {
          if (options.hideCleared && isCleared(calendar, segment.start)) continue;
          pieces.push({ occurrence, segment });
        }
      }
      out.set(calendar.userId, pieces.sort(byStart));
    }
    return out;
  }

  /**
   * The occurrences of these users that may touch [from, to), by user: their sources' (one query)
   * their own events' weeks and the study sessions they have not declined (one more each), so every
   * view, export and comparison shows all three.
   */
  async occurrences(calendars: UserCalendar[], from: DateTime, to: DateTime): Promise<Map<string, StoredOccurrence[]>> {
    const userIds = calendars.map((c) => c.userId);
    const [found, own, sessions] = await Promise.all([
      this.repository.overlapping(userIds, from.toJSDate(), to.toJSDate()),
      this.repository.ownEventsOverlapping(userIds, from.toJSDate(), to.toJSDate()),
      this.repository.sessionsOverlapping(userIds, from.toJSDate(), to.toJSDate()),
    ]);
    const out = new Map<string, StoredOccurrence[]>(calendars.map((c) => [c.userId, []]));
    for (const occurrence of found) out.get(occurrence.userId)!.push(occurrence);
    for (const event of own) out.get(event.userId)!.push(...ownEventOccurrences(event, from.toJSDate(), to.toJSDate()));
    for (const session of sessions) out.get(session.userId)!.push(sessionOccurrence(session));
    return out;
  }

  private warnInvalidZone(userId: string, zone: string) {
    if (this.warnedZones.has(zone)) return;
    this.warnedZones.add(zone);
    this.logger.warn({ userId, zone }, 'stored time zone is not a valid IANA zone; answering in UTC');
  }
}

/** Whether the user cleared the ISO week of this local date-time (the week of its own date). */
export const isCleared = (calendar: UserCalendar, local: DateTime): boolean =>
  calendar.clearedWeekKeys.has(weekKey({ year: local.weekYear, week: local.weekNumber }));

const byStart = (a: CalendarPiece, b: CalendarPiece) =>
  a.segment.start.toMillis() - b.segment.start.toMillis() ||
  a.segment.end.toMillis() - b.segment.end.toMillis() ||
  a.occurrence.title.localeCompare(b.occurrence.title) ||
  a.occurrence.occurrenceId.localeCompare(b.occurrence.occurrenceId);
