import { Body, Controller, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, CurrentUser, MessageView, type AuthenticatedUser } from '@overlap/platform';
import { ChangePasswordDto } from './auth.dto';
import { PasswordService } from './password.service';

@ApiTags('auth')
@Controller('api/auth/password')
export class PasswordController {
  constructor(private readonly passwords: PasswordService) {}

  /** Needs the current password; signs out every other session of the user. */
  @Put()
  @ApiOperationOf('changePassword', MessageView)
  async change(@CurrentUser() caller: AuthenticatedUser, @Body() dto: ChangePasswordDto): Promise<MessageView> {
    await this.passwords.change(caller.userId, caller.sessionId, dto.currentPassword, dto.newPassword);
    return { message: 'Your password has been successfully updated.' };
  }
}
