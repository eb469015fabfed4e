import { JwksClient } from 'jwks-rsa';
import jwt from 'jsonwebtoken';
import { AccessTokenClaims, TOKEN_AUDIENCE, TOKEN_ISSUER } from './tokens';

export type KeyResolver = (kid: string | undefined) => Promise<string>;

/** Resolves signing keys from identity's JWKS endpoint, cached so requests need no call. */
export function jwksKeyResolver(jwksUri: string): KeyResolver {
  const client = new JwksClient({ jwksUri, cache: true, cacheMaxAge: 10 * 60_000, rateLimit: true, jwksRequestsPerMinute: 30 });
  return async (kid) => (await client.getSigningKey(kid)).getPublicKey();
}

/** Verifies an access token locally; resolves to undefined for any invalid or expired token. */
export async function verifyAccessToken(token: string, resolveKey: KeyResolver): Promise<AccessTokenClaims | undefined> {
  const decoded = jwt.decode(token, { complete: true });
  if (!decoded || typeof decoded.payload === 'string') return undefined;
  let key: string;
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
