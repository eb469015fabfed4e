import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES } from '@overlap/contracts';
import { DEFAULT_TIMEZONE } from '@overlap/time';
import type { UserSettingsEntity } from '../users/user-settings.entity';

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

export const toSettingsView = (s: UserSettingsEntity): SettingsView => ({
  emailNotifications: s.emailNotifications,
  pushNotifications: s.pushNotifications,
  language: s.language,
  timezone: s.timezone,
  darkMode: s.darkMode,
});

export const toPrivacyView = (s: UserSettingsEntity): PrivacyView => ({
  profileVisibility: s.profileVisibility,
  scheduleVisibility: s.scheduleVisibility,
  allowDirectMessages: s.allowDirectMessages,
  showOnlineStatus: s.showOnlineStatus,
});
