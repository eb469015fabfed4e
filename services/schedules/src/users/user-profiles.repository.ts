import { Injectable } from '@nestjs/common';
import { deletedUserDigest } from '@overlap/platform';
import type { EntityManager } from 'typeorm';

/** Every table that holds a user's data: a deleted user's rows go from each. */
const USER_TABLES = ['occurrences', 'sources', 'cleared_weeks', 'calendar_exports', 'own_events', 'group_session_attendees', 'user_profiles'] as const;

/** The `user_profiles` projection and `deleted_users`, inside the consumer's transaction. */
@Injectable()
export class UserProfilesRepository {
  /** Stores the profile unless a newer version is stored or the user was deleted; whether it was stored. */
  async upsert(m: EntityManager, profile: { userId: string; displayName: string; colorTheme: string; timezone: string; version: bigint }): Promise<boolean> {
    const applied: unknown[] = await m.query(
      `INSERT INTO user_profiles (user_id, display_name, color_theme, timezone, version)
       SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM deleted_users WHERE user_digest = $6)
       ON CONFLICT (user_id) DO UPDATE SET display_name = EXCLUDED.display_name, color_theme = EXCLUDED.color_theme,
         timezone = EXCLUDED.timezone, version = EXCLUDED.version, updated_at = now()
       WHERE user_profiles.version < EXCLUDED.version
       RETURNING user_id`,
      [profile.userId, profile.displayName, profile.colorTheme, profile.timezone, profile.version.toString(), deletedUserDigest(profile.userId)],
    );
    return applied.length > 0;
  }

  /** Removes everything of the user and remembers the deletion by the id's digest, so a late event stores nothing; rows removed per table. */
  async forget(m: EntityManager, userId: string): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of USER_TABLES) {
      const [, n] = (await m.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId])) as [unknown, number];
      counts[table] = n;
    }
    await m.query(`INSERT INTO deleted_users (user_digest) VALUES ($1) ON CONFLICT DO NOTHING`, [deletedUserDigest(userId)]);
    return counts;
  }
}
