import { Inject, Injectable } from '@nestjs/common';
import { cleanText, decodeOrSkip, EventHandler, isUserId, LOGGER } from '@overlap/platform';
import { IdentityEventTypes, Topics, UserDeletedSchema, UserRegisteredSchema, UserUpdatedSchema, type EventEnvelope, type UserProfile } from '@overlap/proto';
import type pino from 'pino';
import type { EntityManager } from 'typeorm';

/**
 * identity.users.v1: keeps the local projection of each user's time zone, display name and colour
 * (stale versions ignored), and forgets everything about a deleted user.
 */
@Injectable()
export class UserEventsHandler {
  constructor(@Inject(LOGGER) private readonly logger: pino.Logger) {}

  @EventHandler(Topics.identityUsers, IdentityEventTypes.userRegistered)
  async registered(envelope: EventEnvelope, m: EntityManager) {
    const event = decodeOrSkip(this.logger, envelope, UserRegisteredSchema);
    if (event) await this.upsertProfile(envelope, m, event.profile);
  }

  @EventHandler(Topics.identityUsers, IdentityEventTypes.userUpdated)
  async updated(envelope: EventEnvelope, m: EntityManager) {
    const event = decodeOrSkip(this.logger, envelope, UserUpdatedSchema);
    if (event) await this.upsertProfile(envelope, m, event.profile);
  }

  @EventHandler(Topics.identityUsers, IdentityEventTypes.userDeleted)
  async deleted(envelope: EventEnvelope, m: EntityManager) {
    const event = decodeOrSkip(this.logger, envelope, UserDeletedSchema);
    if (!event) return;
    if (!isUserId(event.userId)) return this.logger.error({ eventId: envelope.eventId }, 'user deletion without a valid user id skipped');
    const counts: Record<string, number> = {};
    for (const table of ['occurrences', 'sources', 'cleared_weeks', 'calendar_exports', 'user_profiles']) {
      const [, n] = (await m.query(`DELETE FROM ${table} WHERE user_id = $1`, [event.userId])) as [unknown, number];
      counts[table] = n;
    }
    await m.query(`INSERT INTO deleted_users (user_id) VALUES ($1) ON CONFLICT DO NOTHING`, [event.userId]);
    this.logger.info({ eventId: envelope.eventId, userId: event.userId, ...counts }, 'user data deleted');
  }

  private async upsertProfile(envelope: EventEnvelope, m: EntityManager, profile: UserProfile | undefined) {
    if (!profile || !isUserId(profile.userId)) return this.logger.error({ eventId: envelope.eventId }, 'user event without a valid profile skipped');
    const applied: unknown[] = await m.query(
      `INSERT INTO user_profiles (user_id, display_name, color_theme, timezone, version)
       SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM deleted_users WHERE user_id = $1)
       ON CONFLICT (user_id) DO UPDATE SET display_name = EXCLUDED.display_name, color_theme = EXCLUDED.color_theme,
         timezone = EXCLUDED.timezone, version = EXCLUDED.version, updated_at = now()
       WHERE user_profiles.version < EXCLUDED.version
       RETURNING user_id`,
      [profile.userId, cleanText(profile.displayName, 200), cleanText(profile.colorTheme, 20), cleanText(profile.timezone, 100), profile.version.toString()],
    );
    this.logger.info(
      { eventId: envelope.eventId, userId: profile.userId, version: profile.version.toString(), applied: applied.length > 0 },
      'user profile projected',
    );
  }
}
