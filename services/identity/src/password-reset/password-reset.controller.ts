import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, badRequest, MessageView, Public } from '@overlap/platform';
import { ForgotPasswordDto, ResetPasswordDto } from './password-reset.dto';
import { PasswordResetService } from './password-reset.service';
import { ResetTokenView } from './password-reset.views';
import { addressSubject } from '../sign-in-protection/client-address.rules';

@ApiTags('auth')
@Public()
@Controller('api/auth')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperationOf('forgotPassword', MessageView)
  async forgot(@Body() dto: ForgotPasswordDto, @Req() req: Request): Promise<MessageView> {
    await this.resets.request(dto.email, addressSubject(req.ip));
    return { message: 'If that email is registered, you will receive a password reset link.' };
  }

  /** Lets the reset screen show 'Invalid Link' before the user types a password. */
  @Get('reset-password/validate')
  @ApiOperationOf('validateResetToken', ResetTokenView)
  @ApiQuery({ name: 'token', required: false, type: String })
  async validate(@Query('token') token?: string | string[]): Promise<ResetTokenView> {
    // A token given twice is a malformed link, not an unknown token.
    if (Array.isArray(token)) throw badRequest('Invalid or missing reset token', 'token');
    return { valid: typeof token === 'string' && token.length > 0 && token.length <= 200 && (await this.resets.isValid(token)) };
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperationOf('resetPassword', MessageView)
  async reset(@Body() dto: ResetPasswordDto): Promise<MessageView> {
    await this.resets.reset(dto.token, dto.newPassword);
    return { message: 'Password reset successful' };
  }
}
