import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiTags } from '@nestjs/swagger';
import { ApiOperationOf, MessageView, Public, REFRESH_COOKIE } from '@overlap/platform';
import { SelfView, toSelfView } from '../users/user.views';
import { LoginDto, SignupDto } from './auth.dto';
import { AuthService } from './auth.service';
import { RefreshedView } from './auth.views';
import { clearSessionCookies, setSessionCookies } from '../sessions/session-cookies.views';
import { SessionsService } from '../sessions/sessions.service';
import { addressSubject } from '../sign-in-protection/client-address.rules';

@ApiTags('auth')
@Public()
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
  ) {}

  @Post('signup')
  @ApiOperationOf('signup', SelfView, 201)
  async signup(@Body() dto: SignupDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SelfView> {
    const { user, tokens } = await this.auth.signup(dto, addressSubject(req.ip));
    setSessionCookies(res, tokens);
    return toSelfView(user);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperationOf('login', SelfView)
  async login(@Body() dto: LoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SelfView> {
    const { user, tokens } = await this.auth.login(dto, addressSubject(req.ip));
    setSessionCookies(res, tokens);
    return toSelfView(user);
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiOperationOf('refreshSession', RefreshedView)
  async refresh(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<RefreshedView> {
    try {
      const tokens = await this.sessions.refresh((req.cookies as Record<string, string>)[REFRESH_COOKIE]);
      setSessionCookies(res, tokens);
      return { ok: true };
    } catch (err) {
      clearSessionCookies(res);
      throw err;
    }
  }

  /** Always succeeds for the browser: cookies are cleared even if the session was gone. */
  @Post('logout')
  @HttpCode(200)
  @ApiOperationOf('logout', MessageView)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<MessageView> {
    const refreshToken = (req.cookies as Record<string, string>)[REFRESH_COOKIE];
    const user = (req as Request & { user?: { sessionId: string } }).user;
    await this.sessions.signOut(refreshToken, user?.sessionId);
    clearSessionCookies(res);
    return { message: 'Logged out successfully' };
  }
}
