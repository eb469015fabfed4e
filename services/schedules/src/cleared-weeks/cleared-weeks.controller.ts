import { Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, assertSelf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import type { IsoWeek } from '@overlap/time';
import { isoWeekRange } from '@overlap/time/luxon';
import { assertWeekExists } from '../calendar/week-exists.rules';
import { ClearedWeeksView, WeekClearedView, WeekRestoredView } from '../events/calendar.views';
import { UserQuery, WeekQuery } from '../events/calendar-queries.dto';
import { CalendarReader } from '../occurrences/calendar-reader.service';
import { ClearedWeeksRepository } from './cleared-weeks.repository';

/**
 * Cleaning a week hides its occurrences of every source, now and after later syncs deliver them
 * again, until the user restores the week (docs/adr: schedules API additions).
 */
@ApiTags('calendar')
@Controller('api/events')
export class ClearedWeeksController {
  constructor(
    private readonly reader: CalendarReader,
    private readonly store: ClearedWeeksRepository,
  ) {}

  @Delete('clean')
  @ApiOperationOf('cleanWeek', WeekClearedView)
  async clean(@CurrentUser() caller: AuthenticatedUser, @Query() query: WeekQuery): Promise<WeekClearedView> {
    assertSelf(caller, query.userId);
    const week = assertWeekExists({ year: query.year, week: query.week });
    const hiddenCount = await this.countInWeek(caller.userId, week);
    await this.store.clear(caller.userId, week);
    return { message: `Schedule for Week ${week.week} has been cleared!`, week: week.week, year: week.year, hiddenCount };
  }

  @Post('restore')
  @HttpCode(200)
  @ApiOperationOf('restoreWeek', WeekRestoredView)
  async restore(@CurrentUser() caller: AuthenticatedUser, @Query() query: WeekQuery): Promise<WeekRestoredView> {
    assertSelf(caller, query.userId);
    const week = assertWeekExists({ year: query.year, week: query.week });
    const restored = await this.store.restore(caller.userId, week);
    const restoredCount = restored ? await this.countInWeek(caller.userId, week) : 0;
    const message = restored ? `Schedule for Week ${week.week} has been restored.` : `Week ${week.week} was not cleared.`;
    return { message, week: week.week, year: week.year, restored, restoredCount };
  }

  @Get('cleared-weeks')
  @ApiOperationOf('getClearedWeeks', ClearedWeeksView)
  async list(@CurrentUser() caller: AuthenticatedUser, @Query() query: UserQuery): Promise<ClearedWeeksView> {
    assertSelf(caller, query.userId);
    const weeks = await this.store.list(caller.userId);
    return {
      clearedWeeks: weeks.map((w) => {
        const range = isoWeekRange(w, 'UTC');
        return { week: w.week, year: w.year, weekStart: range.monday, weekEnd: range.sunday, clearedAt: w.clearedAt.toISOString() };
      }),
    };
  }

  /** Events the week view shows (or would show, were the week not cleared). */
  private async countInWeek(userId: string, week: IsoWeek): Promise<number> {
    const calendar = await this.reader.calendar(userId);
    const range = isoWeekRange(week, calendar.zone);
    return (await this.reader.pieces([calendar], range.start, range.end, { hideCleared: false })).get(userId)!.length;
  }
}
