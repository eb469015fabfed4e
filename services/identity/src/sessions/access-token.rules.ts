import jwt from 'jsonwebtoken';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, type AccessTokenClaims } from '@overlap/platform';
import type { SigningKey } from '../keys/signing-key.module';

export function signAccessToken(key: SigningKey, userId: string, sessionId: string, ttlSeconds: number): string {
  const claims: Pick<AccessTokenClaims, 'sid'> = { sid: sessionId };
  return jwt.sign(claims, key.privateKey, {
    algorithm: 'RS256',
    keyid: key.kid,
    subject: userId,
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    expiresIn: ttlSeconds,
  });
}
