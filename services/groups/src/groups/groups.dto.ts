import { Transform } from 'class-transformer';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Omittable } from '@overlap/platform';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Optional texts are trimmed and dropped when empty (null is not text: refused). */
export const trimToUndefined = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  return value.trim() || undefined;
};

export const GROUP_LIMITS = { name: 100, description: 500, courseCode: 30 } as const;

/** POST /api/study-groups (the create-group rules of docs/product/groups-and-comparison.md). */
export class CreateGroupDto {
  @ApiProperty({ maxLength: GROUP_LIMITS.name })
  @IsString({ message: 'Group name is required.' })
  @IsNotEmpty({ message: 'Group name is required.' })
  @MaxLength(GROUP_LIMITS.name, { message: `Group name must be at most ${GROUP_LIMITS.name} characters.` })
  @Transform(trim)
  readonly name!: string;

  @ApiPropertyOptional({ maxLength: GROUP_LIMITS.description })
  @Omittable()
  @IsString({ message: 'Description must be text.' })
  @MaxLength(GROUP_LIMITS.description, { message: `Description must be at most ${GROUP_LIMITS.description} characters.` })
  @Transform(trimToUndefined)
  readonly description?: string;

  @ApiPropertyOptional({ maxLength: GROUP_LIMITS.courseCode })
  @Omittable()
  @IsString({ message: 'Course code must be text.' })
  @MaxLength(GROUP_LIMITS.courseCode, { message: `Course code must be at most ${GROUP_LIMITS.courseCode} characters.` })
  @Transform(trimToUndefined)
  readonly courseCode?: string;

  /** The UI sends it; it must be the caller (absent means the caller). */
  @ApiPropertyOptional({ description: 'The caller’s own id (any other is refused)' })
  @Omittable()
  @IsString({ message: 'createdBy must be your user id.' })
  readonly createdBy?: string;
}

/** DELETE /api/study-groups/{id}/leave: the UI sends the leaving user's id; it must be the caller. */
export class LeaveGroupDto {
  @ApiPropertyOptional({ description: 'The caller’s own id (any other is refused)' })
  @Omittable()
  @IsString({ message: 'userId must be your user id.' })
  readonly userId?: string;
}
