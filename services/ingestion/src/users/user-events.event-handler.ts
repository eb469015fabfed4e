import { Injectable } from '@nestjs/common';
import { decodePayload, EventHandler } from '@overlap/platform';
import { IdentityEventTypes, Topics, UserDeletedSchema, UserRegisteredSchema, UserUpdatedSchema, type EventEnvelope } from '@overlap/proto';
import { DEFAULT_TIMEZONE } from '@overlap/time';
import { SnapshotsRepository } from '../sources/snapshots.repository';
import { SourcesRepository } from '../sources/sources.repository';
import { UserTimezonesRepository } from '../sources/user-timezones.repository';
import { SyncLease } from '../sync/sync-lease.service';

/**
 * identity.users.v1: keeps each user's time zone (floating times are placed in it) and removes a
 * deleted user's subscriptions, imports and snapshots. Every handler is idempotent on its own
 * (versioned upsert, inserts of requests, deletes), as the Mongo store of processed events requires.
 */
@Injectable()
export class UserEventsConsumer {
  constructor(
    private readonly sources: SourcesRepository,
    private readonly snapshots: SnapshotsRepository,
    private readonly timezones: UserTimezonesRepository,
    private readonly leases: SyncLease,
  ) {}

  @EventHandler(Topics.identityUsers, IdentityEventTypes.userRegistered)
  async registered(envelope: EventEnvelope): Promise<void> {
    await this.applyProfile(decodePayload(envelope, UserRegisteredSchema).profile);
  }

  @EventHandler(Topics.identityUsers, IdentityEventTypes.userUpdated)
  async updated(envelope: EventEnvelope): Promise<void> {
    await this.applyProfile(decodePayload(envelope, UserUpdatedSchema).profile);
  }

  @EventHandler(Topics.identityUsers, IdentityEventTypes.userDeleted)
  async deleted(envelope: EventEnvelope): Promise<void> {
    const { userId } = decodePayload(envelope, UserDeletedSchema);
    if (!userId) return;
    // Schedules drops the user's occurrences on the same event; nothing is published here.
    const sourceIds = await this.sources.sourceIdsOf(userId);
    // Lease history names sources, not users: left behind it would slow every lease taken.
    await this.leases.forgetAll(sourceIds);
    await this.sources.deleteAllOfUser(userId);
    await this.snapshots.deleteAllOfUser(userId);
    await this.timezones.forget(userId);
  }

  private async applyProfile(profile: { userId: string; timezone: string; version: bigint } | undefined): Promise<void> {
    if (!profile?.userId) return;
    const version = Number(profile.version);
    const previous = await this.timezones.find(profile.userId);
    if (previous && previous.version >= version) return;
    const timezone = profile.timezone || DEFAULT_TIMEZONE;
    // False: a newer version arrived first (the upsert collided with it), nothing to do.
    if (!(await this.timezones.saveIfNewer(profile.userId, timezone, version))) return;
    // Every source is re-expanded in the new zone (syncs compare the zone they expanded in).
    if (timezone !== (previous?.timezone ?? DEFAULT_TIMEZONE)) await this.sources.requestSyncOfUser(profile.userId);
  }
}
