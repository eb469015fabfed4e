import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES } from '@overlap/contracts';
import { DEFAULT_TIMEZONE } from '@overlap/time';

export class SettingsView {
  @ApiProperty() emailNotifications!: boolean;
  @ApiProperty() pushNotifications!: boolean;
  @ApiProperty({ enum: LANGUAGES }) language!: string;
  @ApiProperty({ example: DEFAULT_TIMEZONE }) timezone!: string;
  @ApiProperty() darkMode!: boolean;
}

export class PrivacyView {
  @ApiProperty() profileVisibility!: boolean;
  @ApiProperty() scheduleVisibility!: boolean;
  @ApiProperty() allowDirectMessages!: boolean;
  @ApiProperty() showOnlineStatus!: boolean;
}
