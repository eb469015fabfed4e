import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { UpdatePrivacyDto, UpdateSettingsDto } from './settings.dto';
import { SettingsService } from './settings.service';
import { PrivacyView, SettingsView, toPrivacyView, toSettingsView } from './settings.views';

@ApiTags('users')
@Controller('api/users')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get('settings')
  @ApiOperationOf('getSettings', SettingsView)
  async getSettings(@CurrentUser() caller: AuthenticatedUser): Promise<SettingsView> {
    return toSettingsView(await this.settings.current(caller.userId));
  }

  /** A time-zone change is published: schedules answers in the user's zone. */
  @Put('settings')
  @ApiOperationOf('updateSettings', SettingsView)
  async putSettings(@CurrentUser() caller: AuthenticatedUser, @Body() dto: UpdateSettingsDto): Promise<SettingsView> {
    return toSettingsView(await this.settings.update(caller.userId, dto));
  }

  @Get('privacy')
  @ApiOperationOf('getPrivacy', PrivacyView)
  async getPrivacy(@CurrentUser() caller: AuthenticatedUser): Promise<PrivacyView> {
    return toPrivacyView(await this.settings.current(caller.userId));
  }

  @Put('privacy')
  @ApiOperationOf('updatePrivacy', PrivacyView)
  async putPrivacy(@CurrentUser() caller: AuthenticatedUser, @Body() dto: UpdatePrivacyDto): Promise<PrivacyView> {
    return toPrivacyView(await this.settings.updatePrivacy(caller.userId, dto));
  }
}
