import type { PostgresEventHandler as EventHandler } from '@overlap/platform';
import { UserDeletedSchema, UserRegisteredSchema, UserUpdatedSchema, type EventEnvelope, type UserProfile } from '@overlap/proto';
import type pino from 'pino';
import type { EntityManager } from 'typeorm';
import { decodeOrSkip } from '../consumers/decode-or-skip';
import { cleanText, isUserId } from '../consumers/event-fields';

/**
 * identity.users.v1: keeps the local projection of each user's time zone, display name and colour
 * (stale versions ignored), and forgets everything about a deleted user.
 */
export function userEventHandlers(logger: pino.Logger): Record<'registered' | 'updated' | 'deleted', EventHandler> {
  const upsertProfile = async (envelope: EventEnvelope, m: EntityManager, profile: UserProfile | undefined) => {
    if (!profile || !isUserId(profile.userId)) return logger.error({ eventId: envelope.eventId }, 'user event without a valid profile skipped');
    const applied: unknown[] = await m.query(
      `INSERT INTO user_profiles (user_id, display_name, color_theme, timezone, version)
       SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM deleted_users WHERE user_id = $1)
       ON CONFLICT (user_id) DO UPDATE SET display_name = EXCLUDED.display_name, color_theme = EXCLUDED.color_theme,
         timezone = EXCLUDED.timezone, version = EXCLUDED.version, updated_at = now()
       WHERE user_profiles.version < EXCLUDED.version
       RETURNING user_id`,
      [profile.userId, cleanText(profile.displayName, 200), cleanText(profile.colorTheme, 20), cleanText(profile.timezone, 100), profile.version.toString()],
    );
    logger.info(
      { eventId: envelope.eventId, userId: profile.userId, version: profile.version.toString(), applied: applied.length > 0 },
      'user profile projected',
    );
  };

  return {
    registered: async (envelope, m) => {
      const event = decodeOrSkip(logger, envelope, UserRegisteredSchema);
      if (event) await upsertProfile(envelope, m, event.profile);
    },
    updated: async (envelope, m) => {
      const event = decodeOrSkip(logger, envelope, UserUpdatedSchema);
      if (event) await upsertProfile(envelope, m, event.profile);
    },
    deleted: async (envelope, m) => {
      const event = decodeOrSkip(logger, envelope, UserDeletedSchema);
      if (!event) return;
      if (!isUserId(event.userId)) return logger.error({ eventId: envelope.eventId }, 'user deletion without a valid user id skipped');
      const counts: Record<string, number> = {};
      for (const table of ['occurrences', 'sources', 'cleared_weeks', 'user_profiles']) {
        const [, n] = (await m.query(`DELETE FROM ${table} WHERE user_id = $1`, [event.userId])) as [unknown, number];
        counts[table] = n;
      }
      await m.query(`INSERT INTO deleted_users (user_id) VALUES ($1) ON CONFLICT DO NOTHING`, [event.userId]);
      logger.info({ eventId: envelope.eventId, userId: event.userId, ...counts }, 'user data deleted');
    },
  };
}
