import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { findByIds, MONGO_DB, type RelayBacklog, isDuplicateKey } from '@overlap/platform';
import type { Collection, Db } from 'mongodb';
import { PRESENCE_STATES, type PresenceStateDocument } from './presence-state.document';

/**
 * Students' presence states. Every write is conditional on the version read before it
 * (FerretDB has no transactions): a writer that lost the race reads again.
 */
@Injectable()
export class PresenceStatesRepository implements OnModuleInit {
  /** Each user's last queued state write (see oneAtATime). */
  private readonly writing = new Map<string, Promise<void>>();
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
  save(next: PresenceStateDocument, expectedVersion: number | undefined): Promise<boolean> {
    return this.oneAtATime(next._id, () => this.write(next, expectedVersion));
  }

  private async write(next: PresenceStateDocument, expectedVersion: number | undefined): Promise<boolean> {
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
  touch(userId: string, version: number, lastUpdate: Date): Promise<boolean> {
    return this.oneAtATime(
      userId,
      async () => (await this.states.updateOne({ _id: userId, version, sharing: true }, { $set: { lastUpdate } })).modifiedCount === 1,
    );
  }

  /** States whose snapshot Kafka has not acknowledged yet. */
  findUnpublished(limit: number): Promise<PresenceStateDocument[]> {
    return this.states.find({ unpublished: true }).limit(limit).toArray();
  }

  /**
   * After Kafka acknowledged `version`: a shared state drops its snapshot, an ended one is
   * deleted. Nothing happens when a newer version was written meanwhile (it is published next).
   */
  markPublished(state: Pick<PresenceStateDocument, '_id' | 'version' | 'sharing'>): Promise<void> {
    return this.oneAtATime(state._id, async () => {
      if (state.sharing) await this.states.updateOne({ _id: state._id, version: state.version }, { $set: { pending: null, unpublished: false } });
      else await this.states.deleteOne({ _id: state._id, version: state.version, sharing: false });
    });
  }

  /**
   * Runs one user's state writes one after another in this process. FerretDB 1.x applies a
   * conditional update as a read, then a rewrite of the whole document, without isolation: a
   * report saved while the relay marked the previous version published was overwritten by the
   * relay's copy and lost (the version filter passed for both). In sequence, each conditional
   * write reads what the one before it wrote. Replicas are not ordered by this: see ADR 020.
   */
  private oneAtATime<T>(userId: string, write: () => Promise<T>): Promise<T> {
    const before = this.writing.get(userId) ?? Promise.resolve();
    const mine = before.then(write, write);
    const settled = mine.then(
      () => undefined,
      () => undefined,
    );
    this.writing.set(userId, settled);
    void settled.then(() => {
      if (this.writing.get(userId) === settled) this.writing.delete(userId);
    });
    return mine;
  }

  /** Shared states whose day ended before `now`. */
  findExpired(now: Date, limit: number): Promise<PresenceStateDocument[]> {
    return this.states
      .find({ sharing: true, sharingEndsAt: { $lte: now } }, { projection: { pending: 0 } })
      .limit(limit)
      .toArray();
  }
}
