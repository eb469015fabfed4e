import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { JoinedGroupView, JoinLinkPreviewView } from './join-link.views';
import { JoinLinksService } from './join-links.service';

/** The door a shared link opens: /join/{token} in the app reads and uses these (ADR 031). */
@ApiTags('join-links')
@Controller('api/join-links/:token')
export class JoinLinksController {
  constructor(private readonly links: JoinLinksService) {}

  @Get()
  @ApiOperationOf('previewJoinLink', JoinLinkPreviewView)
  preview(@CurrentUser() caller: AuthenticatedUser, @Param('token') token: string): Promise<JoinLinkPreviewView> {
    return this.links.preview(caller.userId, token);
  }

  @Post('join')
  @HttpCode(200)
  @ApiOperationOf('joinByLink', JoinedGroupView)
  join(@CurrentUser() caller: AuthenticatedUser, @Param('token') token: string): Promise<JoinedGroupView> {
    return this.links.join(caller.userId, token);
  }
}
