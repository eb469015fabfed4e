import { Injectable } from '@nestjs/common';
import type { InternalOccurrencesResponse } from '@overlap/contracts';
import { parseWindow } from '../calendar/time-window.rules';
import { CalendarReader } from '../occurrences/calendar-reader.service';
import { comparisonEntries } from './comparison-entries.rules';
import type { InternalOccurrencesQuery } from './internal-occurrences.dto';

/** Members' timetables for groups' comparison and presence's "in class now". */
@Injectable()
export class InternalOccurrencesService {
  constructor(private readonly reader: CalendarReader) {}

  /** Each user's entries on the viewer's days [from, to), cleared weeks left out; three queries for all users (settings, then occurrences and own events at once). */
  async entries(query: InternalOccurrencesQuery): Promise<InternalOccurrencesResponse['users']> {
    const { from, to } = parseWindow(query.from, query.to, query.timeZone, { start: 'from', end: 'to' });
    const calendars = [...(await this.reader.calendars(query.userIds)).values()];
    const occurrences = await this.reader.occurrences(calendars, from, to);
    const viewer = { zone: query.timeZone, from, to };
    const users: InternalOccurrencesResponse['users'] = {};
    for (const c of calendars)
      users[c.userId] = {
        entries: comparisonEntries(occurrences.get(c.userId)!, c, viewer, {
          ownersView: c.userId === query.viewerId,
          groupId: query.groupId,
        }),
      };
    return users;
  }
}
