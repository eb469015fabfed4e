import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { KeyResolver, verifyAccessToken } from './jwt-verifier';
import { RevokedSessions } from './revoked-sessions';
import type { AccessTokenClaims } from './tokens';

export const KEY_RESOLVER = Symbol('KEY_RESOLVER');

/** Tokens remembered as verified; past this many the oldest is forgotten (a few MB at most). */
export const VERIFIED_TOKENS_KEPT = 5_000;

interface Verified {
  claims: AccessTokenClaims;
  kid: string | undefined;
  expiresAt: number;
}

/**
 * An access token's claims when it is valid and its session has not been ended since.
 *
 * A token's signature and claims cannot change, so a token verified once is remembered by its
 * exact text until it expires: a student's tab sends the same token with every request for up to
 * 15 minutes, and the RSA verification and decoding were a tenth of a request's CPU (ADR 050).
 * What can change is checked on every call, as before: expiry, the session's revocation, and that
 * the key which signed the token is still one identity publishes.
 */
@Injectable()
export class SessionVerifier {
  private readonly verified = new Map<string, Verified>();

  constructor(
    @Inject(KEY_RESOLVER) private readonly resolveKey: KeyResolver,
    private readonly revoked: RevokedSessions,
  ) {}

  async verify(token: string | undefined, now = Date.now()): Promise<AccessTokenClaims | undefined> {
    if (!token) return undefined;
    const known = this.verified.get(token) ?? (await this.verifyNew(token));
    if (!known || known.expiresAt <= now || !(await this.keyStillPublished(known.kid))) {
      this.verified.delete(token);
      return undefined;
    }
    return this.revoked.isRevoked(known.claims.sid, now) ? undefined : known.claims;
  }

  private async verifyNew(token: string): Promise<Verified | undefined> {
    const claims = await verifyAccessToken(token, this.resolveKey);
    // Tokens without an expiry are never remembered (identity always sets one).
    if (!claims || claims.exp === undefined) return claims && { claims, kid: undefined, expiresAt: Number.POSITIVE_INFINITY };
    const kid = (jwt.decode(token, { complete: true })?.header.kid as string | undefined) ?? undefined;
    const entry = { claims, kid, expiresAt: claims.exp * 1000 };
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, entry);
    return entry;
  }

  private async keyStillPublished(kid: string | undefined): Promise<boolean> {
    if (kid === undefined) return true;
    try {
      await this.resolveKey(kid);
      return true;
    } catch {
      return false;
    }
  }
}
