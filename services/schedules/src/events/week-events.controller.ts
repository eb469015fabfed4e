import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, assertSelf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { assertWeekExists } from '../calendar/week-exists.rules';
import { CalendarEventsService } from './calendar-events.service';
import { toWeekView, WeekView } from './calendar.views';
import { WeekQuery } from './calendar-queries.dto';

@ApiTags('calendar')
@Controller('api/events')
export class WeekEventsController {
  constructor(private readonly calendar: CalendarEventsService) {}

  /** One ISO week of the caller's calendar in their zone; a cleared week answers no events. */
  @Get()
  @ApiOperationOf('getWeekEvents', WeekView)
  async week(@CurrentUser() caller: AuthenticatedUser, @Query() query: WeekQuery): Promise<WeekView> {
    assertSelf(caller, query.userId);
    const week = assertWeekExists({ year: query.year, week: query.week });
    return toWeekView(await this.calendar.week(caller.userId, week));
  }
}
