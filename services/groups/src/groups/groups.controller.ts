import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { assertSelf, CurrentUser, forbidden, type AuthenticatedUser } from '@overlap/platform';
import { GroupReader } from './group-reader';
import { CreateGroupDto, LeaveGroupDto } from './groups.dto';
import { GroupsService } from './groups.service';
import { groupIdParam } from './ids';

@Controller('api/study-groups')
export class GroupsController {
  constructor(
    private readonly groups: GroupsService,
    private readonly reader: GroupReader,
  ) {}

  @Post()
  create(@CurrentUser() caller: AuthenticatedUser, @Body() dto: CreateGroupDto) {
    if (dto.createdBy !== undefined && dto.createdBy !== caller.userId && dto.createdBy !== 'me')
      throw forbidden('You can only create study groups as yourself.');
    return this.groups.create(caller.userId, dto);
  }

  /** The caller's groups with members and pending invitations (SPEC.md §7). */
  @Get('user/:userId')
  list(@CurrentUser() caller: AuthenticatedUser, @Param('userId') userId: string) {
    assertSelf(caller, userId);
    return this.reader.forUser(caller.userId);
  }

  @Get(':groupId')
  one(@CurrentUser() caller: AuthenticatedUser, @Param('groupId') groupId: string) {
    return this.groups.readAsMember(caller.userId, groupIdParam(groupId));
  }

  /** Creator only; SPEC.md §8's confirmation text. */
  @Delete(':groupId')
  @HttpCode(200)
  remove(@CurrentUser() caller: AuthenticatedUser, @Param('groupId') groupId: string) {
    return this.groups.delete(caller.userId, groupIdParam(groupId));
  }

  @Delete(':groupId/leave')
  @HttpCode(200)
  leave(@CurrentUser() caller: AuthenticatedUser, @Param('groupId') groupId: string, @Body() dto: LeaveGroupDto) {
    assertSelf(caller, dto.userId);
    return this.groups.leave(caller.userId, groupIdParam(groupId));
  }
}
