import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, assertSelf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { CalendarEventsService } from './calendar-events.service';
import { IcsEventsQuery } from './calendar-queries.dto';
import { scheduleEventView, ScheduleEventsView } from './calendar.views';

@ApiTags('calendar')
@Controller('api/ics/events')
export class IcsEventsController {
  constructor(private readonly calendar: CalendarEventsService) {}

  /** Every day piece of the caller's occurrences within [start, end), cleared weeks left out. */
  @Get()
  @ApiOperationOf('getRangeEvents', ScheduleEventsView)
  async list(@CurrentUser() caller: AuthenticatedUser, @Query() query: IcsEventsQuery): Promise<ScheduleEventsView> {
    assertSelf(caller, query.userId);
    const pieces = await this.calendar.range(caller.userId, query.start, query.end);
    return { events: pieces.map(scheduleEventView) };
  }
}
