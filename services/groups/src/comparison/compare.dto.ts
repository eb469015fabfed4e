import { Transform, Type } from 'class-transformer';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { MIN_SLOT_MINUTES } from '@overlap/contracts';
import { IsInt, IsOptional, IsUUID, Max, ArrayMaxSize, Min } from 'class-validator';

const commaList = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : value;

/** POST /api/study-groups/{id}/compare-schedules?week&year[&members][&minMinutes] */
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
}
