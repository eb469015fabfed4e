import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, CurrentUser, MessageView, notFound, type AuthenticatedUser } from '@overlap/platform';
import { groupIdParam, isUuid } from '../groups/ids.dto';
import { CreatedJoinLinkView, JoinLinkView } from './join-link.views';
import { CreateJoinLinkDto } from './join-links.dto';
import { JoinLinksService } from './join-links.service';

/** A group's shareable join links, for its members (ADR 031). */
@ApiTags('join-links')
@Controller('api/study-groups/:groupId/join-links')
export class GroupJoinLinksController {
  constructor(private readonly links: JoinLinksService) {}

  @Post()
  @ApiOperationOf('createJoinLink', CreatedJoinLinkView, 201)
  create(@CurrentUser() caller: AuthenticatedUser, @Param('groupId') groupId: string, @Body() dto: CreateJoinLinkDto): Promise<CreatedJoinLinkView> {
    return this.links.create(caller.userId, groupIdParam(groupId), dto.expiresInDays);
  }

  @Get()
  @ApiOperationOf('getJoinLinks', [JoinLinkView])
  list(@CurrentUser() caller: AuthenticatedUser, @Param('groupId') groupId: string): Promise<JoinLinkView[]> {
    return this.links.list(caller.userId, groupIdParam(groupId));
  }

  @Delete(':linkId')
  @HttpCode(200)
  @ApiOperationOf('revokeJoinLink', MessageView)
  revoke(@CurrentUser() caller: AuthenticatedUser, @Param('groupId') groupId: string, @Param('linkId') linkId: string): Promise<MessageView> {
    const group = groupIdParam(groupId);
    if (!isUuid(linkId)) throw notFound('Join link not found.');
    return this.links.revoke(caller.userId, group, linkId.toLowerCase());
  }
}
