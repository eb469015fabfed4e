import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, CurrentUser, type AuthenticatedUser } from '@overlap/platform';
import { LocationFreeBodyGuard } from './location-free-body.guard';
import { ToggleSharingDto, UpdatePresenceDto } from './presence.dto';
import { PresenceService } from './presence.service';
import { PresenceView } from './presence.views';

@ApiTags('presence')
@Controller('api/presence')
export class PresenceController {
  constructor(private readonly presence: PresenceService) {}

  /** The caller's own presence ('me' or their id) or a co-member's; 403 for anyone else. */
  @Get(':userId')
  @ApiOperationOf('getPresence', PresenceView)
  getPresence(@CurrentUser() caller: AuthenticatedUser, @Param('userId') userId: string): Promise<PresenceView> {
    return this.presence.read(caller.userId, userId);
  }

  /** The device's decision — a campus id or null, and a status. Coordinates are refused (400). */
  @Post('update')
  @HttpCode(200)
  @UseGuards(new LocationFreeBodyGuard(['campusId', 'status']))
  @ApiOperationOf('updatePresence', PresenceView)
  updatePresence(@CurrentUser() caller: AuthenticatedUser, @Body() body: UpdatePresenceDto): Promise<PresenceView> {
    return this.presence.update(caller.userId, body);
  }

  @Post('toggle-sharing')
  @HttpCode(200)
  @UseGuards(new LocationFreeBodyGuard(['enabled', 'keepSharing']))
  @ApiOperationOf('toggleSharing', PresenceView)
  toggleSharing(@CurrentUser() caller: AuthenticatedUser, @Body() body: ToggleSharingDto): Promise<PresenceView> {
    return this.presence.toggle(caller.userId, body);
  }
}
