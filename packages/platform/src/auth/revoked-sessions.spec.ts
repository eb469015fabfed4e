import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { RevokedSessions } from './revoked-sessions';
import { SessionVerifier } from './session-verifier';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './tokens';

describe('RevokedSessions', () => {
  it('refuses a revoked session until its tokens would have expired, then forgets it', () => {
    const revoked = new RevokedSessions();
    revoked.revoke(['s1', 's2'], 2_000, 1_000);
    expect(revoked.isRevoked('s1', 1_500)).toBe(true);
    expect(revoked.isRevoked('s2', 1_999)).toBe(true);
    expect(revoked.isRevoked('s3', 1_500)).toBe(false);
    expect(revoked.isRevoked('s1', 2_000)).toBe(false);
    revoked.revoke(['s4'], 200_000, 100_000);
    expect(revoked.size).toBe(1);
  });

  it('ignores a revocation whose tokens have all expired (a replayed old event)', () => {
    const revoked = new RevokedSessions();
    revoked.revoke(['old'], 1_000, 2_000);
    expect(revoked.size).toBe(0);
  });

  it('tells listeners which sessions ended, until they unsubscribe', () => {
    const revoked = new RevokedSessions();
    const seen: string[][] = [];
    const unsubscribe = revoked.onRevoked((ids) => seen.push([...ids]));
    revoked.revoke(['s1'], Date.now() + 60_000);
    unsubscribe();
    revoked.revoke(['s2'], Date.now() + 60_000);
    expect(seen).toEqual([['s1']]);
  });
});

describe('SessionVerifier', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const token = (sid: string) =>
    jwt.sign({ sid }, privateKey, { algorithm: 'RS256', subject: 'u1', issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, expiresIn: 60 });

  it('accepts a valid token of a live session and refuses one of an ended session', async () => {
    const revoked = new RevokedSessions();
    const verifier = new SessionVerifier(async () => publicKey, revoked);
    await expect(verifier.verify(token('live'))).resolves.toMatchObject({ sub: 'u1', sid: 'live' });
    revoked.revoke(['ended'], Date.now() + 60_000);
    await expect(verifier.verify(token('ended'))).resolves.toBeUndefined();
    await expect(verifier.verify(undefined)).resolves.toBeUndefined();
  });
});
