import { Controller, Get, Param } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { GroupPresenceService } from './group-presence.service';
import { FreeTogetherView, GroupMemberPresenceView } from './group-presence.views';

@ApiTags('presence')
@Controller('api/study-groups')
export class GroupPresenceController {
  constructor(private readonly groupPresence: GroupPresenceService) {}

  /** A map by user id of the members who share; members only. */
  @Get(':id/presence')
  @ApiOperation({ operationId: 'getGroupPresence' })
  @ApiExtraModels(GroupMemberPresenceView)
  @ApiOkResponse({ schema: { type: 'object', additionalProperties: { $ref: getSchemaPath(GroupMemberPresenceView) } } })
  getGroupPresence(@CurrentUser() caller: AuthenticatedUser, @Param('id') groupId: string): Promise<Record<string, GroupMemberPresenceView>> {
    return this.groupPresence.read(caller.userId, groupId.toLowerCase());
  }

  /** Members free together on a campus now, with the session "Meet now" books; members only. */
  @Get(':id/presence/free-together')
  @ApiOperation({ operationId: 'getFreeTogether' })
  @ApiOkResponse({ type: [FreeTogetherView] })
  getFreeTogether(@CurrentUser() caller: AuthenticatedUser, @Param('id') groupId: string): Promise<FreeTogetherView[]> {
    return this.groupPresence.freeTogether(caller.userId, groupId.toLowerCase());
  }
}
