import { Inject, Injectable } from '@nestjs/common';
import { LOGGER } from '@overlap/platform';
import { resolveTimeZone, weekKey } from '@overlap/time';
import { luxonZone } from '@overlap/time/luxon';
import type { DateTime } from 'luxon';
import type pino from 'pino';
import { DataSource } from 'typeorm';
import { daySegments, type DaySegment } from '../calendar/day-segments';
import { calendarSettings, overlappingOccurrences, type StoredOccurrence } from './occurrence-reads';

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
    private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  async calendars(userIds: string[]): Promise<Map<string, UserCalendar>> {
    const settings = await calendarSettings(this.dataSource, userIds);
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
   * optionally without the pieces of weeks the user cleared. One query for all users.
   */
  async pieces(calendars: UserCalendar[], from: DateTime, to: DateTime, options: { hideCleared: boolean }): Promise<Map<string, CalendarPiece[]>> {
    const occurrences = await overlappingOccurrences(
      this.dataSource,
      calendars.map((c) => c.userId),
      from.toJSDate(),
      to.toJSDate(),
    );
    const out = new Map<string, CalendarPiece[]>(calendars.map((c) => [c.userId, []]));
    const byUser = new Map(calendars.map((c) => [c.userId, c]));
    const clips = new Map(calendars.map((c) => [c.userId, { from: from.setZone(luxonZone(c.zone)), to: to.setZone(luxonZone(c.zone)) }]));
    for (const occurrence of occurrences) {
      const calendar = byUser.get(occurrence.userId)!;
      const clip = clips.get(calendar.userId)!;
      for (const segment of daySegments(occurrence, calendar.zone, clip)) {
        const week = { year: segment.start.weekYear, week: segment.start.weekNumber }; // ISO week of the piece's local date
        if (options.hideCleared && calendar.clearedWeekKeys.has(weekKey(week))) continue;
        out.get(occurrence.userId)!.push({ occurrence, segment });
      }
    }
    for (const list of out.values()) list.sort(byStart);
    return out;
  }

  private warnInvalidZone(userId: string, zone: string) {
    if (this.warnedZones.has(zone)) return;
    this.warnedZones.add(zone);
    this.logger.warn({ userId, zone }, 'stored time zone is not a valid IANA zone; answering in UTC');
  }
}

const byStart = (a: CalendarPiece, b: CalendarPiece) =>
  a.segment.start.toMillis() - b.segment.start.toMillis() ||
  a.segment.end.toMillis() - b.segment.end.toMillis() ||
  a.occurrence.title.localeCompare(b.occurrence.title) ||
  a.occurrence.occurrenceId.localeCompare(b.occurrence.occurrenceId);
