import { Inject, Injectable } from '@nestjs/common';
import { decodePayload, EventHandler, LOGGER } from '@overlap/platform';
import { IdentityEventTypes, Topics, UserDeletedSchema, UserRegisteredSchema, UserUpdatedSchema, type EventEnvelope, type UserProfile } from '@overlap/proto';
import { DEFAULT_TIMEZONE } from '@overlap/time';
import type pino from 'pino';
import type { EntityManager } from 'typeorm';
import { Membership } from '../groups/membership.service';
import { isUuid } from '../groups/ids.dto';

/**
 * Keeps user_profiles in step with identity.users.v1. Updates carry a version and older ones
 * are ignored; a deleted user leaves a tombstone that no later event revives, leaves every
 * group and loses every invitation they sent or received.
 */
@Injectable()
export class UserProjection {
  constructor(
    private readonly membership: Membership,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  @EventHandler(Topics.identityUsers, IdentityEventTypes.userRegistered)
  async registered(envelope: EventEnvelope, manager: EntityManager): Promise<void> {
    const { profile } = decodePayload(envelope, UserRegisteredSchema);
    if (profile) await this.upsert(manager, profile);
  }

  @EventHandler(Topics.identityUsers, IdentityEventTypes.userUpdated)
  async updated(envelope: EventEnvelope, manager: EntityManager): Promise<void> {
    const { profile } = decodePayload(envelope, UserUpdatedSchema);
    if (profile) await this.upsert(manager, profile);
  }

  @EventHandler(Topics.identityUsers, IdentityEventTypes.userDeleted)
  async deleted(envelope: EventEnvelope, manager: EntityManager): Promise<void> {
    await this.remove(manager, decodePayload(envelope, UserDeletedSchema).userId);
  }

  private async upsert(manager: EntityManager, p: UserProfile): Promise<void> {
    // A malformed event must not block the partition forever: log it and move on.
    if (!isUuid(p.userId)) return void this.logger.warn({ userId: p.userId }, 'user event without a valid user id skipped');
    await manager.query(
      `INSERT INTO user_profiles (user_id, username, first_name, last_name, display_name, color_theme, timezone, version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (user_id) DO UPDATE SET
         username = EXCLUDED.username, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
         display_name = EXCLUDED.display_name, color_theme = EXCLUDED.color_theme, timezone = EXCLUDED.timezone,
         version = EXCLUDED.version, updated_at = now()
       WHERE user_profiles.version < EXCLUDED.version AND user_profiles.deleted_at IS NULL`,
      [p.userId, p.username, p.firstName, p.lastName, p.displayName, p.colorTheme || 'blue', p.timezone || DEFAULT_TIMEZONE, p.version.toString()],
    );
  }

  private async remove(manager: EntityManager, userId: string): Promise<void> {
    if (!isUuid(userId)) return void this.logger.warn({ userId }, 'user-deleted event without a valid user id skipped');
    await manager.query(
      `INSERT INTO user_profiles (user_id, deleted_at) VALUES ($1, now())
       ON CONFLICT (user_id) DO UPDATE SET username = '', first_name = '', last_name = '', display_name = '', deleted_at = now(), updated_at = now()`,
      [userId],
    );
    await this.membership.removeUserEverywhere(manager, userId);
  }
}
