import { Transform, Type } from 'class-transformer';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsDateString, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

export const MAX_MIGRATED_EVENTS = 1000;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** One event the browser kept in local storage (SPEC.md §7: "Local storage holds an all-events list"). */
export class LocalEventDto {
  @ApiProperty({ maxLength: 300 })
  @Transform(trim)
  @IsNotEmpty({ message: 'Each event needs a title' })
  @IsString({ message: 'Each event needs a title' })
  @MaxLength(300, { message: 'Event titles must be at most 300 characters' })
  readonly title!: string;

  @ApiProperty({ description: 'ISO 8601 date-time' })
  @IsNotEmpty({ message: 'Each event needs a start time' })
  @IsDateString({ strict: false }, { message: 'Each event needs a valid start time' })
  readonly start!: string;

  @ApiProperty({ description: 'ISO 8601 date-time' })
  @IsNotEmpty({ message: 'Each event needs an end time' })
  @IsDateString({ strict: false }, { message: 'Each event needs a valid end time' })
  readonly end!: string;

  @ApiPropertyOptional({ maxLength: 300 })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'An event location must be text' })
  @MaxLength(300, { message: 'Event locations must be at most 300 characters' })
  readonly location?: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'An event description must be text' })
  @MaxLength(2000, { message: 'Event descriptions must be at most 2,000 characters' })
  readonly description?: string;
}

/** POST /api/ics/subscriptions/migrate; the screen calls it on load, possibly with nothing to import. */
export class MigrateEventsDto {
  @ApiPropertyOptional({ type: [LocalEventDto], maxItems: MAX_MIGRATED_EVENTS })
  @IsOptional()
  @IsArray({ message: 'events must be a list' })
  @ArrayMaxSize(MAX_MIGRATED_EVENTS, { message: 'At most 1,000 events can be imported at once' })
  @ValidateNested({ each: true })
  @Type(() => LocalEventDto)
  readonly events?: LocalEventDto[];
}
