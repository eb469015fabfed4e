import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, assertSelf, CurrentUser, forbidden, MessageView, type AuthenticatedUser } from '@overlap/platform';
import { GroupReader } from './group-reader.repository';
import { StudyGroupView } from './group.views';
import { CreateGroupDto, LeaveGroupDto } from './groups.dto';
import { GroupsService } from './groups.service';
import { groupIdParam } from './ids.dto';

@ApiTags('study-groups')
@Controller('api/study-groups')
export class GroupsController {
  constructor(
    private readonly groups: GroupsService,
    private readonly reader: GroupReader,
  ) {}

  @Post()
  @ApiOperationOf('createGroup', StudyGroupView, 201)
  create(@CurrentUser() caller: AuthenticatedUser, @Body() dto: CreateGroupDto): Promise<StudyGroupView> {
    if (dto.createdBy !== undefined && dto.createdBy !== caller.userId && dto.createdBy !== 'me')
      throw forbidden('You can only create study groups as yourself.');
    return this.groups.create(caller.userId, dto);
  }

  /** The caller's groups with members and pending invitations (docs/product/groups-and-comparison.md). */
  @Get('user/:userId')
  @ApiOperationOf('getUserGroups', [StudyGroupView])
  list(@CurrentUser() caller: AuthenticatedUser, @Param('userId') userId: string): Promise<StudyGroupView[]> {
    assertSelf(caller, userId);
    return this.reader.forUser(caller.userId);
  }

  @Get(':groupId')
  @ApiOperationOf('getGroup', StudyGroupView)
  one(@CurrentUser() caller: AuthenticatedUser, @Param('groupId') groupId: string): Promise<StudyGroupView> {
    return this.groups.readAsMember(caller.userId, groupIdParam(groupId));
  }

  /** Creator only; answers 'Study group "{name}" deleted successfully.' */
  @Delete(':groupId')
  @HttpCode(200)
  @ApiOperationOf('deleteGroup', MessageView)
  remove(@CurrentUser() caller: AuthenticatedUser, @Param('groupId') groupId: string): Promise<MessageView> {
    return this.groups.delete(caller.userId, groupIdParam(groupId));
  }

  @Delete(':groupId/leave')
  @HttpCode(200)
  @ApiOperationOf('leaveGroup', MessageView)
  leave(@CurrentUser() caller: AuthenticatedUser, @Param('groupId') groupId: string, @Body() dto: LeaveGroupDto): Promise<MessageView> {
    assertSelf(caller, dto.userId);
    return this.groups.leave(caller.userId, groupIdParam(groupId));
  }
}
