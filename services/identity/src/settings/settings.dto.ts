import { ApiPropertyOptional } from '@nestjs/swagger';
import { LANGUAGES } from '@overlap/contracts';
import { DEFAULT_TIMEZONE, isValidTimeZone } from '@overlap/time';
import { IsBoolean, IsIn, IsOptional, IsString, ValidateBy } from 'class-validator';

const IsTimeZone = () =>
  ValidateBy({
    name: 'isTimeZone',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isValidTimeZone(value),
      defaultMessage: () => `Timezone must be a valid time zone, e.g. ${DEFAULT_TIMEZONE}`,
    },
  });

/** PUT /api/users/settings: every field optional, booleans must be booleans (SPEC.md §5). */
export class UpdateSettingsDto {
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'emailNotifications must be true or false' }) readonly emailNotifications?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'pushNotifications must be true or false' }) readonly pushNotifications?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'darkMode must be true or false' }) readonly darkMode?: boolean;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `Language must be one of ${LANGUAGES.join(', ')}` })
  @IsString({ message: `Language must be one of ${LANGUAGES.join(', ')}` })
  readonly language?: string;

  @ApiPropertyOptional({ description: 'An IANA time zone', example: DEFAULT_TIMEZONE })
  @IsOptional()
  @IsTimeZone()
  readonly timezone?: string;
}

/** PUT /api/users/privacy: the four switches of the Privacy & Security screen. */
export class UpdatePrivacyDto {
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'profileVisibility must be true or false' }) readonly profileVisibility?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'scheduleVisibility must be true or false' }) readonly scheduleVisibility?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'allowDirectMessages must be true or false' }) readonly allowDirectMessages?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'showOnlineStatus must be true or false' }) readonly showOnlineStatus?: boolean;
}
