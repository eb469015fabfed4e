import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { deletedUserDigest, LOGGER, MONGO_DB } from '@overlap/platform';
import type pino from 'pino';
import { DEFAULT_TIMEZONE } from '@overlap/time';
import { MongoServerError, type Collection, type Db } from 'mongodb';

/**
 * A user as identity last published them (identity.users.v1): their time zone, or that the
 * account is deleted. A deleted account's document has the id's digest as its _id, never the id
 * (ADR 047), and is kept so a late request cannot turn sharing back on for it.
 */
export interface UserDocument {
  _id: string;
  timezone: string;
  version: number;
  deleted: boolean;
}

export const USERS = 'users';

/** Deleted accounts outrank every later profile version. */
const DELETED_VERSION = Number.MAX_SAFE_INTEGER;

const isDuplicateKey = (err: unknown): boolean => err instanceof MongoServerError && err.code === 11000;

/** The users projection (`users`), written only from identity's events. */
@Injectable()
export class UsersRepository implements OnApplicationBootstrap {
  private readonly users: Collection<UserDocument>;

  constructor(
    @Inject(MONGO_DB) db: Db,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {
    this.users = db.collection<UserDocument>(USERS);
  }

  onApplicationBootstrap(): void {
    // In the background: a start must not wait on converting many old tombstones.
    void this.forgetDeletedIds().catch((err: unknown) => this.logger.error({ err }, 'converting old tombstones failed; the next start tries again'));
  }

  /** The user's zone, the default one until identity said otherwise. */
  async timezoneOf(userId: string): Promise<string> {
    return (await this.users.findOne({ _id: userId }))?.timezone ?? DEFAULT_TIMEZONE;
  }

  async isDeleted(userId: string): Promise<boolean> {
    // The id itself: a tombstone written before digests, until forgetDeletedIds has converted it.
    const found = await this.users.find({ _id: { $in: [deletedUserDigest(userId), userId] }, deleted: true }, { projection: { _id: 1 } }).toArray();
    return found.length > 0;
  }

  /** Stores the zone unless the stored version is as new (or the account is deleted). */
  async saveIfNewer(userId: string, timezone: string, version: number): Promise<void> {
    // One user's events come in order (key = user id): no deletion lands between this check and the write.
    if (await this.isDeleted(userId)) return;
    try {
      await this.users.updateOne({ _id: userId, version: { $lt: version } }, { $set: { timezone, version, deleted: false } }, { upsert: true });
    } catch (err) {
      // The upsert collided with a newer version's document: nothing to do.
      if (!isDuplicateKey(err)) throw err;
    }
  }

  /** Forgets the zone and remembers only that the account is gone, by the id's digest. */
  async markDeleted(userId: string): Promise<void> {
    await this.users.updateOne(
      { _id: deletedUserDigest(userId) },
      { $set: { timezone: DEFAULT_TIMEZONE, version: DELETED_VERSION, deleted: true } },
      { upsert: true },
    );
    await this.users.deleteOne({ _id: userId });
  }

  /**
   * Tombstones written before ADR 047 kept the id as _id: each becomes its digest, 500 at a time.
   * Replicas doing it at once only repeat upserts and deletes. Returns how many were converted.
   */
  async forgetDeletedIds(): Promise<number> {
    let converted = 0;
    for (;;) {
      const old = await this.users
        .find({ deleted: true, _id: { $regex: /^[0-9a-f]{8}-/i } }, { projection: { _id: 1 } })
        .limit(500)
        .toArray();
      if (!old.length) return converted;
      await this.users.bulkWrite(
        old.map(({ _id }) => ({
          updateOne: {
            filter: { _id: deletedUserDigest(_id) },
            update: { $set: { timezone: DEFAULT_TIMEZONE, version: DELETED_VERSION, deleted: true } },
            upsert: true,
          },
        })),
        { ordered: false },
      );
      await this.users.deleteMany({ _id: { $in: old.map((d) => d._id) } });
      converted += old.length;
    }
  }
}
