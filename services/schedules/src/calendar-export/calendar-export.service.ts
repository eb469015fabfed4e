import { Injectable } from '@nestjs/common';
import { notFound } from '@overlap/platform';
import { DateTime } from 'luxon';
import { luxonZone } from '@overlap/time/luxon';
import { CalendarReader } from '../occurrences/calendar-reader.service';
import { SourcesRepository } from '../occurrences/sources.repository';
import { calendarIcs, occurrencesOf } from './calendar-ics.views';
import { CalendarExportsRepository, type CalendarExportState } from './calendar-exports.repository';
import { exportWindow } from './export-window.rules';

/**
 * The student's private calendar-export link (ADR 032): made, replaced and revoked with the session,
 * and the combined schedule it serves: every source, cleared weeks left out.
 */
@Injectable()
export class CalendarExportService {
  constructor(
    private readonly exports: CalendarExportsRepository,
    private readonly sources: SourcesRepository,
    private readonly reader: CalendarReader,
  ) {}

  state(userId: string): Promise<CalendarExportState | undefined> {
    return this.exports.state(userId);
  }

  /** A new link; the one before stops working at once. */
  async renew(userId: string): Promise<{ token: string; createdAt: Date }> {
    const made = await this.exports.renew(userId);
    if (!made) throw notFound('This account has been deleted.');
    return made;
  }

  /** Whether there was a link to revoke. */
  revoke(userId: string): Promise<boolean> {
    return this.exports.revoke(userId);
  }

  /** The export behind a token (its read noted); undefined for a token that is not, or no longer, issued. */
  async feed(token: string): Promise<string | undefined> {
    const owner = await this.exports.ownerOf(token);
    return owner ? this.ics(owner) : undefined;
  }

  /**
   * The calendar the link serves (its weeks around now); a data export passes `span`, the stored
   * calendar's own first and last moments, widened to at least the link's weeks.
   */
  async ics(userId: string, now = new Date(), span?: { first: Date | null; last: Date | null }): Promise<string> {
    const calendar = await this.reader.calendar(userId);
    const window = exportWindow(DateTime.fromJSDate(now, { zone: luxonZone(calendar.zone) }));
    const from = span?.first ? DateTime.min(window.from, DateTime.fromJSDate(span.first, { zone: luxonZone(calendar.zone) }).startOf('day')) : window.from;
    const to = span?.last
      ? DateTime.max(
          window.to,
          DateTime.fromJSDate(span.last, { zone: luxonZone(calendar.zone) })
            .plus({ days: 1 })
            .startOf('day'),
        )
      : window.to;
    // An occurrence is exported when the calendar shows any day of it: the same rule as GET /api/ics/events.
    const pieces = (await this.reader.pieces([calendar], from, to, { hideCleared: true })).get(userId)!;
    return calendarIcs(occurrencesOf(pieces), await this.sources.changedAt(userId), now);
  }
}
