import { Type } from 'class-transformer';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, Min, ValidateBy } from 'class-validator';
import { isIsoDateTime, isoMessage } from '../calendar/time-window.rules';
import { schedulesConfig } from '../config';

/**
 * A missing parameter. Not @IsDefined: class-validator records that one before every other rule,
 * so it could never be the top-most (reported) message when the other rules fail too.
 */
export const Required = (message: string) =>
  ValidateBy({ name: 'required', validator: { validate: (v: unknown) => v !== undefined && v !== null && v !== '', defaultMessage: () => message } });

export const IsIsoDateTime = (name: string) =>
  ValidateBy({ name: 'isIsoDateTime', validator: { validate: isIsoDateTime, defaultMessage: () => isoMessage(name) } });

const WEEK_MESSAGE = 'week must be a whole number from 1 to 53';
const YEAR_MESSAGE = `year must be a whole number from ${schedulesConfig.minYear} to ${schedulesConfig.maxYear}`;

/** GET /api/ics/events?userId&start&end (docs/product/calendar.md). */
export class IcsEventsQuery {
  @ApiPropertyOptional({ description: 'The caller’s own id (any other is refused)' })
  @IsOptional()
  @IsString({ message: 'userId must be a user id' })
  readonly userId?: string;

  @ApiProperty({ description: 'ISO 8601 date or date-time', example: '2026-03-02T00:00:00Z' })
  @Required('start is required')
  @IsIsoDateTime('start')
  readonly start!: string;

  @ApiProperty({ description: 'ISO 8601 date or date-time, exclusive', example: '2026-03-09T00:00:00Z' })
  @Required('end is required')
  @IsIsoDateTime('end')
  readonly end!: string;
}

/** ?week&year (and the optional userId) of GET /api/events, clean, restore (docs/product/calendar.md). */
export class WeekQuery {
  @ApiProperty({ minimum: 1, maximum: 53, description: 'ISO week' })
  @Required('week is required')
  @IsInt({ message: WEEK_MESSAGE })
  @Min(1, { message: WEEK_MESSAGE })
  @Max(53, { message: WEEK_MESSAGE })
  @Type(() => Number)
  readonly week!: number;

  @ApiProperty({ minimum: schedulesConfig.minYear, maximum: schedulesConfig.maxYear, description: 'ISO week-numbering year' })
  @Required('year is required')
  @IsInt({ message: YEAR_MESSAGE })
  @Min(schedulesConfig.minYear, { message: YEAR_MESSAGE })
  @Max(schedulesConfig.maxYear, { message: YEAR_MESSAGE })
  @Type(() => Number)
  readonly year!: number;

  @ApiPropertyOptional({ description: 'The caller’s own id (any other is refused)' })
  @IsOptional()
  @IsString({ message: 'userId must be a user id' })
  readonly userId?: string;
}

/** Only the optional userId (GET /api/events/cleared-weeks). */
export class UserQuery {
  @ApiPropertyOptional({ description: 'The caller’s own id (any other is refused)' })
  @IsOptional()
  @IsString({ message: 'userId must be a user id' })
  readonly userId?: string;
}
