import { ApiProperty } from '@nestjs/swagger';
import { DAY_NAMES, type ComparisonEntry, type DayName } from '@overlap/contracts';

/**
 * One timed (or all-day) entry of a member's week, in the viewer's zone: schedules' internal
 * entry passed on as it is, so the public answer is declared on the internal contract's type.
 */
export class ComparisonEntryView implements ComparisonEntry {
  @ApiProperty({ enum: DAY_NAMES }) dayOfWeek!: DayName;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ example: '08:15' }) startTime!: string;
  @ApiProperty({ example: '10:00' }) endTime!: string;
  @ApiProperty() title!: string;
  @ApiProperty() location!: string;
  @ApiProperty() type!: string;
  @ApiProperty() allDay!: boolean;
  @ApiProperty({ description: 'False for events shown but never busy (transparent events, deadlines): free time ignores them' }) busy!: boolean;
}

export class ComparedUserView {
  @ApiProperty() id!: string;
  @ApiProperty() displayName!: string;
  @ApiProperty() initials!: string;
  @ApiProperty({ description: 'The member’s colour in this group' }) color!: string;
}

export class ComparedMemberView {
  @ApiProperty() user!: ComparedUserView;
  @ApiProperty({ type: [ComparisonEntryView] }) schedules!: ComparisonEntryView[];
}

export class FreeSlotView {
  @ApiProperty({ enum: DAY_NAMES }) dayOfWeek!: DayName;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty() startTime!: string;
  @ApiProperty() endTime!: string;
  @ApiProperty() minutes!: number;
}

/** How many of the compared members are free in one half hour. */
export class HeatCellView {
  @ApiProperty({ enum: DAY_NAMES }) dayOfWeek!: DayName;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty() startTime!: string;
  @ApiProperty() endTime!: string;
  @ApiProperty() free!: number;
  @ApiProperty() total!: number;
}

export class GridHoursView {
  @ApiProperty() startHour!: number;
  @ApiProperty() endHour!: number;
}

export class FreeTimeWindowView {
  @ApiProperty() startTime!: string;
  @ApiProperty() endTime!: string;
  @ApiProperty() startMinute!: number;
  @ApiProperty() endMinute!: number;
}

/** The answer of POST /api/study-groups/{id}/compare-schedules (ADR 007). */
export class ComparisonView {
  @ApiProperty({ description: 'A group id, or personal-schedule' }) groupId!: string;
  @ApiProperty() week!: number;
  @ApiProperty() year!: number;
  @ApiProperty({ format: 'date' }) weekStart!: string;
  @ApiProperty({ format: 'date' }) weekEnd!: string;
  @ApiProperty({ description: 'The viewer’s zone, which every entry is in' }) timezone!: string;
  @ApiProperty() gridHours!: GridHoursView;
  @ApiProperty({ type: [ComparedMemberView] }) members!: ComparedMemberView[];
  @ApiProperty({ type: [String] }) includedMemberIds!: string[];
  @ApiProperty() minMinutes!: number;
  @ApiProperty({ description: 'The hours free time is looked for in (chosen, 08:00–20:00 by default); gridHours covers them' })
  freeTimeWindow!: FreeTimeWindowView;
  @ApiProperty({ description: 'Whether weekend free time is listed (after every weekday slot)' }) weekends!: boolean;
  @ApiProperty({ type: [FreeSlotView], description: 'Weekdays first, longest then earliest; then the weekend when asked for' }) freeSlots!: FreeSlotView[];
  @ApiProperty({ type: [HeatCellView] }) heat!: HeatCellView[];
}
