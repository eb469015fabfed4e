import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { Public } from '@overlap/platform';
import { ForgotPasswordDto, ResetPasswordDto } from './password-reset.dto';
import { PasswordResetService } from './password-reset.service';

@Public()
@Controller('api/auth')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Post('forgot-password')
  @HttpCode(200)
  forgot(@Body() dto: ForgotPasswordDto) {
    this.resets.request(dto.email);
    return { message: 'If that email is registered, you will receive a password reset link.' };
  }

  /** Lets the reset screen show 'Invalid Link' before the user types a password. */
  @Get('reset-password/validate')
  async validate(@Query('token') token?: string) {
    return { valid: typeof token === 'string' && token.length > 0 && token.length <= 200 && (await this.resets.isValid(token)) };
  }

  @Post('reset-password')
  @HttpCode(200)
  async reset(@Body() dto: ResetPasswordDto) {
    await this.resets.reset(dto.token, dto.newPassword);
    return { message: 'Password reset successful' };
  }
}
