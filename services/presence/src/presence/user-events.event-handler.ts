import { Inject, Injectable } from '@nestjs/common';
import { decodeOrSkip, EventHandler, isUserId, LOGGER } from '@overlap/platform';
import { IdentityEventTypes, Topics, UserDeletedSchema, UserRegisteredSchema, UserUpdatedSchema, type EventEnvelope } from '@overlap/proto';
import { DEFAULT_TIMEZONE, isValidTimeZone } from '@overlap/time';
import type pino from 'pino';
import { MembershipsRepository } from '../projections/memberships.repository';
import { UsersRepository } from '../projections/users.repository';
import { PresenceService } from './presence.service';

/**
 * identity.users.v1: keeps each user's time zone (sharing ends at the end of their local day)
 * and, when an account is deleted, removes its presence at once and publishes that sharing
 * ended. Every handler is idempotent on its own (versioned upsert, deletes).
 */
@Injectable()
export class UserEventsConsumer {
  constructor(
    private readonly users: UsersRepository,
    private readonly memberships: MembershipsRepository,
    private readonly presence: PresenceService,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  @EventHandler(Topics.identityUsers, IdentityEventTypes.userRegistered)
  async registered(envelope: EventEnvelope): Promise<void> {
    await this.applyProfile(decodeOrSkip(this.logger, envelope, UserRegisteredSchema)?.profile);
  }

  @EventHandler(Topics.identityUsers, IdentityEventTypes.userUpdated)
  async updated(envelope: EventEnvelope): Promise<void> {
    await this.applyProfile(decodeOrSkip(this.logger, envelope, UserUpdatedSchema)?.profile);
  }

  @EventHandler(Topics.identityUsers, IdentityEventTypes.userDeleted)
  async deleted(envelope: EventEnvelope): Promise<void> {
    const event = decodeOrSkip(this.logger, envelope, UserDeletedSchema);
    if (!event || !isUserId(event.userId)) return;
    await this.users.markDeleted(event.userId);
    await this.presence.endSharing(event.userId);
    // Groups also reports each membership as left; the account's own rows go now either way.
    await this.memberships.leaveAll(event.userId);
  }

  private async applyProfile(profile: { userId: string; timezone: string; version: bigint } | undefined): Promise<void> {
    if (!profile || !isUserId(profile.userId)) return;
    const timezone = isValidTimeZone(profile.timezone) ? profile.timezone : DEFAULT_TIMEZONE;
    await this.users.saveIfNewer(profile.userId, timezone, Number(profile.version));
  }
}
