import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, MoreThan, type EntityManager } from 'typeorm';
import { PasswordResetEntity } from './password-reset.entity';

/** Reads and writes of `password_resets` (tokens by their hash only). */
@Injectable()
export class PasswordResetsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.dataSource.manager.insert(PasswordResetEntity, { userId, tokenHash, expiresAt });
  }

  /** Whether the token is issued, unused and not expired. */
  isUsable(tokenHash: string): Promise<boolean> {
    return this.dataSource.manager.exists(PasswordResetEntity, { where: { tokenHash, usedAt: IsNull(), expiresAt: MoreThan(new Date()) } });
  }

  /** The row locked until the transaction ends, so one token is used once. */
  lockByHash(tokenHash: string, manager: EntityManager): Promise<PasswordResetEntity | null> {
    return manager.findOne(PasswordResetEntity, { where: { tokenHash }, lock: { mode: 'pessimistic_write' } });
  }

  /** Every open reset of the user is used up, not only the one presented. */
  async useAll(userId: string, at: Date, manager: EntityManager): Promise<void> {
    await manager.update(PasswordResetEntity, { userId, usedAt: IsNull() }, { usedAt: at });
  }
}
