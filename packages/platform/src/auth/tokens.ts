/** Cookie names shared by identity (which sets them) and everyone who reads them. */
export const ACCESS_COOKIE = 'overlap_at';
export const REFRESH_COOKIE = 'overlap_rt';

/** Claims of the access token identity signs (RS256) and every other process verifies. */
export interface AccessTokenClaims {
  sub: string;
  /** Session (refresh-token family) id, so sign-out can be traced to one session. */
  sid: string;
  iat?: number;
  exp?: number;
  iss?: string;
  aud?: string | string[];
}

export const TOKEN_ISSUER = 'overlap-identity';
export const TOKEN_AUDIENCE = 'overlap';

/** The caller as seen by controllers once the access token is verified. */
export interface AuthenticatedUser {
  userId: string;
  sessionId: string;
  /** When the access token expires: a long-lived response (the live stream) ends then. */
  expiresAt?: Date;
}

export function readBearerOrCookie(headers: { authorization?: string | string[] | undefined }, cookies?: Record<string, string>): string | undefined {
  const auth = headers.authorization;
  const value = Array.isArray(auth) ? auth[0] : auth;
  if (value?.startsWith('Bearer ')) return value.slice(7);
  return cookies?.[ACCESS_COOKIE];
}
