import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, assertSelf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { parseWindow } from '../calendar/time-window.rules';
import { CalendarReader } from '../occurrences/calendar-reader.service';
import { IcsEventsQuery } from './calendar-queries.dto';
import { scheduleEventView, ScheduleEventsView } from './calendar.views';

@ApiTags('calendar')
@Controller('api/ics/events')
export class IcsEventsController {
  constructor(private readonly reader: CalendarReader) {}

  /** Every day piece of the caller's occurrences within [start, end), cleared weeks left out. */
  @Get()
  @ApiOperationOf('getRangeEvents', ScheduleEventsView)
  async list(@CurrentUser() caller: AuthenticatedUser, @Query() query: IcsEventsQuery): Promise<ScheduleEventsView> {
    assertSelf(caller, query.userId);
    const calendar = await this.reader.calendar(caller.userId);
    const { from, to } = parseWindow(query.start, query.end, calendar.zone);
    const pieces = (await this.reader.pieces([calendar], from, to, { hideCleared: true })).get(caller.userId)!;
    return { events: pieces.map(scheduleEventView) };
  }
}
