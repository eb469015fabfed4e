import { Transform } from 'class-transformer';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsCalendarDate, Omittable } from '@overlap/platform';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsIsoDateTime, Required } from '../events/calendar-queries.dto';
import { OWN_EVENT_LIMITS, OwnEventMessages } from './own-events.errors';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
// One line: no control character at all, not even a tab or a line break (the input guard lets those through).
const ONE_LINE = /^[^\p{Cc}]*$/u;

/** POST /api/events/own and PUT /api/events/own/{id}: the whole event (docs/product/calendar.md). */
export class OwnEventDto {
  @ApiProperty({ maxLength: OWN_EVENT_LIMITS.title, example: 'Café shift' })
  @IsString({ message: OwnEventMessages.titleRequired })
  @IsNotEmpty({ message: OwnEventMessages.titleRequired })
  @MaxLength(OWN_EVENT_LIMITS.title, { message: OwnEventMessages.titleTooLong })
  @Matches(ONE_LINE, { message: OwnEventMessages.titleControl })
  @Transform(trim)
  readonly title!: string;

  @ApiProperty({ description: 'ISO 8601 date-time; without an offset it is read in the student’s zone', example: '2026-03-02T17:00:00+01:00' })
  @Required(OwnEventMessages.start)
  @IsIsoDateTime('start')
  readonly start!: string;

  @ApiProperty({ description: 'ISO 8601 date-time after start, at most 12 hours later', example: '2026-03-02T21:00:00+01:00' })
  @Required(OwnEventMessages.end)
  @IsIsoDateTime('end')
  readonly end!: string;

  @ApiPropertyOptional({ maxLength: OWN_EVENT_LIMITS.location, description: 'Where; empty for none' })
  @Omittable()
  @IsString({ message: OwnEventMessages.locationText })
  @MaxLength(OWN_EVENT_LIMITS.location, { message: OwnEventMessages.locationTooLong })
  @Matches(ONE_LINE, { message: OwnEventMessages.locationControl })
  @Transform(trim)
  readonly location?: string;

  @ApiPropertyOptional({ maxLength: OWN_EVENT_LIMITS.note, description: 'Free text, several lines allowed; empty for none' })
  @Omittable()
  @IsString({ message: OwnEventMessages.noteText })
  @MaxLength(OWN_EVENT_LIMITS.note, { message: OwnEventMessages.noteTooLong })
  @Transform(trim)
  readonly note?: string;

  @ApiPropertyOptional({ enum: ['none', 'weekly'], default: 'none' })
  @Omittable()
  @IsIn(['none', 'weekly'], { message: OwnEventMessages.repeat })
  readonly repeat?: 'none' | 'weekly';

  @ApiPropertyOptional({ description: 'Last day of a weekly event, YYYY-MM-DD in the student’s zone; none: every week', example: '2026-06-26' })
  @Omittable()
  @IsCalendarDate(OwnEventMessages.repeatUntil)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: OwnEventMessages.repeatUntil })
  readonly repeatUntil?: string;

  @ApiPropertyOptional({ default: false, description: 'Show the title to the student’s groups; otherwise they see only "busy"' })
  @Omittable()
  @IsBoolean({ message: OwnEventMessages.showTitle })
  readonly showTitle?: boolean;
}

/** GET /api/events/own?userId: only the caller's own id. */
export class OwnEventsQuery {
  @ApiPropertyOptional({ description: 'The caller’s own id (any other is refused)' })
  @IsOptional()
  @IsString({ message: 'userId must be a user id' })
  readonly userId?: string;
}
