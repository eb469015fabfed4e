import { Injectable } from '@nestjs/common';
import { jsonFile, type DataExportPart } from '@overlap/contracts';
import { CalendarExportService } from '../calendar-export/calendar-export.service';
import { DataExportRepository } from './data-export.repository';

/** Schedules' part of a student's data export: the stored rows, and the whole calendar rendered as the private link renders it. */
@Injectable()
export class DataExportService {
  constructor(
    private readonly rows: DataExportRepository,
    private readonly calendar: CalendarExportService,
  ) {}

  async part(userId: string): Promise<DataExportPart> {
    const [occurrences, sources, clearedWeeks, calendarLink, ownEvents, ics] = await Promise.all([
      this.rows.occurrences(userId),
      this.rows.sources(userId),
      this.rows.clearedWeeks(userId),
      this.rows.calendarLink(userId),
      this.rows.ownEvents(userId),
      // Every stored class, not only the link's weeks around now.
      this.rows.span(userId).then((span) => this.calendar.ics(userId, new Date(), span)),
    ]);
    return {
      files: [
        jsonFile('occurrences.json', occurrences),
        jsonFile('sources.json', sources),
        jsonFile('cleared-weeks.json', clearedWeeks),
        jsonFile('calendar-link.json', calendarLink),
        jsonFile('own-events.json', ownEvents),
        { name: 'calendar.ics', content: ics },
      ],
    };
  }
}
