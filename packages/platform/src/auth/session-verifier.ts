import { Inject, Injectable } from '@nestjs/common';
import { KeyResolver, verifyAccessToken } from './jwt-verifier';
import { RevokedSessions } from './revoked-sessions';
import type { AccessTokenClaims } from './tokens';

export const KEY_RESOLVER = Symbol('KEY_RESOLVER');

/** An access token's claims when it is valid and its session has not been ended since. */
@Injectable()
export class SessionVerifier {
  constructor(
    @Inject(KEY_RESOLVER) private readonly resolveKey: KeyResolver,
    private readonly revoked: RevokedSessions,
  ) {}

  async verify(token: string | undefined): Promise<AccessTokenClaims | undefined> {
    const claims = token ? await verifyAccessToken(token, this.resolveKey) : undefined;
    return claims && !this.revoked.isRevoked(claims.sid) ? claims : undefined;
  }
}
