import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { unauthorized } from '@overlap/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { identityConfig } from '../config';
import { SIGNING_KEY, type SigningKey } from '../keys/signing-key.module';
import { signAccessToken } from './access-token.rules';
import { RefreshTokensRepository, type EndedSession } from './refresh-tokens.repository';
import { SessionEvents } from './session.events';
import { hashSecretToken, newSecretToken } from './secret-token.rules';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
  userId: string;
}

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

@Injectable()
export class SessionsService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(SIGNING_KEY) private readonly key: SigningKey,
    private readonly events: SessionEvents,
    private readonly tokens: RefreshTokensRepository,
  ) {}

  async start(userId: string, manager: EntityManager = this.dataSource.manager): Promise<SessionTokens> {
    return this.issue(manager, userId, randomUUID());
  }

  /** Rotates a refresh token. Re-use of a rotated token revokes the whole session. */
  async refresh(refreshToken: string | undefined): Promise<SessionTokens> {
    if (!refreshToken) throw unauthorized(SESSION_EXPIRED);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const row = await this.tokens.lockByHash(hashSecretToken(refreshToken), manager);
      if (!row || row.revokedAt || row.expiresAt <= new Date()) return undefined;
      if (row.rotatedAt) {
        await this.revokeSession(row.sessionId, manager);
        return undefined;
      }
      await this.tokens.markRotated(row.id, manager);
      return this.issue(manager, row.userId, row.sessionId);
    });
    // Thrown after the commit so a detected replay's revocation is kept.
    if (!outcome) throw unauthorized(SESSION_EXPIRED);
    return outcome;
  }

  isActive(sessionId: string): Promise<boolean> {
    return this.tokens.isLive(sessionId);
  }

  async revokeSession(sessionId: string, manager?: EntityManager): Promise<void> {
    await this.revoke(manager, (m) => this.tokens.revokeSession(sessionId, m));
  }

  /** Ends the session of the refresh token and the one of the access token, whichever the browser still sent. */
  async signOut(refreshToken: string | undefined, sessionId: string | undefined): Promise<void> {
    if (refreshToken) {
      const row = await this.tokens.findByHash(hashSecretToken(refreshToken));
      if (row) await this.revokeSession(row.sessionId);
    }
    if (sessionId) await this.revokeSession(sessionId);
  }

  async revokeAllForUser(userId: string, manager?: EntityManager): Promise<void> {
    await this.revoke(manager, (m) => this.tokens.revokeUser(userId, m));
  }

  async revokeOtherSessions(userId: string, keepSessionId: string, manager?: EntityManager): Promise<void> {
    await this.revoke(manager, (m) => this.tokens.revokeUserExcept(userId, keepSessionId, m));
  }

  /**
   * Ends the sessions whose live refresh tokens match, and publishes them in the same transaction
   * so every service refuses their access tokens within seconds, not at expiry (ADR 025).
   */
  private async revoke(manager: EntityManager | undefined, revoke: (manager: EntityManager) => Promise<EndedSession[]>): Promise<void> {
    if (!manager) return this.dataSource.transaction((tx) => this.revoke(tx, revoke));
    const byUser = new Map<string, Set<string>>();
    for (const { userId, sessionId } of await revoke(manager)) byUser.set(userId, (byUser.get(userId) ?? new Set()).add(sessionId));
    for (const [userId, sessionIds] of byUser) await this.events.revoked(manager, userId, [...sessionIds]);
  }

  private async issue(manager: EntityManager, userId: string, sessionId: string): Promise<SessionTokens> {
    const refreshToken = newSecretToken();
    await this.tokens.insert(
      { sessionId, userId, tokenHash: hashSecretToken(refreshToken), expiresAt: new Date(Date.now() + identityConfig.refreshTokenTtlSeconds * 1000) },
      manager,
    );
    const accessToken = signAccessToken(this.key, userId, sessionId, identityConfig.accessTokenTtlSeconds);
    return { accessToken, refreshToken, sessionId, userId };
  }
}
