import { Transform, Type } from 'class-transformer';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { FREE_TIME_HOURS, MIN_SLOT_MINUTES } from '@overlap/contracts';
import { IsBoolean, IsInt, IsOptional, IsUUID, Max, ArrayMaxSize, Min } from 'class-validator';

const commaList = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : value;

// 'true' and 'false' only; anything else stays a string and fails @IsBoolean.
const queryFlag = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

const HOURS_MESSAGE = `fromHour and toHour must be whole hours from ${FREE_TIME_HOURS.min} to ${FREE_TIME_HOURS.max}.`;

/** POST /api/study-groups/{id}/compare-schedules?week&year[&members][&minMinutes][&fromHour&toHour][&weekends] */
export class CompareQuery {
  /** ISO week; defaults to the current week in the viewer's zone. */
  @ApiPropertyOptional({ minimum: 1, maximum: 53, description: 'ISO week; with year, or neither for the current week in the viewer’s zone' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Week must be a whole number between 1 and 53.' })
  @Min(1, { message: 'Week must be a whole number between 1 and 53.' })
  @Max(53, { message: 'Week must be a whole number between 1 and 53.' })
  readonly week?: number;

  @ApiPropertyOptional({ minimum: 2000, maximum: 2100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Year must be a whole number between 2000 and 2100.' })
  @Min(2000, { message: 'Year must be a whole number between 2000 and 2100.' })
  @Max(2100, { message: 'Year must be a whole number between 2000 and 2100.' })
  readonly year?: number;

  /** The members toggled on (free time is computed for them); all members when absent. */
  @ApiPropertyOptional({ type: String, description: 'Comma-separated user ids of the members toggled on; all members when absent' })
  @IsOptional()
  @Transform(commaList)
  @ArrayMaxSize(200, { message: 'members lists too many user ids.' })
  @IsUUID('all', { each: true, message: 'members must be a comma-separated list of user ids.' })
  readonly members?: string[];

  @ApiPropertyOptional({ minimum: MIN_SLOT_MINUTES.min, maximum: MIN_SLOT_MINUTES.max, default: MIN_SLOT_MINUTES.default })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `minMinutes must be a whole number between ${MIN_SLOT_MINUTES.min} and ${MIN_SLOT_MINUTES.max}.` })
  @Min(MIN_SLOT_MINUTES.min, { message: `minMinutes must be a whole number between ${MIN_SLOT_MINUTES.min} and ${MIN_SLOT_MINUTES.max}.` })
  @Max(MIN_SLOT_MINUTES.max, { message: `minMinutes must be a whole number between ${MIN_SLOT_MINUTES.min} and ${MIN_SLOT_MINUTES.max}.` })
  readonly minMinutes?: number;

  /** ADR 032: the hours common free time is looked for in (the grid covers them too). */
  @ApiPropertyOptional({ minimum: FREE_TIME_HOURS.min, maximum: FREE_TIME_HOURS.max - 1, default: FREE_TIME_HOURS.defaultFrom })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: HOURS_MESSAGE })
  @Min(FREE_TIME_HOURS.min, { message: HOURS_MESSAGE })
  @Max(FREE_TIME_HOURS.max - 1, { message: HOURS_MESSAGE })
  readonly fromHour?: number;

  @ApiPropertyOptional({ minimum: FREE_TIME_HOURS.min + 1, maximum: FREE_TIME_HOURS.max, default: FREE_TIME_HOURS.defaultTo })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: HOURS_MESSAGE })
  @Min(FREE_TIME_HOURS.min + 1, { message: HOURS_MESSAGE })
  @Max(FREE_TIME_HOURS.max, { message: HOURS_MESSAGE })
  readonly toHour?: number;

  /** Whether Saturday and Sunday are listed too (after every weekday slot); false when absent. */
  @ApiPropertyOptional({ type: Boolean, default: false, description: 'List weekend free time too, ranked after the weekdays' })
  @IsOptional()
  @Transform(queryFlag)
  @IsBoolean({ message: 'weekends must be true or false.' })
  readonly weekends?: boolean;
}
