import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { UpdateProfileDto } from './profile.dto';
import { ProfileService } from './profile.service';
import { SelfView, toSelfView } from './user.views';

@ApiTags('auth')
@Controller('api')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get('auth/user')
  @ApiOperationOf('getUser', SelfView)
  async me(@CurrentUser() caller: AuthenticatedUser): Promise<SelfView> {
    return toSelfView(await this.profiles.current(caller.userId, caller.sessionId));
  }

  @Put('auth/user')
  @ApiOperationOf('updateProfile', SelfView)
  async update(@CurrentUser() caller: AuthenticatedUser, @Body() dto: UpdateProfileDto): Promise<SelfView> {
    return toSelfView(await this.profiles.update(caller.userId, dto));
  }
}
