import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { unauthorized } from '@overlap/platform';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { identityConfig } from '../config';
import type { SigningKey } from '../keys/signing-key';
import { SIGNING_KEY } from '../keys/signing-key.token';
import { signAccessToken } from './access-token.rules';
import { RefreshTokenEntity } from './refresh-token.entity';
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
  ) {}

  async start(userId: string, manager: EntityManager = this.dataSource.manager): Promise<SessionTokens> {
    return this.issue(manager, userId, randomUUID());
  }

  /** Rotates a refresh token. Re-use of a rotated token revokes the whole session. */
  async refresh(refreshToken: string | undefined): Promise<SessionTokens> {
    if (!refreshToken) throw unauthorized(SESSION_EXPIRED);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(RefreshTokenEntity, {
        where: { tokenHash: hashSecretToken(refreshToken) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row || row.revokedAt || row.expiresAt <= new Date()) return undefined;
      if (row.rotatedAt) {
        await this.revokeSession(row.sessionId, manager);
        return undefined;
      }
      await manager.update(RefreshTokenEntity, { id: row.id }, { rotatedAt: new Date() });
      return this.issue(manager, row.userId, row.sessionId);
    });
    // Thrown after the commit so a detected replay's revocation is kept.
    if (!outcome) throw unauthorized(SESSION_EXPIRED);
    return outcome;
  }

  async isActive(sessionId: string): Promise<boolean> {
    const live = await this.dataSource.manager.count(RefreshTokenEntity, { where: { sessionId, revokedAt: IsNull() } });
    return live > 0;
  }

  async revokeSession(sessionId: string, manager?: EntityManager): Promise<void> {
    await this.revoke(manager, 'session_id = :sessionId', { sessionId });
  }

  async revokeByRefreshToken(refreshToken: string): Promise<void> {
    const row = await this.dataSource.manager.findOne(RefreshTokenEntity, { where: { tokenHash: hashSecretToken(refreshToken) } });
    if (row) await this.revokeSession(row.sessionId);
  }

  async revokeAllForUser(userId: string, manager?: EntityManager): Promise<void> {
    await this.revoke(manager, 'user_id = :userId', { userId });
  }

  async revokeOtherSessions(userId: string, keepSessionId: string, manager?: EntityManager): Promise<void> {
    await this.revoke(manager, 'user_id = :userId AND session_id <> :keep', { userId, keep: keepSessionId });
  }

  /**
   * Ends the sessions whose live refresh tokens match, and publishes them in the same transaction
   * so every service refuses their access tokens within seconds, not at expiry (ADR 025).
   */
  private async revoke(manager: EntityManager | undefined, where: string, params: Record<string, string>): Promise<void> {
    if (!manager) return this.dataSource.transaction((tx) => this.revoke(tx, where, params));
    const result = await manager
      .createQueryBuilder()
      .update(RefreshTokenEntity)
      .set({ revokedAt: () => 'now()' })
      .where(`${where} AND revoked_at IS NULL`, params)
      .returning('user_id, session_id')
      .execute();
    const byUser = new Map<string, Set<string>>();
    for (const row of result.raw as { user_id: string; session_id: string }[])
      byUser.set(row.user_id, (byUser.get(row.user_id) ?? new Set()).add(row.session_id));
    for (const [userId, sessionIds] of byUser) await this.events.revoked(manager, userId, [...sessionIds]);
  }

  private async issue(manager: EntityManager, userId: string, sessionId: string): Promise<SessionTokens> {
    const refreshToken = newSecretToken();
    await manager.insert(RefreshTokenEntity, {
      sessionId,
      userId,
      tokenHash: hashSecretToken(refreshToken),
      expiresAt: new Date(Date.now() + identityConfig.refreshTokenTtlSeconds * 1000),
    });
    const accessToken = signAccessToken(this.key, userId, sessionId, identityConfig.accessTokenTtlSeconds);
    return { accessToken, refreshToken, sessionId, userId };
  }
}
