import { deletedUserDigest, unauthorized } from '@overlap/platform';
import type { EntityManager } from 'typeorm';

/** Whether identity said the account was deleted (remembered by the id's digest, ADR 047). */
export async function isDeletedAccount(manager: EntityManager, userId: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(`SELECT 1 FROM deleted_users WHERE user_digest = $1`, [deletedUserDigest(userId)]);
  return rows.length > 0;
}

/** Remembers that the account is deleted, by the id's digest only. */
export async function rememberDeletedAccount(manager: EntityManager, userId: string): Promise<void> {
  await manager.query(`INSERT INTO deleted_users (user_digest) VALUES ($1) ON CONFLICT DO NOTHING`, [deletedUserDigest(userId)]);
}

/**
 * Access tokens outlive an account by up to 15 minutes (docs/adr/002). Once identity's
 * user-deleted event is here, such a caller must not create new data that nobody would remove.
 */
export async function assertAccountActive(manager: EntityManager, userId: string): Promise<void> {
  if (await isDeletedAccount(manager, userId)) throw unauthorized('This account has been deleted.');
}
