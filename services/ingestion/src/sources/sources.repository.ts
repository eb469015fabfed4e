import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { MONGO_DB } from '@overlap/platform';
import type { Collection, Db, Filter } from 'mongodb';
import { SNAPSHOTS, type SnapshotDocument } from './snapshot.document';
import { SOURCES, type SourceDocument, type SourceKind } from './source.document';

/** A user's time zone as last published by identity (identity.users.v1). */
export interface UserTimezoneDocument {
  _id: string;
  timezone: string;
  version: number;
}

export const USER_TIMEZONES = 'user_timezones';
export const DEFAULT_TIMEZONE = 'Europe/Stockholm';

/** Typed access to ingestion's collections and their indexes. */
@Injectable()
export class SourcesRepository implements OnModuleInit {
  readonly sources: Collection<SourceDocument>;
  readonly snapshots: Collection<SnapshotDocument>;
  readonly userTimezones: Collection<UserTimezoneDocument>;

  constructor(@Inject(MONGO_DB) db: Db) {
    this.sources = db.collection<SourceDocument>(SOURCES);
    this.snapshots = db.collection<SnapshotDocument>(SNAPSHOTS);
    this.userTimezones = db.collection<UserTimezoneDocument>(USER_TIMEZONES);
  }

  async onModuleInit() {
    await this.sources.createIndex({ userId: 1, kind: 1 }, { name: 'user_kind' });
    await this.sources.createIndex({ nextSyncAt: 1 }, { name: 'due' });
    await this.snapshots.createIndex({ published: 1 }, { name: 'unpublished' });
    await this.snapshots.createIndex({ userId: 1 }, { name: 'user' });
  }

  findOwned(id: string, userId: string, kind?: SourceKind): Promise<SourceDocument | null> {
    const filter: Filter<SourceDocument> = { _id: id, userId };
    if (kind) filter.kind = kind;
    return this.sources.findOne(filter);
  }

  listForUser(userId: string, kind: SourceKind): Promise<SourceDocument[]> {
    return this.sources.find({ userId, kind }).sort({ createdAt: 1, _id: 1 }).toArray();
  }

  async timezoneOf(userId: string): Promise<string> {
    return (await this.userTimezones.findOne({ _id: userId }))?.timezone ?? DEFAULT_TIMEZONE;
  }
}
