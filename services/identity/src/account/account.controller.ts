import { Controller, Delete, HttpCode, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, CurrentUser, MessageView, type AuthenticatedUser } from '@overlap/platform';
import { DataSource } from 'typeorm';
import { clearSessionCookies } from '../sessions/session-cookies.views';
import { SessionsService } from '../sessions/sessions.service';
import { UserEntity } from '../users/user.entity';
import { UserEvents } from '../users/user.events';

/**
 * Deleting an account removes credentials, sessions, settings and pictures at once (cascades)
 * and publishes user-deleted in the same transaction, so every service removes its copy.
 */
@ApiTags('users')
@Controller('api/users/me')
export class AccountController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: UserEvents,
    private readonly sessions: SessionsService,
  ) {}

  @Delete()
  @HttpCode(200)
  @ApiOperationOf('deleteAccount', MessageView)
  async delete(@CurrentUser() caller: AuthenticatedUser, @Res({ passthrough: true }) res: Response): Promise<MessageView> {
    await this.dataSource.transaction(async (manager) => {
      // Ended before the rows cascade away, so every service refuses the sessions' tokens at once.
      await this.sessions.revokeAllForUser(caller.userId, manager);
      await manager.delete(UserEntity, { id: caller.userId });
      await this.events.deleted(manager, caller.userId);
    });
    clearSessionCookies(res);
    return { message: 'Your account and all its data have been deleted.' };
  }
}
