import { unauthorized } from '@overlap/platform';
import type { EntityManager } from 'typeorm';

/**
 * Access tokens outlive an account by up to 15 minutes (docs/adr/002). Once identity's
 * user-deleted event is here, such a caller must not create new data that nobody would remove.
 */
export async function assertAccountActive(manager: EntityManager, userId: string): Promise<void> {
  const rows: unknown[] = await manager.query(`SELECT 1 FROM user_profiles WHERE user_id = $1 AND deleted_at IS NOT NULL`, [userId]);
  if (rows.length) throw unauthorized('This account has been deleted.');
}
