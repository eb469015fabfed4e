import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InsertLeases, MONGO_DB, type Lease, type LeaseDocument } from '@overlap/platform';
import type { Db } from 'mongodb';
import { SYNC_LEASES } from './source.document';

/** The numbered lease documents of each source's sync lease (`sync_leases`); their rules are sync/sync-lease.service.ts's. */
@Injectable()
export class SyncLeasesRepository implements OnModuleInit {
  private readonly leases: InsertLeases;

  constructor(@Inject(MONGO_DB) db: Db) {
    this.leases = new InsertLeases(db, SYNC_LEASES);
  }

  async onModuleInit() {
    await this.leases.ensureIndexes();
  }

  /** Lease number `n` if nobody took it (one insert, no read): InsertLeases.take. */
  take(sourceId: string, n: number, owner: string, ms: number, now: Date): Promise<Lease | undefined> {
    return this.leases.take(sourceId, n, owner, ms, now);
  }

  /** The next lease after reading the history: InsertLeases.acquire. */
  acquire(
    sourceId: string,
    owner: string,
    ms: number,
    now: Date,
    opts: { givenBackElsewhere: (latest: LeaseDocument) => Promise<boolean>; keepFrom: number },
  ): Promise<Lease | undefined> {
    return this.leases.acquire(sourceId, owner, ms, now, opts);
  }

  release(lease: Lease): Promise<void> {
    return this.leases.release(lease);
  }

  forget(sourceId: string): Promise<void> {
    return this.leases.forget(sourceId);
  }

  /** Forgets the lease history of several sources (a deleted user's) at once. */
  async forgetAll(sourceIds: string[]): Promise<void> {
    if (sourceIds.length) await this.leases.collection.deleteMany({ key: { $in: sourceIds } });
  }
}
