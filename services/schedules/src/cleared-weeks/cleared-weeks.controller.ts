import { Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, assertSelf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { assertWeekExists } from '../calendar/week-exists.rules';
import { UserQuery, WeekQuery } from '../events/calendar-queries.dto';
import { ClearedWeeksService } from './cleared-weeks.service';
import { ClearedWeeksView, toClearedWeeksView, WeekClearedView, weekClearedView, WeekRestoredView, weekRestoredView } from './cleared-weeks.views';

/** Cleaning and restoring weeks of the caller's calendar (docs/product/calendar.md). */
@ApiTags('calendar')
@Controller('api/events')
export class ClearedWeeksController {
  constructor(private readonly clearedWeeks: ClearedWeeksService) {}

  @Delete('clean')
  @ApiOperationOf('cleanWeek', WeekClearedView)
  async clean(@CurrentUser() caller: AuthenticatedUser, @Query() query: WeekQuery): Promise<WeekClearedView> {
    assertSelf(caller, query.userId);
    const week = assertWeekExists({ year: query.year, week: query.week });
    return weekClearedView(week, await this.clearedWeeks.clear(caller.userId, week));
  }

  @Post('restore')
  @HttpCode(200)
  @ApiOperationOf('restoreWeek', WeekRestoredView)
  async restore(@CurrentUser() caller: AuthenticatedUser, @Query() query: WeekQuery): Promise<WeekRestoredView> {
    assertSelf(caller, query.userId);
    const week = assertWeekExists({ year: query.year, week: query.week });
    const { restored, restoredCount } = await this.clearedWeeks.restore(caller.userId, week);
    return weekRestoredView(week, restored, restoredCount);
  }

  @Get('cleared-weeks')
  @ApiOperationOf('getClearedWeeks', ClearedWeeksView)
  async list(@CurrentUser() caller: AuthenticatedUser, @Query() query: UserQuery): Promise<ClearedWeeksView> {
    assertSelf(caller, query.userId);
    return toClearedWeeksView(await this.clearedWeeks.list(caller.userId));
  }
}
