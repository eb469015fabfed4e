import { verifyAccessToken } from '@overlap/platform';
import jwt from 'jsonwebtoken';
import { loadSigningKey } from '../keys/signing-key.module';
import { signAccessToken } from './access-token.rules';
import { identityConfig } from '../config';

describe('access tokens', () => {
  const key = loadSigningKey();
  const resolve = async () => key.publicPem;

  it('live for the configured 15 minutes and carry user, session and key id', async () => {
    const token = signAccessToken(key, 'user-1', 'session-1', identityConfig.accessTokenTtlSeconds);
    const decoded = jwt.decode(token, { complete: true })!;
    const payload = decoded.payload as jwt.JwtPayload;
    expect(identityConfig.accessTokenTtlSeconds).toBe(900);
    expect(payload.exp! - payload.iat!).toBe(900);
    expect(decoded.header).toMatchObject({ alg: 'RS256', kid: key.kid });
    await expect(verifyAccessToken(token, resolve)).resolves.toMatchObject({ sub: 'user-1', sid: 'session-1' });
  });

  it('are refused once expired', async () => {
    const token = signAccessToken(key, 'user-1', 'session-1', -1);
    await expect(verifyAccessToken(token, resolve)).resolves.toBeUndefined();
  });

  it('refresh tokens outlive access tokens (30 days)', () => {
    expect(identityConfig.refreshTokenTtlSeconds).toBe(30 * 24 * 3600);
    expect(identityConfig.resetTokenTtlSeconds).toBe(3600);
  });

  it('publishes the public key as a JWK with the same kid', () => {
    expect(key.jwk).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: key.kid });
    expect(key.jwk).not.toHaveProperty('d');
  });
});
