import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, assertSelf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { weekKey } from '@overlap/time';
import { isoWeekRange } from '@overlap/time/luxon';
import { assertWeekExists } from '../calendar/week-exists.rules';
import { CalendarReader } from '../occurrences/calendar-reader.service';
import { byDayAndTime, weeklyEventView, WeekView } from './calendar.views';
import { WeekQuery } from './calendar-queries.dto';

@ApiTags('calendar')
@Controller('api/events')
export class WeekEventsController {
  constructor(private readonly reader: CalendarReader) {}

  /** One ISO week of the caller's calendar in their zone; a cleared week answers no events. */
  @Get()
  @ApiOperationOf('getWeekEvents', WeekView)
  async week(@CurrentUser() caller: AuthenticatedUser, @Query() query: WeekQuery): Promise<WeekView> {
    assertSelf(caller, query.userId);
    const week = assertWeekExists({ year: query.year, week: query.week });
    const calendar = await this.reader.calendar(caller.userId);
    const range = isoWeekRange(week, calendar.zone);
    const cleared = calendar.clearedWeekKeys.has(weekKey(week));
    const pieces = cleared ? [] : (await this.reader.pieces([calendar], range.start, range.end, { hideCleared: false })).get(caller.userId)!;
    return {
      week: week.week,
      year: week.year,
      weekStart: range.monday,
      weekEnd: range.sunday,
      timezone: calendar.zone,
      cleared,
      events: pieces.map(weeklyEventView).sort(byDayAndTime),
    };
  }
}
