import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Omittable } from '@overlap/platform';
import { IsBoolean, IsIn, ValidateBy } from 'class-validator';
import { CAMPUS_ID, CAMPUS_ID_MAX } from '../campuses/campus-input.dto';
import { PRESENCE_STATUSES, type PresenceStatus } from './presence.rules';

export const MESSAGES = {
  campusId: 'campusId must be a campus id, or null when not on a campus',
  status: `status must be one of ${PRESENCE_STATUSES.join(', ')}`,
  enabled: 'enabled must be true or false',
  keepSharing: 'keepSharing must be true or false',
} as const;

const IsCampusIdOrNull = () =>
  ValidateBy({
    name: 'isCampusIdOrNull',
    validator: {
      validate: (v) => v === null || (typeof v === 'string' && v.length <= CAMPUS_ID_MAX && CAMPUS_ID.test(v)),
      defaultMessage: () => MESSAGES.campusId,
    },
  });

/** POST /api/presence/update: exactly what the device decided, nothing about where it is. */
export class UpdatePresenceDto {
  @ApiProperty({ type: String, nullable: true, description: 'the campus the device lies in; null when off campus or unknown' })
  @IsCampusIdOrNull()
  readonly campusId!: string | null;

  @ApiProperty({ enum: PRESENCE_STATUSES, enumName: 'PresenceStatus' })
  @IsIn(PRESENCE_STATUSES, { message: MESSAGES.status })
  readonly status!: PresenceStatus;
}

/** POST /api/presence/toggle-sharing. */
export class ToggleSharingDto {
  @ApiProperty()
  @IsBoolean({ message: MESSAGES.enabled })
  readonly enabled!: boolean;

  @ApiPropertyOptional({ default: false, description: 'keep sharing past the end of today' })
  @Omittable()
  @IsBoolean({ message: MESSAGES.keepSharing })
  readonly keepSharing?: boolean;
}
