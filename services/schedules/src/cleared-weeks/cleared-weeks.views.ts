import { ApiProperty } from '@nestjs/swagger';
import type { IsoWeek } from '@overlap/time';
import { isoWeekRange } from '@overlap/time/luxon';
import type { ClearedWeek } from './cleared-weeks.repository';

export class ClearedWeekView {
  @ApiProperty() week!: number;
  @ApiProperty() year!: number;
  @ApiProperty() weekStart!: string;
  @ApiProperty() weekEnd!: string;
  @ApiProperty() clearedAt!: string;
}

export class ClearedWeeksView {
  @ApiProperty({ type: [ClearedWeekView] }) clearedWeeks!: ClearedWeekView[];
}

export class WeekClearedView {
  @ApiProperty() message!: string;
  @ApiProperty() week!: number;
  @ApiProperty() year!: number;
  @ApiProperty() hiddenCount!: number;
}

export class WeekRestoredView {
  @ApiProperty() message!: string;
  @ApiProperty() week!: number;
  @ApiProperty() year!: number;
  @ApiProperty() restored!: boolean;
  @ApiProperty() restoredCount!: number;
}

/** A week's Monday and Sunday are the same dates in every zone, so UTC serves. */
export const toClearedWeeksView = (weeks: ClearedWeek[]): ClearedWeeksView => ({
  clearedWeeks: weeks.map((w) => {
    const range = isoWeekRange(w, 'UTC');
    return { week: w.week, year: w.year, weekStart: range.monday, weekEnd: range.sunday, clearedAt: w.clearedAt.toISOString() };
  }),
});

export const weekClearedView = (week: IsoWeek, hiddenCount: number): WeekClearedView => ({
  message: `Schedule for Week ${week.week} has been cleared!`,
  week: week.week,
  year: week.year,
  hiddenCount,
});

export const weekRestoredView = (week: IsoWeek, restored: boolean, restoredCount: number): WeekRestoredView => ({
  message: restored ? `Schedule for Week ${week.week} has been restored.` : `Week ${week.week} was not cleared.`,
  week: week.week,
  year: week.year,
  restored,
  restoredCount,
});
