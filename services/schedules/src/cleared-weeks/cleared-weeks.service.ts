import { Injectable } from '@nestjs/common';
import type { IsoWeek } from '@overlap/time';
import { CalendarEventsService } from '../events/calendar-events.service';
import { ClearedWeeksRepository, type ClearedWeek } from './cleared-weeks.repository';

/**
 * Cleaning a week hides its occurrences of every source, now and after later syncs deliver them
 * again, until the user restores the week (docs/product/calendar.md).
 */
@Injectable()
export class ClearedWeeksService {
  constructor(
    private readonly calendar: CalendarEventsService,
    private readonly weeks: ClearedWeeksRepository,
  ) {}

  /** How many events the week hid. */
  async clear(userId: string, week: IsoWeek): Promise<number> {
    const hidden = await this.calendar.countInWeek(userId, week);
    await this.weeks.clear(userId, week);
    return hidden;
  }

  /** Whether the week had been cleared, and how many events it shows again. */
  async restore(userId: string, week: IsoWeek): Promise<{ restored: boolean; restoredCount: number }> {
    const restored = await this.weeks.restore(userId, week);
    return { restored, restoredCount: restored ? await this.calendar.countInWeek(userId, week) : 0 };
  }

  list(userId: string): Promise<ClearedWeek[]> {
    return this.weeks.list(userId);
  }
}
