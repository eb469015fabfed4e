import { Injectable } from '@nestjs/common';
import { deletedUserDigest } from '@overlap/platform';
import { DataSource, type EntityManager } from 'typeorm';

/** Deleted accounts, remembered by the id's digest only (ADR 047). */
@Injectable()
export class DeletedUsersRepository {
  constructor(private readonly db: DataSource) {}

  async isDeleted(userId: string, manager: EntityManager = this.db.manager): Promise<boolean> {
    const rows: unknown[] = await manager.query('SELECT 1 FROM deleted_users WHERE user_digest = $1', [deletedUserDigest(userId)]);
    return rows.length > 0;
  }

  async remember(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('INSERT INTO deleted_users (user_digest) VALUES ($1) ON CONFLICT DO NOTHING', [deletedUserDigest(userId)]);
  }
}
