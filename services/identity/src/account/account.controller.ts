import { Controller, Delete, HttpCode, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, CurrentUser, MessageView, type AuthenticatedUser } from '@overlap/platform';
import { clearSessionCookies } from '../sessions/session-cookies.views';
import { AccountService } from './account.service';

@ApiTags('users')
@Controller('api/users/me')
export class AccountController {
  constructor(private readonly accounts: AccountService) {}

  /** The account and everything of it, in every service (user-deleted is published with the deletion). */
  @Delete()
  @HttpCode(200)
  @ApiOperationOf('deleteAccount', MessageView)
  async delete(@CurrentUser() caller: AuthenticatedUser, @Res({ passthrough: true }) res: Response): Promise<MessageView> {
    await this.accounts.delete(caller.userId);
    clearSessionCookies(res);
    return { message: 'Your account and all its data have been deleted.' };
  }
}
