import { IdentityEventTypes, Topics, UserDeletedSchema, UserRegisteredSchema, UserUpdatedSchema, type EventEnvelope } from '@overlap/proto';
import { decodePayload, type MongoConsumerOptions } from '@overlap/platform';
import { MongoServerError, type Db } from 'mongodb';
import { SNAPSHOTS, type SnapshotDocument } from '../sources/snapshot.document';
import { SOURCES, type SourceDocument } from '../sources/source.document';
import { DEFAULT_TIMEZONE, USER_TIMEZONES, type UserTimezoneDocument } from '../sources/sources.repository';

/**
 * Keeps each user's time zone (floating and all-day times are placed in it) and removes a deleted
 * user's subscriptions, imports and snapshots. Every handler is idempotent on its own (versioned
 * upsert, deletes), as the Mongo consumer requires.
 */
async function applyProfile(db: Db, profile: { userId: string; timezone: string; version: bigint } | undefined): Promise<void> {
  if (!profile?.userId) return;
  const timezones = db.collection<UserTimezoneDocument>(USER_TIMEZONES);
  const version = Number(profile.version);
  const previous = await timezones.findOne({ _id: profile.userId });
  if (previous && previous.version >= version) return;
  try {
    await timezones.updateOne(
      { _id: profile.userId, version: { $lt: version } },
      { $set: { timezone: profile.timezone || DEFAULT_TIMEZONE, version } },
      { upsert: true },
    );
  } catch (err) {
    // A newer version arrived first (the upsert collided with it): nothing to do.
    if (err instanceof MongoServerError && err.code === 11000) return;
    throw err;
  }
  const before = previous?.timezone ?? DEFAULT_TIMEZONE;
  if (profile.timezone && profile.timezone !== before) {
    // Re-expand everything the user has at the next scheduler pass (syncs see the zone change).
    await db.collection<SourceDocument>(SOURCES).updateMany({ userId: profile.userId }, { $set: { expandedAt: null, nextSyncAt: new Date() } });
  }
}

export function userEventsConsumer(): MongoConsumerOptions {
  return {
    groupId: 'ingestion.identity-users',
    topics: [Topics.identityUsers],
    handlers: {
      [IdentityEventTypes.userRegistered]: (envelope: EventEnvelope, db: Db) => applyProfile(db, decodePayload(envelope, UserRegisteredSchema).profile),
      [IdentityEventTypes.userUpdated]: (envelope: EventEnvelope, db: Db) => applyProfile(db, decodePayload(envelope, UserUpdatedSchema).profile),
      [IdentityEventTypes.userDeleted]: async (envelope: EventEnvelope, db: Db) => {
        const { userId } = decodePayload(envelope, UserDeletedSchema);
        if (!userId) return;
        await db.collection<SourceDocument>(SOURCES).deleteMany({ userId });
        await db.collection<SnapshotDocument>(SNAPSHOTS).deleteMany({ userId });
        await db.collection<UserTimezoneDocument>(USER_TIMEZONES).deleteOne({ _id: userId });
      },
    },
  };
}
