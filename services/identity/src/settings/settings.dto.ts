import { ApiPropertyOptional } from '@nestjs/swagger';
import { LANGUAGES } from '@overlap/contracts';
import { DEFAULT_TIMEZONE, isValidTimeZone } from '@overlap/time';
import { Omittable } from '@overlap/platform';
import { IsBoolean, IsIn, IsString, ValidateBy } from 'class-validator';

const IsTimeZone = () =>
  ValidateBy({
    name: 'isTimeZone',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isValidTimeZone(value),
      defaultMessage: () => `Timezone must be a valid time zone, e.g. ${DEFAULT_TIMEZONE}`,
    },
  });

/** PUT /api/users/settings: every field may be left out; a sent one (null included) must be valid, booleans booleans (docs/product/accounts.md). */
export class UpdateSettingsDto {
  @ApiPropertyOptional() @Omittable() @IsBoolean({ message: 'emailNotifications must be true or false' }) readonly emailNotifications?: boolean;
  @ApiPropertyOptional() @Omittable() @IsBoolean({ message: 'pushNotifications must be true or false' }) readonly pushNotifications?: boolean;
  @ApiPropertyOptional() @Omittable() @IsBoolean({ message: 'darkMode must be true or false' }) readonly darkMode?: boolean;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @Omittable()
  @IsIn(LANGUAGES, { message: `Language must be one of ${LANGUAGES.join(', ')}` })
  @IsString({ message: `Language must be one of ${LANGUAGES.join(', ')}` })
  readonly language?: string;

  @ApiPropertyOptional({ description: 'An IANA time zone', example: DEFAULT_TIMEZONE })
  @Omittable()
  @IsTimeZone()
  readonly timezone?: string;
}

/** PUT /api/users/privacy: the four switches of the Privacy & Security screen. */
export class UpdatePrivacyDto {
  @ApiPropertyOptional() @Omittable() @IsBoolean({ message: 'profileVisibility must be true or false' }) readonly profileVisibility?: boolean;
  @ApiPropertyOptional() @Omittable() @IsBoolean({ message: 'scheduleVisibility must be true or false' }) readonly scheduleVisibility?: boolean;
  @ApiPropertyOptional() @Omittable() @IsBoolean({ message: 'allowDirectMessages must be true or false' }) readonly allowDirectMessages?: boolean;
  @ApiPropertyOptional() @Omittable() @IsBoolean({ message: 'showOnlineStatus must be true or false' }) readonly showOnlineStatus?: boolean;
}
