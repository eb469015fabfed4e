import { Body, Controller, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, badRequest, CurrentUser, MessageView, unauthorized, type AuthenticatedUser } from '@overlap/platform';
import { DataSource } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { ChangePasswordDto } from './auth.dto';
import { hashPassword, verifyPassword } from './password-hash.rules';
import { SessionsService } from '../sessions/sessions.service';

@ApiTags('auth')
@Controller('api/auth/password')
export class PasswordController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
  ) {}

  /** Needs the current password; signs out every other session of the user. */
  @Put()
  @ApiOperationOf('changePassword', MessageView)
  async change(@CurrentUser() caller: AuthenticatedUser, @Body() dto: ChangePasswordDto): Promise<MessageView> {
    const user = await this.dataSource.manager.findOneBy(UserEntity, { id: caller.userId });
    if (!user) throw unauthorized();
    if (!(await verifyPassword(user.passwordHash, dto.currentPassword))) {
      throw badRequest('Current password is incorrect', 'currentPassword');
    }
    const passwordHash = await hashPassword(dto.newPassword);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(UserEntity, { id: user.id }, { passwordHash, updatedAt: new Date() });
      await this.sessions.revokeOtherSessions(user.id, caller.sessionId, manager);
    });
    return { message: 'Your password has been successfully updated.' };
  }
}
