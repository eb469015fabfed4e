import type { KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { JwksKeySet, type JwksKeySetOptions } from './jwks-key-set';
import { AccessTokenClaims, TOKEN_AUDIENCE, TOKEN_ISSUER } from './tokens';

export type KeyResolver = (kid: string | undefined) => Promise<string | KeyObject>;

/** Resolves signing keys from identity's JWKS endpoint, held so requests need no call. */
export function jwksKeyResolver(jwksUri: string, options?: JwksKeySetOptions): KeyResolver {
  const keySet = new JwksKeySet(jwksUri, options);
  return (kid) => keySet.resolve(kid);
}

/** Verifies an access token locally; resolves to undefined for any invalid or expired token. */
export async function verifyAccessToken(token: string, resolveKey: KeyResolver): Promise<AccessTokenClaims | undefined> {
  const decoded = jwt.decode(token, { complete: true });
  if (!decoded || typeof decoded.payload === 'string') return undefined;
  let key: string | KeyObject;
  try {
    key = await resolveKey(decoded.header.kid);
  } catch {
    return undefined;
  }
  try {
    const claims = jwt.verify(token, key, { algorithms: ['RS256'], issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE });
    if (typeof claims === 'string' || typeof claims.sub !== 'string') return undefined;
    return claims as AccessTokenClaims;
  } catch {
    return undefined;
  }
}
