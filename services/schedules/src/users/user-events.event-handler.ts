import { Inject, Injectable } from '@nestjs/common';
import { cleanText, decodeOrSkip, EventHandler, isUserId, LOGGER } from '@overlap/platform';
import { IdentityEventTypes, Topics, UserDeletedSchema, UserRegisteredSchema, UserUpdatedSchema, type EventEnvelope, type UserProfile } from '@overlap/proto';
import type pino from 'pino';
import type { EntityManager } from 'typeorm';
import { UserProfilesRepository } from './user-profiles.repository';

/**
 * identity.users.v1: keeps the local projection of each user's time zone, display name and colour
 * (stale versions ignored), and forgets everything about a deleted user.
 */
@Injectable()
export class UserEventsHandler {
  constructor(
    @Inject(LOGGER) private readonly logger: pino.Logger,
    private readonly profiles: UserProfilesRepository,
  ) {}

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
    const counts = await this.profiles.forget(m, event.userId);
    this.logger.info({ eventId: envelope.eventId, userId: event.userId, ...counts }, 'user data deleted');
  }

  private async upsertProfile(envelope: EventEnvelope, m: EntityManager, profile: UserProfile | undefined) {
    if (!profile || !isUserId(profile.userId)) return this.logger.error({ eventId: envelope.eventId }, 'user event without a valid profile skipped');
    const applied = await this.profiles.upsert(m, {
      userId: profile.userId,
      displayName: cleanText(profile.displayName, 200),
      colorTheme: cleanText(profile.colorTheme, 20),
      timezone: cleanText(profile.timezone, 100),
      version: profile.version,
    });
    this.logger.info({ eventId: envelope.eventId, userId: profile.userId, version: profile.version.toString(), applied }, 'user profile projected');
  }
}
