import { Inject, Injectable } from '@nestjs/common';
import { isDuplicateKey, MONGO_DB } from '@overlap/platform';
import { DEFAULT_TIMEZONE } from '@overlap/time';
import type { Collection, Db } from 'mongodb';

/** A user's time zone as last published by identity (identity.users.v1). */
export interface UserTimezoneDocument {
  _id: string;
  timezone: string;
  version: number;
}

export const USER_TIMEZONES = 'user_timezones';

/** Users' time zones (`user_timezones`), written only from identity's user events. */
@Injectable()
export class UserTimezonesRepository {
  private readonly timezones: Collection<UserTimezoneDocument>;

  constructor(@Inject(MONGO_DB) db: Db) {
    this.timezones = db.collection<UserTimezoneDocument>(USER_TIMEZONES);
  }

  /** The user's zone, the default one until identity said otherwise. */
  async timezoneOf(userId: string): Promise<string> {
    return (await this.find(userId))?.timezone ?? DEFAULT_TIMEZONE;
  }

  find(userId: string): Promise<UserTimezoneDocument | null> {
    return this.timezones.findOne({ _id: userId });
  }

  /** Stores the zone unless a newer version is stored; false when a newer version got there first. */
  async saveIfNewer(userId: string, timezone: string, version: number): Promise<boolean> {
    try {
      await this.timezones.updateOne({ _id: userId, version: { $lt: version } }, { $set: { timezone, version } }, { upsert: true });
      return true;
    } catch (err) {
      // The upsert collided with the newer version's document.
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  async forget(userId: string): Promise<void> {
    await this.timezones.deleteOne({ _id: userId });
  }
}
