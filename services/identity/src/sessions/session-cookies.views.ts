import type { CookieOptions, Response } from 'express';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '@overlap/platform';
import { identityConfig } from '../config';

// The refresh cookie is only sent to the auth endpoints that use it.
const REFRESH_PATH = '/api/auth';

function base(): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: identityConfig.cookieSecure };
}

export function setSessionCookies(res: Response, tokens: { accessToken: string; refreshToken: string }) {
  res.cookie(ACCESS_COOKIE, tokens.accessToken, { ...base(), path: '/', maxAge: identityConfig.accessTokenTtlSeconds * 1000 });
  res.cookie(REFRESH_COOKIE, tokens.refreshToken, { ...base(), path: REFRESH_PATH, maxAge: identityConfig.refreshTokenTtlSeconds * 1000 });
}

export function clearSessionCookies(res: Response) {
  res.clearCookie(ACCESS_COOKIE, { ...base(), path: '/' });
  res.clearCookie(REFRESH_COOKIE, { ...base(), path: REFRESH_PATH });
}
