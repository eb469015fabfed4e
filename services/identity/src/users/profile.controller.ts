import { Body, Controller, Get, Put } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { UpdateProfileDto } from './profile.dto';
import { ProfileService } from './profile.service';
import { toSelfView } from './user-view';

@Controller('api')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get('auth/user')
  async me(@CurrentUser() caller: AuthenticatedUser) {
    return toSelfView(await this.profiles.current(caller.userId, caller.sessionId));
  }

  @Put('auth/user')
  async update(@CurrentUser() caller: AuthenticatedUser, @Body() dto: UpdateProfileDto) {
    return toSelfView(await this.profiles.update(caller.userId, dto));
  }
}
