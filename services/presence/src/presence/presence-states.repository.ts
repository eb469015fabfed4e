import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { findByIds, MONGO_DB, type RelayBacklog } from '@overlap/platform';
import { MongoServerError, type Collection, type Db } from 'mongodb';
import { PRESENCE_STATES, type PresenceStateDocument } from './presence-state.document';

const isDuplicateKey = (err: unknown): boolean => err instanceof MongoServerError && err.code === 11000;

/**
 * Students' presence states. Every write is conditional on the version read before it
 * (FerretDB has no transactions): a writer that lost the race reads again.
 */
@Injectable()
export class PresenceStatesRepository implements OnModuleInit {
  private readonly states: Collection<PresenceStateDocument>;

  constructor(@Inject(MONGO_DB) db: Db) {
    this.states = db.collection<PresenceStateDocument>(PRESENCE_STATES);
  }

  async onModuleInit() {
    await this.states.createIndex({ unpublished: 1 }, { name: 'unpublished' });
    await this.states.createIndex({ sharingEndsAt: 1 }, { name: 'sharing_ends_at' });
  }

  /** States whose last change Kafka has not acknowledged yet; a state's last update stands for when it began waiting. */
  async backlog(): Promise<RelayBacklog> {
    const [pending, oldest] = await Promise.all([
      this.states.countDocuments({ unpublished: true }),
      this.states.findOne({ unpublished: true }, { projection: { lastUpdate: 1 }, sort: { lastUpdate: 1 } }),
    ]);
    return { pending, oldestAt: oldest?.lastUpdate ?? undefined };
  }

  find(userId: string): Promise<PresenceStateDocument | null> {
    return this.states.findOne({ _id: userId });
  }

  /** The states of these users that are shared now (expiry is checked by the reader). */
  async findSharing(userIds: readonly string[]): Promise<PresenceStateDocument[]> {
    return (await findByIds(this.states, userIds, { projection: { pending: 0 } })).filter((s) => s.sharing);
  }

  /**
   * Writes `next` if the stored state is still the one at `expectedVersion` (undefined: there
   * is none). False when another write came first.
   */
  async save(next: PresenceStateDocument, expectedVersion: number | undefined): Promise<boolean> {
    if (expectedVersion === undefined) {
      try {
        await this.states.insertOne(next);
        return true;
      } catch (err) {
        if (isDuplicateKey(err)) return false;
        throw err;
      }
    }
    const { _id, ...fields } = next;
    return (await this.states.updateOne({ _id, version: expectedVersion }, { $set: fields })).modifiedCount === 1;
  }

  /** A report that changed nothing others see: only its time moves (no new version, no event). */
  async touch(userId: string, version: number, lastUpdate: Date): Promise<boolean> {
    return (await this.states.updateOne({ _id: userId, version, sharing: true }, { $set: { lastUpdate } })).modifiedCount === 1;
  }

  /** States whose snapshot Kafka has not acknowledged yet. */
  findUnpublished(limit: number): Promise<PresenceStateDocument[]> {
    return this.states.find({ unpublished: true }).limit(limit).toArray();
  }

  /**
   * After Kafka acknowledged `version`: a shared state drops its snapshot, an ended one is
   * deleted. Nothing happens when a newer version was written meanwhile (it is published next).
   */
  async markPublished(state: Pick<PresenceStateDocument, '_id' | 'version' | 'sharing'>): Promise<void> {
    if (state.sharing) await this.states.updateOne({ _id: state._id, version: state.version }, { $set: { pending: null, unpublished: false } });
    else await this.states.deleteOne({ _id: state._id, version: state.version, sharing: false });
  }

  /** Shared states whose day ended before `now`. */
  findExpired(now: Date, limit: number): Promise<PresenceStateDocument[]> {
    return this.states
      .find({ sharing: true, sharingEndsAt: { $lte: now } }, { projection: { pending: 0 } })
      .limit(limit)
      .toArray();
  }
}
