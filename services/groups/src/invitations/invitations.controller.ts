import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, assertSelf, CurrentUser, notFound, type AuthenticatedUser } from '@overlap/platform';
import { isUuid } from '../groups/ids';
import { MyInvitationsView, RespondedInvitationView } from './invitation.views';
import { RespondDto } from './invitations.dto';
import { InvitationsService } from './invitations.service';

@ApiTags('invitations')
@Controller('api/invitations')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  /** Polled every 10 s by the bell and the invitations panel (SPEC.md §7). */
  @Get('user/:userId')
  @ApiOperationOf('getMyInvitations', MyInvitationsView)
  list(@CurrentUser() caller: AuthenticatedUser, @Param('userId') userId: string): Promise<MyInvitationsView> {
    assertSelf(caller, userId);
    return this.invitations.forUser(caller.userId);
  }

  @Put(':invitationId/respond')
  @ApiOperationOf('respondToInvitation', RespondedInvitationView)
  respond(@CurrentUser() caller: AuthenticatedUser, @Param('invitationId') invitationId: string, @Body() dto: RespondDto): Promise<RespondedInvitationView> {
    if (!isUuid(invitationId)) throw notFound('Invitation not found.');
    return this.invitations.respond(caller.userId, invitationId.toLowerCase(), dto.status);
  }
}
