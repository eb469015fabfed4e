import { Inject, Injectable } from '@nestjs/common';
import { MONGO_DB } from '@overlap/platform';
import { DEFAULT_TIMEZONE } from '@overlap/time';
import { MongoServerError, type Collection, type Db } from 'mongodb';

/**
 * A user as identity last published them (identity.users.v1): their time zone, or that the
 * account is deleted (kept so a late request cannot turn sharing back on for it).
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
export class UsersRepository {
  private readonly users: Collection<UserDocument>;

  constructor(@Inject(MONGO_DB) db: Db) {
    this.users = db.collection<UserDocument>(USERS);
  }

  /** The user's zone, the default one until identity said otherwise. */
  async timezoneOf(userId: string): Promise<string> {
    return (await this.users.findOne({ _id: userId }))?.timezone ?? DEFAULT_TIMEZONE;
  }

  async isDeleted(userId: string): Promise<boolean> {
    return (await this.users.findOne({ _id: userId }))?.deleted === true;
  }

  /** Stores the zone unless the stored version is as new (or the account is deleted). */
  async saveIfNewer(userId: string, timezone: string, version: number): Promise<void> {
    try {
      await this.users.updateOne({ _id: userId, version: { $lt: version } }, { $set: { timezone, version, deleted: false } }, { upsert: true });
    } catch (err) {
      // The upsert collided with a newer version's document: nothing to do.
      if (!isDuplicateKey(err)) throw err;
    }
  }

  /** Forgets the zone and remembers only that the id is gone. */
  async markDeleted(userId: string): Promise<void> {
    await this.users.updateOne({ _id: userId }, { $set: { timezone: DEFAULT_TIMEZONE, version: DELETED_VERSION, deleted: true } }, { upsert: true });
  }
}
