import { Transform, Type } from 'class-transformer';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CALENDAR_YEARS, IsAfter, IsCalendarDate, Omittable } from '@overlap/platform';
import { ArrayMaxSize, IsArray, IsDateString, IsNotEmpty, IsString, MaxLength, ValidateNested } from 'class-validator';

export const MAX_MIGRATED_EVENTS = 1000;

const START_WINDOW = `Each event needs a start time in the years ${CALENDAR_YEARS.min} to ${CALENDAR_YEARS.max}`;
const END_WINDOW = `Each event needs an end time in the years ${CALENDAR_YEARS.min} to ${CALENDAR_YEARS.max}`;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** One event an earlier version of the app kept in the browser's local storage (docs/product/calendar-feeds.md). */
export class LocalEventDto {
  @ApiProperty({ maxLength: 300 })
  @Transform(trim)
  @IsNotEmpty({ message: 'Each event needs a title' })
  @IsString({ message: 'Each event needs a title' })
  @MaxLength(300, { message: 'Event titles must be at most 300 characters' })
  readonly title!: string;

  @ApiProperty({ description: `ISO 8601 date-time, in the years ${CALENDAR_YEARS.min} to ${CALENDAR_YEARS.max}` })
  @IsNotEmpty({ message: 'Each event needs a start time' })
  @IsDateString({ strict: false }, { message: 'Each event needs a valid start time' })
  @IsCalendarDate(START_WINDOW)
  readonly start!: string;

  @ApiProperty({ description: 'ISO 8601 date-time, after start' })
  @IsNotEmpty({ message: 'Each event needs an end time' })
  @IsDateString({ strict: false }, { message: 'Each event needs a valid end time' })
  @IsCalendarDate(END_WINDOW)
  @IsAfter('start', 'Each event must end after it starts')
  readonly end!: string;

  @ApiPropertyOptional({ maxLength: 300 })
  @Omittable()
  @Transform(trim)
  @IsString({ message: 'An event location must be text' })
  @MaxLength(300, { message: 'Event locations must be at most 300 characters' })
  readonly location?: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @Omittable()
  @Transform(trim)
  @IsString({ message: 'An event description must be text' })
  @MaxLength(2000, { message: 'Event descriptions must be at most 2,000 characters' })
  readonly description?: string;
}

/** POST /api/ics/subscriptions/migrate; the screen calls it on load, possibly with nothing to import. */
export class MigrateEventsDto {
  @ApiPropertyOptional({ type: [LocalEventDto], maxItems: MAX_MIGRATED_EVENTS })
  @Omittable()
  @IsArray({ message: 'events must be a list' })
  @ArrayMaxSize(MAX_MIGRATED_EVENTS, { message: 'At most 1,000 events can be imported at once' })
  @ValidateNested({ each: true, message: 'events must be a list of events' })
  @Type(() => LocalEventDto)
  readonly events?: LocalEventDto[];
}
