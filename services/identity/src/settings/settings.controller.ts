import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, CurrentUser, unauthorized, type AuthenticatedUser } from '@overlap/platform';
import { DataSource } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { UserEvents } from '../users/user.events';
import { UserSettingsEntity } from '../users/user-settings.entity';
import { UpdatePrivacyDto, UpdateSettingsDto } from './settings.dto';
import { PrivacyView, SettingsView } from './settings.views';

const settingsView = (s: UserSettingsEntity): SettingsView => ({
  emailNotifications: s.emailNotifications,
  pushNotifications: s.pushNotifications,
  language: s.language,
  timezone: s.timezone,
  darkMode: s.darkMode,
});

const privacyView = (s: UserSettingsEntity): PrivacyView => ({
  profileVisibility: s.profileVisibility,
  scheduleVisibility: s.scheduleVisibility,
  allowDirectMessages: s.allowDirectMessages,
  showOnlineStatus: s.showOnlineStatus,
});

@ApiTags('users')
@Controller('api/users')
export class SettingsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: UserEvents,
  ) {}

  @Get('settings')
  @ApiOperationOf('getSettings', SettingsView)
  async getSettings(@CurrentUser() caller: AuthenticatedUser): Promise<SettingsView> {
    return settingsView(await this.load(caller.userId));
  }

  /** A time-zone change is published: schedules answers in the user's zone. */
  @Put('settings')
  @ApiOperationOf('updateSettings', SettingsView)
  async putSettings(@CurrentUser() caller: AuthenticatedUser, @Body() dto: UpdateSettingsDto): Promise<SettingsView> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const current = await manager.findOne(UserSettingsEntity, { where: { userId: caller.userId }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw unauthorized();
      const timezoneChanged = dto.timezone !== undefined && dto.timezone !== current.timezone;
      Object.assign(current, dto);
      await manager.save(UserSettingsEntity, current);
      if (timezoneChanged) {
        const user = await manager.findOneByOrFail(UserEntity, { id: caller.userId });
        user.version = String(BigInt(user.version) + 1n);
        await manager.update(UserEntity, { id: user.id }, { version: user.version, updatedAt: new Date() });
        await this.events.updated(manager, user, current.timezone);
      }
      return current;
    });
    return settingsView(saved);
  }

  @Get('privacy')
  @ApiOperationOf('getPrivacy', PrivacyView)
  async getPrivacy(@CurrentUser() caller: AuthenticatedUser): Promise<PrivacyView> {
    return privacyView(await this.load(caller.userId));
  }

  @Put('privacy')
  @ApiOperationOf('updatePrivacy', PrivacyView)
  async putPrivacy(@CurrentUser() caller: AuthenticatedUser, @Body() dto: UpdatePrivacyDto): Promise<PrivacyView> {
    const current = await this.load(caller.userId);
    Object.assign(current, dto);
    await this.dataSource.manager.save(UserSettingsEntity, current);
    return privacyView(current);
  }

  private async load(userId: string): Promise<UserSettingsEntity> {
    const settings = await this.dataSource.manager.findOneBy(UserSettingsEntity, { userId });
    if (!settings) throw unauthorized();
    return settings;
  }
}
