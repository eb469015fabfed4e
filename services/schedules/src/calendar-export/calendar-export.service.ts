import { Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import { luxonZone } from '@overlap/time/luxon';
import { DataSource } from 'typeorm';
import { CalendarReader } from '../occurrences/calendar-reader.service';
import { calendarIcs, occurrencesOf } from './calendar-ics.views';
import { exportWindow } from './export-window.rules';

/** The user's combined schedule as the export serves it: every source, cleared weeks left out. */
@Injectable()
export class CalendarExportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reader: CalendarReader,
  ) {}

  async ics(userId: string, now = new Date()): Promise<string> {
    const calendar = await this.reader.calendar(userId);
    const { from, to } = exportWindow(DateTime.fromJSDate(now, { zone: luxonZone(calendar.zone) }));
    // An occurrence is exported when the calendar shows any day of it: the same rule as GET /api/ics/events.
    const pieces = (await this.reader.pieces([calendar], from, to, { hideCleared: true })).get(userId)!;
    return calendarIcs(occurrencesOf(pieces), await this.sourceChangedAt(userId), now);
  }

  private async sourceChangedAt(userId: string): Promise<Map<string, Date>> {
    const rows: { source_id: string; updated_at: Date }[] = await this.dataSource.query(`SELECT source_id, updated_at FROM sources WHERE user_id = $1`, [
      userId,
    ]);
    return new Map(rows.map((r) => [r.source_id, r.updated_at]));
  }
}
