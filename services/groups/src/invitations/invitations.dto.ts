import { Transform } from 'class-transformer';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Omittable } from '@overlap/platform';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import { trimToUndefined } from '../groups/groups.dto';

export const MESSAGE_MAX = 500;
export const BATCH_MAX = 50;

/** POST /api/study-groups/{id}/invite — one call per selected user. */
export class InviteDto {
  @ApiProperty({ format: 'uuid' })
  @IsNotEmpty({ message: 'Please select a user to invite.' })
  @IsUUID('all', { message: 'invitedUserId must be a user id.' })
  readonly invitedUserId!: string;

  @ApiPropertyOptional({ maxLength: MESSAGE_MAX })
  @Omittable()
  @IsString({ message: 'Message must be text.' })
  @MaxLength(MESSAGE_MAX, { message: `Message must be at most ${MESSAGE_MAX} characters.` })
  @Transform(trimToUndefined)
  readonly message?: string;
}

/** POST /api/study-groups/{id}/invitations — the invite dialog's selection in one call. */
export class BatchInviteDto {
  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: BATCH_MAX })
  @IsArray({ message: 'Please select at least one user to invite.' })
  @ArrayNotEmpty({ message: 'Please select at least one user to invite.' })
  @ArrayMaxSize(BATCH_MAX, { message: `You can invite at most ${BATCH_MAX} users at once.` })
  @IsUUID('all', { each: true, message: 'invitedUserIds must be user ids.' })
  readonly invitedUserIds!: string[];

  @ApiPropertyOptional({ maxLength: MESSAGE_MAX })
  @Omittable()
  @IsString({ message: 'Message must be text.' })
  @MaxLength(MESSAGE_MAX, { message: `Message must be at most ${MESSAGE_MAX} characters.` })
  @Transform(trimToUndefined)
  readonly message?: string;
}

/** PUT /api/invitations/{id}/respond */
export class RespondDto {
  @ApiProperty({ enum: ['accepted', 'declined'] })
  @IsIn(['accepted', 'declined'], { message: 'Status must be accepted or declined.' })
  readonly status!: 'accepted' | 'declined';
}
