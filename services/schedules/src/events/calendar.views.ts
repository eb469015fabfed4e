import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** An event of a range (GET /api/ics/events), in the user's zone (docs/product/calendar.md). */
export class ScheduleEventView {
  @ApiProperty() uid!: string;
  /** Unique per day piece: source, occurrence and, for multi-day occurrences, the date. */
  @ApiProperty() id!: string;
  @ApiProperty() summary!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'ISO 8601 with the offset of the user’s zone' }) start!: string;
  @ApiProperty() end!: string;
  @ApiProperty() location!: string;
  @ApiProperty() description!: string;
  @ApiProperty() day!: string;
  @ApiProperty({ example: '08:15' }) startTime!: string;
  @ApiProperty({ example: '10:00' }) endTime!: string;
  @ApiProperty() color!: string;
  @ApiProperty() type!: string;
  @ApiProperty() allDay!: boolean;
  @ApiProperty() sourceId!: string;
  @ApiProperty() sourceKind!: string;
}

export class ScheduleEventsView {
  @ApiProperty({ type: [ScheduleEventView] }) events!: ScheduleEventView[];
}

/** An event of a week (GET /api/events) (docs/product/calendar.md). */
export class WeeklyEventView {
  @ApiProperty() id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() weekday!: string;
  @ApiProperty({ description: 'Local date in the user’s zone, YYYY-MM-DD' }) date!: string;
  @ApiProperty({ example: '08:15' }) start_time!: string;
  @ApiProperty({ example: '10:00' }) end_time!: string;
  @ApiProperty() location!: string;
  @ApiProperty() type!: string;
  @ApiPropertyOptional() description?: string;
  @ApiPropertyOptional() allDay?: boolean;
  @ApiPropertyOptional() sourceId?: string;
}

export class WeekView {
  @ApiProperty() week!: number;
  @ApiProperty() year!: number;
  @ApiProperty() weekStart!: string;
  @ApiProperty() weekEnd!: string;
  /** The zone the answer is in: the user's zone as schedules knows it. */
  @ApiProperty() timezone!: string;
  @ApiProperty() cleared!: boolean;
  @ApiProperty({ type: [WeeklyEventView] }) events!: WeeklyEventView[];
}

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
