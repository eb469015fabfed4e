import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InsertLeases, leaseNumberOf, MONGO_DB, type Lease } from '@overlap/platform';
import { DEFAULT_TIMEZONE } from '@overlap/time';
import { randomUUID } from 'node:crypto';
import type { Collection, Db } from 'mongodb';
import { PUBLISH_LEASES, SNAPSHOTS, type SnapshotDocument } from './snapshot.document';
import {
  LOCAL_EVENTS,
  SOURCE_STATES,
  SOURCES,
  SYNC_LEASES,
  SYNC_REQUESTS,
  type LocalEventDocument,
  type SourceDocument,
  type SourceKind,
  type SourceStateDocument,
  type SyncRequestDocument,
} from './source.document';

/** A user's time zone as last published by identity (identity.users.v1). */
export interface UserTimezoneDocument {
  _id: string;
  timezone: string;
  version: number;
}

export const USER_TIMEZONES = 'user_timezones';

/** Typed access to ingestion's collections and their indexes. */
@Injectable()
export class SourcesRepository implements OnModuleInit {
  readonly sources: Collection<SourceDocument>;
  readonly states: Collection<SourceStateDocument>;
  readonly requests: Collection<SyncRequestDocument>;
  readonly snapshots: Collection<SnapshotDocument>;
  readonly localEvents: Collection<LocalEventDocument>;
  readonly userTimezones: Collection<UserTimezoneDocument>;
  readonly syncLeases: InsertLeases;
  readonly publishLeases: InsertLeases;

  constructor(@Inject(MONGO_DB) db: Db) {
    this.sources = db.collection<SourceDocument>(SOURCES);
    this.states = db.collection<SourceStateDocument>(SOURCE_STATES);
    this.requests = db.collection<SyncRequestDocument>(SYNC_REQUESTS);
    this.snapshots = db.collection<SnapshotDocument>(SNAPSHOTS);
    this.localEvents = db.collection<LocalEventDocument>(LOCAL_EVENTS);
    this.userTimezones = db.collection<UserTimezoneDocument>(USER_TIMEZONES);
    this.syncLeases = new InsertLeases(db, SYNC_LEASES);
    this.publishLeases = new InsertLeases(db, PUBLISH_LEASES);
  }

  async onModuleInit() {
    await this.sources.createIndex({ userId: 1, kind: 1 }, { name: 'user_kind' });
    await this.states.createIndex({ nextSyncAt: 1 }, { name: 'due' });
    await this.states.createIndex({ dueSlot: 1 }, { name: 'due_slot' });
    await this.states.createIndex({ userId: 1 }, { name: 'user' });
    await this.requests.createIndex({ sourceId: 1 }, { name: 'source' });
    await this.snapshots.createIndex({ published: 1, createdAt: 1 }, { name: 'unpublished' });
    await this.snapshots.createIndex({ sourceId: 1, version: 1 }, { name: 'source_version' });
    await this.snapshots.createIndex({ userId: 1 }, { name: 'user' });
    await this.localEvents.createIndex({ sourceId: 1 }, { name: 'source' });
    await this.syncLeases.ensureIndexes();
    await this.publishLeases.ensureIndexes();
  }

  findOwned(id: string, userId: string, kind?: SourceKind): Promise<SourceDocument | null> {
    return this.sources.findOne(kind ? { _id: id, userId, kind } : { _id: id, userId });
  }

  listForUser(userId: string, kind: SourceKind): Promise<SourceDocument[]> {
    return this.sources.find({ userId, kind }).sort({ createdAt: 1, _id: 1 }).toArray();
  }

  async statesOf(ids: string[]): Promise<Map<string, SourceStateDocument>> {
    const states = ids.length ? await this.states.find({ _id: { $in: ids } }).toArray() : [];
    return new Map(states.map((s) => [s._id, s]));
  }

  async timezoneOf(userId: string): Promise<string> {
    return (await this.userTimezones.findOne({ _id: userId }))?.timezone ?? DEFAULT_TIMEZONE;
  }

  /**
   * The source's sync lease. A sync gives its lease back in its state write (`releasedLease`),
   * so usually the state names the last lease and the next number is taken with one insert
   * (FerretDB 1.x scans a whole collection for any filtered read, the lease history included).
   * Otherwise — a lease lapsed, or was given back without a state write — the history is read:
   * a lease that still looks held is free when the state names it. The state the lease was
   * taken from is returned when it is what the previous holder left, for the sync to start from.
   * `read`: the state as the caller already read it (the scheduler reads a batch at once).
   */
  async acquireSyncLease(
    sourceId: string,
    owner: string,
    ms: number,
    read?: SourceStateDocument,
  ): Promise<{ lease: Lease; state?: SourceStateDocument } | undefined> {
    const now = new Date();
    // A state read earlier is good enough: when the insert below succeeds, nobody wrote it since.
    const known = read ?? (await this.states.findOne({ _id: sourceId })) ?? undefined;
    const released = leaseNumberOf(known?.releasedLease, sourceId);
    // Lease 0 only for a source never synced (every sync writes the state); older states lack the field.
    const next = released !== undefined ? released + 1 : known && !known.lastAttempt ? 0 : undefined;
    const quick = next === undefined ? undefined : await this.syncLeases.take(sourceId, next, owner, ms, now);
    if (quick) return { lease: quick, state: known };
    let state: SourceStateDocument | undefined;
    const lease = await this.syncLeases.acquire(sourceId, owner, ms, now, {
      givenBackElsewhere: async (latest) => {
        state = (await this.states.findOne({ _id: sourceId })) ?? undefined;
        return state?.releasedLease === latest._id;
      },
      keepFrom: released ?? 0,
    });
    return lease ? { lease, state } : undefined;
  }

  /** Asks for a sync of the source at the scheduler's next pass (insert-only: safe from any writer). */
  async requestSync(source: Pick<SourceDocument, '_id' | 'userId'>): Promise<void> {
    await this.requests.insertOne({ _id: randomUUID(), sourceId: source._id, userId: source.userId, at: new Date() });
  }

  /** Removes everything stored for a source. */
  async deleteSource(sourceId: string): Promise<void> {
    await this.sources.deleteOne({ _id: sourceId });
    await this.states.deleteOne({ _id: sourceId });
    await this.requests.deleteMany({ sourceId });
    await this.localEvents.deleteMany({ sourceId });
  }
}
