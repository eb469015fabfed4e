import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { RefreshTokenEntity } from './refresh-token.entity';

/** A session that was ended, as the revoking update returned it. */
export interface EndedSession {
  userId: string;
  sessionId: string;
}

/** Reads and writes of `refresh_tokens` (tokens by their hash only). */
@Injectable()
export class RefreshTokensRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(token: Pick<RefreshTokenEntity, 'sessionId' | 'userId' | 'tokenHash' | 'expiresAt'>, manager: EntityManager): Promise<void> {
    await manager.insert(RefreshTokenEntity, token);
  }

  findByHash(tokenHash: string): Promise<RefreshTokenEntity | null> {
    return this.dataSource.manager.findOne(RefreshTokenEntity, { where: { tokenHash } });
  }

  /** The row locked until the transaction ends, so one token is rotated once. */
  lockByHash(tokenHash: string, manager: EntityManager): Promise<RefreshTokenEntity | null> {
    return manager.findOne(RefreshTokenEntity, { where: { tokenHash }, lock: { mode: 'pessimistic_write' } });
  }

  async markRotated(id: string, manager: EntityManager): Promise<void> {
    await manager.update(RefreshTokenEntity, { id }, { rotatedAt: new Date() });
  }

  /** Whether the session still has a token that was not revoked. */
  async isLive(sessionId: string): Promise<boolean> {
    return (await this.dataSource.manager.count(RefreshTokenEntity, { where: { sessionId, revokedAt: IsNull() } })) > 0;
  }

  revokeSession(sessionId: string, manager: EntityManager): Promise<EndedSession[]> {
    return this.revoke(manager, 'session_id = :sessionId', { sessionId });
  }

  revokeUser(userId: string, manager: EntityManager): Promise<EndedSession[]> {
    return this.revoke(manager, 'user_id = :userId', { userId });
  }

  revokeUserExcept(userId: string, keepSessionId: string, manager: EntityManager): Promise<EndedSession[]> {
    return this.revoke(manager, 'user_id = :userId AND session_id <> :keep', { userId, keep: keepSessionId });
  }

  /** Revokes the live tokens that match; one row per token revoked. */
  private async revoke(manager: EntityManager, where: string, params: Record<string, string>): Promise<EndedSession[]> {
    const result = await manager
      .createQueryBuilder()
      .update(RefreshTokenEntity)
      .set({ revokedAt: () => 'now()' })
      .where(`${where} AND revoked_at IS NULL`, params)
      .returning('user_id, session_id')
      .execute();
    return (result.raw as { user_id: string; session_id: string }[]).map((row) => ({ userId: row.user_id, sessionId: row.session_id }));
  }
}
