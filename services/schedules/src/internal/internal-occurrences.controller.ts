import { Controller, Get, Query } from '@nestjs/common';
import { INTERNAL_OCCURRENCES_PATH, type InternalOccurrencesResponse } from '@overlap/contracts';
import { InternalCallers, Public } from '@overlap/platform';
import { parseWindow } from '../calendar/time-window.rules';
import { CalendarReader } from '../occurrences/calendar-reader.service';
import { comparisonEntries } from './comparison-entries.rules';
import { InternalOccurrencesQuery } from './internal-occurrences.dto';

/** For groups (schedule comparison) and presence (what a member's timetable says now); never routed by the gateway. */
@Controller(INTERNAL_OCCURRENCES_PATH)
@Public()
@InternalCallers('groups', 'presence')
export class InternalOccurrencesController {
  constructor(private readonly reader: CalendarReader) {}

  /** Up to 50 users' entries on the viewer's days [from, to), cleared weeks left out, one query for all. */
  @Get()
  async list(@Query() query: InternalOccurrencesQuery): Promise<InternalOccurrencesResponse> {
    const { from, to } = parseWindow(query.from, query.to, query.timeZone, { start: 'from', end: 'to' });
    const calendars = [...(await this.reader.calendars(query.userIds)).values()];
    const occurrences = await this.reader.occurrences(calendars, from, to);
    const viewer = { zone: query.timeZone, from, to };
    const users: InternalOccurrencesResponse['users'] = {};
    for (const c of calendars) users[c.userId] = { entries: comparisonEntries(occurrences.get(c.userId)!, c, viewer) };
    return { users };
  }
}
