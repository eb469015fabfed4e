import { Inject, Injectable } from '@nestjs/common';
import { decodePayload, deletedUserDigest, EventHandler, forgetSentMails, LOGGER } from '@overlap/platform';
import { IdentityEventTypes, Topics, UserDeletedSchema, UserRegisteredSchema, UserUpdatedSchema, type EventEnvelope, type UserProfile } from '@overlap/proto';
import { DEFAULT_TIMEZONE } from '@overlap/time';
import type pino from 'pino';
import type { EntityManager } from 'typeorm';
import { Membership } from '../groups/membership.service';
import { isUuid } from '../groups/ids.dto';
import { rememberDeletedAccount } from '../profiles/deleted-accounts.repository';

/**
 * Keeps user_profiles in step with identity.users.v1. Updates carry a version and older ones
 * are ignored; a deleted user leaves every group, loses every invitation they sent or received,
 * their profile and premium state, and is remembered only by the id's digest, so no later event
 * revives them (ADR 047).
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
       SELECT $1, $2, $3, $4, $5, $6, $7, $8 WHERE NOT EXISTS (SELECT 1 FROM deleted_users WHERE user_digest = $9)
       ON CONFLICT (user_id) DO UPDATE SET
         username = EXCLUDED.username, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
         display_name = EXCLUDED.display_name, color_theme = EXCLUDED.color_theme, timezone = EXCLUDED.timezone,
         version = EXCLUDED.version, updated_at = now()
       WHERE user_profiles.version < EXCLUDED.version`,
      [
        p.userId,
        p.username,
        p.firstName,
        p.lastName,
        p.displayName,
        p.colorTheme || 'blue',
        p.timezone || DEFAULT_TIMEZONE,
        p.version.toString(),
        deletedUserDigest(p.userId),
      ],
    );
  }

  private async remove(manager: EntityManager, userId: string): Promise<void> {
    if (!isUuid(userId)) return void this.logger.warn({ userId }, 'user-deleted event without a valid user id skipped');
    await rememberDeletedAccount(manager, userId);
    await this.membership.removeUserEverywhere(manager, userId);
    // Their mails, and the inviter's name in the subjects of invitations others received.
    await forgetSentMails(manager, userId);
    // Last: leaving the groups names the member in its events; then nothing of the account stays.
    await manager.query(`DELETE FROM user_entitlements WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM user_profiles WHERE user_id = $1`, [userId]);
  }
}
