import { CanActivate, ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { unauthorized } from '../errors/domain-error';
import { IS_PUBLIC } from './public.decorator';
import { SessionVerifier } from './session-verifier';
import { AuthenticatedUser, readBearerOrCookie } from './tokens';

type AuthedRequest = Request & { user?: AuthenticatedUser };

/**
 * Global guard: every service verifies the access token itself (docs/product/privacy.md), it never
 * trusts a header set by the gateway. Routes marked @Public() pass without one.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    const token = readBearerOrCookie(req.headers, req.cookies as Record<string, string> | undefined);
    const claims = await this.sessions.verify(token);
    if (claims) req.user = { userId: claims.sub, sessionId: claims.sid, ...(claims.exp === undefined ? {} : { expiresAt: new Date(claims.exp * 1000) }) };
    if (isPublic) return true;
    if (!claims) throw unauthorized();
    return true;
  }
}

/** The verified caller; only on routes behind the guard. */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthenticatedUser => {
  const user = ctx.switchToHttp().getRequest<AuthedRequest>().user;
  if (!user) throw unauthorized();
  return user;
});
