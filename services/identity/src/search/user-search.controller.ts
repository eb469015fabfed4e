import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { UserSearchQuery } from './user-search.dto';
import { UserSearchService } from './user-search.service';
import { toUserSearchView, UserSearchView } from './user-search.views';

@ApiTags('users')
@Controller('api/users')
export class UserSearchController {
  constructor(private readonly users: UserSearchService) {}

  /** Classmates by name, username or e-mail prefix; hidden profiles only by their exact e-mail. */
  @Get('search')
  @ApiOperationOf('searchUsers', UserSearchView)
  async search(@CurrentUser() caller: AuthenticatedUser, @Query() query: UserSearchQuery): Promise<UserSearchView> {
    return toUserSearchView(await this.users.search(caller.userId, query));
  }
}
