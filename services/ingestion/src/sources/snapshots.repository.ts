import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InsertLeases, isDuplicateKey, type Lease, MONGO_DB, type RelayBacklog } from '@overlap/platform';
import type { Collection, Db } from 'mongodb';
import { PUBLISH_LEASES, SNAPSHOTS, type SnapshotDocument } from './snapshot.document';

/** Snapshots Kafka has not acknowledged yet (`source_snapshots`, insert-only) and the relay's per-snapshot send leases. */
@Injectable()
export class SnapshotsRepository implements OnModuleInit {
  private readonly snapshots: Collection<SnapshotDocument>;
  private readonly sendLeases: InsertLeases;

  constructor(@Inject(MONGO_DB) db: Db) {
    this.snapshots = db.collection<SnapshotDocument>(SNAPSHOTS);
    this.sendLeases = new InsertLeases(db, PUBLISH_LEASES);
  }

  async onModuleInit() {
    await this.snapshots.createIndex({ published: 1, createdAt: 1 }, { name: 'unpublished' });
    await this.snapshots.createIndex({ sourceId: 1, version: 1 }, { name: 'source_version' });
    await this.snapshots.createIndex({ userId: 1 }, { name: 'user' });
    await this.sendLeases.ensureIndexes();
  }

  /** False when the version is stored already (another writer has it). */
  async insert(snapshot: SnapshotDocument): Promise<boolean> {
    try {
      await this.snapshots.insertOne(snapshot);
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  /** How many snapshots wait to be sent and since when the oldest waits (the relay's backlog gauges). */
  async backlog(): Promise<RelayBacklog> {
    const [pending, oldest] = await Promise.all([
      this.snapshots.countDocuments({ published: false }),
      this.snapshots.findOne({ published: false }, { projection: { createdAt: 1 }, sort: { createdAt: 1 } }),
    ]);
    return { pending, oldestAt: oldest?.createdAt };
  }

  /** Stored snapshots created before `createdBefore`, oldest first, without their payloads (`value`, `headers`). */
  findPendingWithoutPayload(createdBefore: Date, limit: number): Promise<SnapshotDocument[]> {
    return this.snapshots
      .find({ published: false, createdAt: { $lt: createdBefore } }, { projection: { value: 0, headers: 0 } })
      .sort({ createdAt: 1 })
      .limit(limit)
      .toArray() as Promise<SnapshotDocument[]>;
  }

  findById(id: string): Promise<SnapshotDocument | null> {
    return this.snapshots.findOne({ _id: id });
  }

  /** Deletes the source's snapshots up to `version` (sent, or superseded by it). */
  async deleteUpTo(sourceId: string, version: number): Promise<void> {
    await this.snapshots.deleteMany({ sourceId, version: { $lte: version } });
  }

  async deleteAllOfUser(userId: string): Promise<void> {
    await this.snapshots.deleteMany({ userId });
  }

  /** A short lease on sending one stored snapshot, or undefined while another replica sends it. */
  takeSendLease(snapshotId: string, owner: string, ms: number): Promise<Lease | undefined> {
    return this.sendLeases.acquire(sendLeaseKey(snapshotId), owner, ms);
  }

  async forgetSendLease(snapshotId: string): Promise<void> {
    await this.sendLeases.forget(sendLeaseKey(snapshotId));
  }
}

const sendLeaseKey = (snapshotId: string) => `snapshot:${snapshotId}`;
