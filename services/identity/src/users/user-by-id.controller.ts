import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, assertSelf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { ProfileService } from './profile.service';
import { SelfView, toSelfView } from './user.views';

/**
 * GET /api/users/{userId}: only the caller's own record (403 otherwise); other users are seen
 * through search and groups. Registered last so /api/users/settings etc. match first.
 */
@ApiTags('users')
@Controller('api/users')
export class UserByIdController {
  constructor(private readonly profiles: ProfileService) {}

  @Get(':userId')
  @ApiOperationOf('getUserById', SelfView)
  async byId(@CurrentUser() caller: AuthenticatedUser, @Param('userId', new ParseUUIDPipe({ errorHttpStatusCode: 400 })) userId: string): Promise<SelfView> {
    assertSelf(caller, userId);
    return toSelfView(await this.profiles.current(caller.userId, caller.sessionId));
  }
}
