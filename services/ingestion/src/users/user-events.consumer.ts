import { Injectable } from '@nestjs/common';
import { decodePayload, EventHandler, type LeaseDocument } from '@overlap/platform';
import { IdentityEventTypes, Topics, UserDeletedSchema, UserRegisteredSchema, UserUpdatedSchema, type EventEnvelope } from '@overlap/proto';
import { DEFAULT_TIMEZONE } from '@overlap/time';
import { randomUUID } from 'node:crypto';
import { MongoServerError, type Db } from 'mongodb';
import { SNAPSHOTS, type SnapshotDocument } from '../sources/snapshot.document';
import {
  LOCAL_EVENTS,
  SOURCE_STATES,
  SOURCES,
  SYNC_LEASES,
  SYNC_REQUESTS,
  type LocalEventDocument,
  type SourceDocument,
  type SourceStateDocument,
  type SyncRequestDocument,
} from '../sources/source.document';
import { USER_TIMEZONES, type UserTimezoneDocument } from '../sources/sources.repository';

/**
 * identity.users.v1: keeps each user's time zone (floating times are placed in it) and removes a
 * deleted user's subscriptions, imports and snapshots. Every handler is idempotent on its own
 * (versioned upsert, inserts of requests, deletes), as the Mongo store of processed events requires.
 */
@Injectable()
export class UserEventsConsumer {
  @EventHandler(Topics.identityUsers, IdentityEventTypes.userRegistered)
  async registered(envelope: EventEnvelope, db: Db): Promise<void> {
    await this.applyProfile(db, decodePayload(envelope, UserRegisteredSchema).profile);
  }

  @EventHandler(Topics.identityUsers, IdentityEventTypes.userUpdated)
  async updated(envelope: EventEnvelope, db: Db): Promise<void> {
    await this.applyProfile(db, decodePayload(envelope, UserUpdatedSchema).profile);
  }

  @EventHandler(Topics.identityUsers, IdentityEventTypes.userDeleted)
  async deleted(envelope: EventEnvelope, db: Db): Promise<void> {
    const { userId } = decodePayload(envelope, UserDeletedSchema);
    if (!userId) return;
    // Schedules drops the user's occurrences on the same event; nothing is published here.
    const sources = await db
      .collection<SourceDocument>(SOURCES)
      .find({ userId }, { projection: { _id: 1 } })
      .toArray();
    // Lease history names sources, not users: left behind it would slow every lease taken.
    if (sources.length) await db.collection<LeaseDocument>(SYNC_LEASES).deleteMany({ key: { $in: sources.map((s) => s._id) } });
    await db.collection<SourceDocument>(SOURCES).deleteMany({ userId });
    await db.collection<SourceStateDocument>(SOURCE_STATES).deleteMany({ userId });
    await db.collection<SyncRequestDocument>(SYNC_REQUESTS).deleteMany({ userId });
    await db.collection<LocalEventDocument>(LOCAL_EVENTS).deleteMany({ userId });
    await db.collection<SnapshotDocument>(SNAPSHOTS).deleteMany({ userId });
    await db.collection<UserTimezoneDocument>(USER_TIMEZONES).deleteOne({ _id: userId });
  }

  private async applyProfile(db: Db, profile: { userId: string; timezone: string; version: bigint } | undefined): Promise<void> {
    if (!profile?.userId) return;
    const timezones = db.collection<UserTimezoneDocument>(USER_TIMEZONES);
    const version = Number(profile.version);
    const previous = await timezones.findOne({ _id: profile.userId });
    if (previous && previous.version >= version) return;
    const timezone = profile.timezone || DEFAULT_TIMEZONE;
    try {
      await timezones.updateOne({ _id: profile.userId, version: { $lt: version } }, { $set: { timezone, version } }, { upsert: true });
    } catch (err) {
      // A newer version arrived first (the upsert collided with it): nothing to do.
      if (err instanceof MongoServerError && err.code === 11000) return;
      throw err;
    }
    if (timezone !== (previous?.timezone ?? DEFAULT_TIMEZONE)) {
      // Every source is re-expanded in the new zone (syncs compare the zone they expanded in).
      const sources = await db
        .collection<SourceDocument>(SOURCES)
        .find({ userId: profile.userId }, { projection: { _id: 1 } })
        .toArray();
      const at = new Date();
      if (sources.length) {
        await db
          .collection<SyncRequestDocument>(SYNC_REQUESTS)
          .insertMany(sources.map((s) => ({ _id: randomUUID(), sourceId: s._id, userId: profile.userId, at })));
      }
    }
  }
}
