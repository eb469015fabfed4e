import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { JwtAuthGuard } from './jwt-auth.guard';
import { RevokedSessions } from './revoked-sessions';
import { SessionVerifier } from './session-verifier';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, type AuthenticatedUser } from './tokens';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const revoked = new RevokedSessions();
const guard = new JwtAuthGuard(new Reflector(), new SessionVerifier(async () => publicKey.export({ type: 'spki', format: 'pem' }).toString(), revoked));

const contextFor = (req: object) =>
  ({
    getType: () => 'http',
    getHandler: () => () => undefined,
    getClass: () => class {},
    switchToHttp: () => ({ getRequest: () => req }),
  }) as unknown as ExecutionContext;

describe('JwtAuthGuard', () => {
  it("gives the caller the token's user, session and expiry", async () => {
    const token = jwt.sign({ sid: 's1' }, privateKey, { algorithm: 'RS256', subject: 'u1', issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, expiresIn: 900 });
    const req: { headers: object; user?: AuthenticatedUser } = { headers: { authorization: `Bearer ${token}` } };
    await expect(guard.canActivate(contextFor(req))).resolves.toBe(true);
    const { exp } = jwt.decode(token) as { exp: number };
    expect(req.user).toEqual({ userId: 'u1', sessionId: 's1', expiresAt: new Date(exp * 1000) });
  });

  it('refuses a valid token of a session identity has ended', async () => {
    const token = jwt.sign({ sid: 'ended' }, privateKey, { algorithm: 'RS256', subject: 'u1', issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, expiresIn: 900 });
    revoked.revoke(['ended'], Date.now() + 900_000);
    await expect(guard.canActivate(contextFor({ headers: { authorization: `Bearer ${token}` } }))).rejects.toThrow('Unauthorized');
  });

  it('refuses a request without a token', async () => {
    await expect(guard.canActivate(contextFor({ headers: {} }))).rejects.toThrow();
  });
});
