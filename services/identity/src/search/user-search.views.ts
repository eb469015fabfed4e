import { ApiProperty } from '@nestjs/swagger';
import { PublicUserView, toPublicView } from '../users/user.views';
import type { UserSearchPage } from './user-search.service';

export class UserSearchView {
  @ApiProperty({ type: [PublicUserView] }) users!: PublicUserView[];
  @ApiProperty() total!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() offset!: number;
}

export const toUserSearchView = (page: UserSearchPage): UserSearchView => ({
  users: page.users.map(toPublicView),
  total: page.total,
  limit: page.limit,
  offset: page.offset,
});
