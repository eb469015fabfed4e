import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { groupIdParam } from '../groups/ids.dto';
import { InvitationsSentView, SentInvitationView } from './invitation.views';
import { BatchInviteDto, InviteDto } from './invitations.dto';
import { InvitationsService } from './invitations.service';

@ApiTags('invitations')
@Controller('api/study-groups/:groupId')
export class GroupInvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  /** One call per selected user; answers the new invitation. */
  @Post('invite')
  @ApiOperationOf('inviteMember', SentInvitationView, 201)
  async inviteOne(@CurrentUser() caller: AuthenticatedUser, @Param('groupId') groupId: string, @Body() dto: InviteDto): Promise<SentInvitationView> {
    const [invitation] = await this.invitations.invite(caller.userId, groupIdParam(groupId), [dto.invitedUserId], dto.message);
    return invitation;
  }

  /** The whole selection at once, all or none; `sent` feeds 'Invitations Sent!' ({n} invitation(s)). */
  @Post('invitations')
  @ApiOperationOf('inviteMembers', InvitationsSentView, 201)
  async inviteMany(@CurrentUser() caller: AuthenticatedUser, @Param('groupId') groupId: string, @Body() dto: BatchInviteDto): Promise<InvitationsSentView> {
    const invitations = await this.invitations.invite(caller.userId, groupIdParam(groupId), dto.invitedUserIds, dto.message);
    return { sent: invitations.length, invitations };
  }
}
