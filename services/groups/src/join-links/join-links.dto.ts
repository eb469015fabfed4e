import { ApiPropertyOptional } from '@nestjs/swagger';
import { Omittable } from '@overlap/platform';
import { IsInt, Max, Min } from 'class-validator';

/** ADR 031: a link lasts a week unless its creator picks 1 to 30 days. */
export const JOIN_LINK_DAYS = { min: 1, max: 30, default: 7 } as const;

/** POST /api/study-groups/{id}/join-links */
export class CreateJoinLinkDto {
  @ApiPropertyOptional({ minimum: JOIN_LINK_DAYS.min, maximum: JOIN_LINK_DAYS.max, default: JOIN_LINK_DAYS.default })
  @Omittable()
  @IsInt({ message: 'expiresInDays must be a whole number of days.' })
  @Min(JOIN_LINK_DAYS.min, { message: `A join link lasts at least ${JOIN_LINK_DAYS.min} day.` })
  @Max(JOIN_LINK_DAYS.max, { message: `A join link lasts at most ${JOIN_LINK_DAYS.max} days.` })
  readonly expiresInDays?: number;
}
