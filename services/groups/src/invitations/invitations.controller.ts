import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, assertSelf, CurrentUser, notFound, Public, type AuthenticatedUser } from '@overlap/platform';
import { Entitlements } from '../entitlements/entitlements.service';
import { isUuid } from '../groups/ids.dto';
import { InvitationPolicyView, MyInvitationsView, RespondedInvitationView } from './invitation.views';
import { RespondDto } from './invitations.dto';
import { InvitationsService } from './invitations.service';

@ApiTags('invitations')
@Controller('api/invitations')
export class InvitationsController {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly entitlements: Entitlements,
  ) {}

  /** Help, FAQ and Terms state the policy to visitors too, so this needs no session. */
  @Public()
  @Get('policy')
  @ApiOperationOf('getInvitationPolicy', InvitationPolicyView)
  policy(): InvitationPolicyView {
    return { acceptRequiresPremium: this.entitlements.acceptRequiresPremium };
  }

  /** Polled every 10 s by the bell and the invitations panel (docs/product/groups-and-comparison.md). */
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
