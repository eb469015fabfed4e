import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { findByIds, isDuplicateKey, MONGO_DB } from '@overlap/platform';
import { randomUUID } from 'node:crypto';
import type { Collection, Db } from 'mongodb';
import {
  LOCAL_EVENTS,
  SOURCE_STATES,
  SOURCES,
  SYNC_REQUESTS,
  type LocalEventDocument,
  type SourceDocument,
  type SourceKind,
  type SourceStateDocument,
  type SyncRequestDocument,
} from './source.document';

/**
 * A source with everything stored under its id: configuration (`sources`, written by the API),
 * sync state (`source_states`, written by the lease holder), sync requests and imported browser
 * events (insert-only). Every query here is one FerretDB 1.24 serves well (ADR 011): equality
 * filters, reads by `_id` one at a time, no `bulkWrite`; a new query needs the same care.
 */
@Injectable()
export class SourcesRepository implements OnModuleInit {
  private readonly sources: Collection<SourceDocument>;
  private readonly states: Collection<SourceStateDocument>;
  private readonly requests: Collection<SyncRequestDocument>;
  private readonly localEvents: Collection<LocalEventDocument>;

  constructor(@Inject(MONGO_DB) db: Db) {
    this.sources = db.collection<SourceDocument>(SOURCES);
    this.states = db.collection<SourceStateDocument>(SOURCE_STATES);
    this.requests = db.collection<SyncRequestDocument>(SYNC_REQUESTS);
    this.localEvents = db.collection<LocalEventDocument>(LOCAL_EVENTS);
  }

  async onModuleInit() {
    await this.sources.createIndex({ userId: 1, kind: 1 }, { name: 'user_kind' });
    await this.states.createIndex({ nextSyncAt: 1 }, { name: 'due' });
    await this.states.createIndex({ dueSlot: 1 }, { name: 'due_slot' });
    await this.states.createIndex({ userId: 1 }, { name: 'user' });
    await this.requests.createIndex({ sourceId: 1 }, { name: 'source' });
    await this.localEvents.createIndex({ sourceId: 1 }, { name: 'source' });
  }

  // Configuration.

  findSource(id: string): Promise<SourceDocument | null> {
    return this.sources.findOne({ _id: id });
  }

  findOwned(id: string, userId: string, kind?: SourceKind): Promise<SourceDocument | null> {
    return this.sources.findOne(kind ? { _id: id, userId, kind } : { _id: id, userId });
  }

  async sourceExists(id: string): Promise<boolean> {
    return (await this.sources.findOne({ _id: id }, { projection: { _id: 1 } })) !== null;
  }

  listForUser(userId: string, kind: SourceKind): Promise<SourceDocument[]> {
    return this.sources.find({ userId, kind }).sort({ createdAt: 1, _id: 1 }).toArray();
  }

  countOfKind(userId: string, kind: SourceKind): Promise<number> {
    return this.sources.countDocuments({ userId, kind });
  }

  async sourceIdsOf(userId: string): Promise<string[]> {
    return (await this.sources.find({ userId }, { projection: { _id: 1 } }).toArray()).map((s) => s._id);
  }

  /** Whether the user already has a feed with this link (`exceptId`: other than that one). */
  async hasFeedWithFingerprint(userId: string, urlFingerprint: string, exceptId?: string): Promise<boolean> {
    const filter =
      exceptId === undefined ? { userId, kind: 'ics' as const, urlFingerprint } : { userId, kind: 'ics' as const, urlFingerprint, _id: { $ne: exceptId } };
    return (await this.sources.findOne(filter, { projection: { _id: 1 } })) !== null;
  }

  /** Stores a new source (new-source.rules.ts). State first: a source without state is never picked up, a state without source is skipped. */
  async insertNew(created: { source: SourceDocument; state: SourceStateDocument }): Promise<void> {
    await this.states.insertOne(created.state);
    await this.sources.insertOne(created.source);
  }

  /** Like `insertNew` for a source with a fixed id that another request may be creating at the same moment: its inserts win, ours are duplicates. */
  async insertNewOnce(created: { source: SourceDocument; state: SourceStateDocument }): Promise<void> {
    await ignoreDuplicate(this.states.insertOne(created.state));
    await ignoreDuplicate(this.sources.insertOne(created.source));
  }

  async updateOwned(id: string, userId: string, kind: SourceKind, set: Partial<SourceDocument>): Promise<void> {
    await this.sources.updateOne({ _id: id, userId, kind }, { $set: set });
  }

  // Sync state.

  findState(id: string): Promise<SourceStateDocument | null> {
    return this.states.findOne({ _id: id });
  }

  async statesOf(ids: string[]): Promise<Map<string, SourceStateDocument>> {
    const states = await findByIds(this.states, ids);
    return new Map(states.map((s) => [s._id, s]));
  }

  /** States due by `now`, oldest first: a range read, which FerretDB answers by decoding every state (sources/due-slots.rules.ts). */
  findDueStates(now: Date, limit: number): Promise<SourceStateDocument[]> {
    return this.states
      .find({ nextSyncAt: { $lte: now } })
      .sort({ nextSyncAt: 1 })
      .limit(limit)
      .toArray();
  }

  /** Every state in a due slot (an equality read), due or not yet. */
  statesInSlot(dueSlot: number): Promise<SourceStateDocument[]> {
    return this.states.find({ dueSlot }).toArray();
  }

  /** The lease holder's write of the state (only it writes the state). */
  async saveState(id: string, set: Partial<SourceStateDocument>): Promise<void> {
    await this.states.updateOne({ _id: id }, { $set: set });
  }

  // Sync requests.

  /** Asks for a sync of the source at the scheduler's next pass (insert-only: safe from any writer). */
  async requestSync(source: Pick<SourceDocument, '_id' | 'userId'>): Promise<void> {
    await this.requests.insertOne({ _id: randomUUID(), sourceId: source._id, userId: source.userId, at: new Date() });
  }

  /** Asks for a sync of every source of the user. */
  async requestSyncOfUser(userId: string): Promise<void> {
    const sourceIds = await this.sourceIdsOf(userId);
    const at = new Date();
    if (sourceIds.length) await this.requests.insertMany(sourceIds.map((sourceId) => ({ _id: randomUUID(), sourceId, userId, at })));
  }

  /** Sources with a pending request (up to `limit` requests read). */
  async requestedSourceIds(limit: number): Promise<string[]> {
    const requested = await this.requests
      .find({}, { projection: { sourceId: 1 } })
      .limit(limit)
      .toArray();
    return requested.map((r) => r.sourceId);
  }

  async hasSyncRequest(sourceId: string): Promise<boolean> {
    return (await this.requests.findOne({ sourceId })) !== null;
  }

  /** Deletes the source's requests made up to `upTo` (a sync that started then answered them). */
  async answerRequests(sourceId: string, upTo: Date): Promise<void> {
    await this.requests.deleteMany({ sourceId, at: { $lte: upTo } });
  }

  // Imported browser events.

  countLocalEvents(sourceId: string): Promise<number> {
    return this.localEvents.countDocuments({ sourceId });
  }

  async localEventKeys(sourceId: string): Promise<Set<string>> {
    return new Set((await this.localEvents.find({ sourceId }, { projection: { key: 1 } }).toArray()).map((e) => e.key));
  }

  localEventsOf(sourceId: string): Promise<LocalEventDocument[]> {
    return this.localEvents.find({ sourceId }).toArray();
  }

  /** False when the event is already stored (its `_id` is its content). */
  async addLocalEvent(event: LocalEventDocument): Promise<boolean> {
    try {
      await this.localEvents.insertOne(event);
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  // Removal.

  /** Removes everything stored for a source. */
  async deleteSource(sourceId: string): Promise<void> {
    await this.sources.deleteOne({ _id: sourceId });
    await this.states.deleteOne({ _id: sourceId });
    await this.requests.deleteMany({ sourceId });
    await this.localEvents.deleteMany({ sourceId });
  }

  /** Removes every source of a deleted user and what is stored under them. */
  async deleteAllOfUser(userId: string): Promise<void> {
    await this.sources.deleteMany({ userId });
    await this.states.deleteMany({ userId });
    await this.requests.deleteMany({ userId });
    await this.localEvents.deleteMany({ userId });
  }
}

async function ignoreDuplicate(insert: Promise<unknown>): Promise<void> {
  try {
    await insert;
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
  }
}
