import { Injectable } from '@nestjs/common';
import { leaseNumberOf, type Lease } from '@overlap/platform';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { ingestionConfig } from '../config';
import type { SourceStateDocument } from '../sources/source.document';
import { SourcesRepository } from '../sources/sources.repository';
import { SyncLeasesRepository } from '../sources/sync-leases.repository';

/**
 * The one owner of sources' sync leases: whoever writes a source's state (a sync) or must not
 * race one (a removal) takes the lease here and gives it back here. A sync gives its lease back
 * inside the state write that ends it (`releasedLease`, see `givenBack`); any other holder
 * releases it with a write of its own. Leases are InsertLeases (ADR 011), held `leaseMs`.
 */
@Injectable()
export class SyncLease {
  /** This replica's identity as a lease holder. */
  readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(
    private readonly leases: SyncLeasesRepository,
    private readonly sources: SourcesRepository,
  ) {}

  /**
   * The source's sync lease. Usually the state names the last lease (given back with its write)
   * and the next number is taken with one insert (FerretDB 1.x scans a whole collection for any
   * filtered read, the lease history included). Otherwise — a lease lapsed, or was given back
   * without a state write — the history is read: a lease that still looks held is free when the
   * state names it. The state the lease was taken from is returned when it is what the previous
   * holder left, for the sync to start from. `read`: the state as the caller already read it
   * (the scheduler reads a batch at once).
   */
  async acquire(sourceId: string, read?: SourceStateDocument): Promise<{ lease: Lease; state?: SourceStateDocument } | undefined> {
    const ms = ingestionConfig.sync.leaseMs;
    const now = new Date();
    // A state read earlier is good enough: when the insert below succeeds, nobody wrote it since.
    const known = read ?? (await this.sources.findState(sourceId)) ?? undefined;
    const released = leaseNumberOf(known?.releasedLease, sourceId);
    // Lease 0 only for a source never synced (every sync writes the state); older states lack the field.
    const next = released !== undefined ? released + 1 : known && !known.lastAttempt ? 0 : undefined;
    const quick = next === undefined ? undefined : await this.leases.take(sourceId, next, this.owner, ms, now);
    if (quick) return { lease: quick, state: known };
    let state: SourceStateDocument | undefined;
    const lease = await this.leases.acquire(sourceId, this.owner, ms, now, {
      givenBackElsewhere: async (latest) => {
        state = (await this.sources.findState(sourceId)) ?? undefined;
        return state?.releasedLease === latest._id;
      },
      keepFrom: released ?? 0,
    });
    return lease ? { lease, state } : undefined;
  }

  /** The fields of a state write that give the lease back with it (none without a lease). */
  givenBack(leaseId: string | undefined): Pick<SourceStateDocument, 'releasedLease'> | Record<string, never> {
    return leaseId ? { releasedLease: leaseId } : {};
  }

  /** Gives the lease back, unless `written` — the state its holder last wrote — already did. */
  async release(lease: Lease, written?: Pick<SourceStateDocument, 'releasedLease'>): Promise<void> {
    if (written?.releasedLease === lease.id) return;
    await this.leases.release(lease);
  }

  /**
   * Holds a source's lease for `fn` (deleting a source must not race a sync of it), waiting up
   * to `waitMs` for a running sync to finish; undefined when it did not.
   */
  async whileHolding<T>(sourceId: string, waitMs: number, fn: () => Promise<T>): Promise<{ value: T } | undefined> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const taken = await this.acquire(sourceId);
      if (taken) {
        try {
          return { value: await fn() };
        } finally {
          await this.release(taken.lease);
        }
      }
      if (Date.now() > deadline) return undefined;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Forgets the lease history of a source that is gone (left behind it would slow every lease taken). */
  forget(sourceId: string): Promise<void> {
    return this.leases.forget(sourceId);
  }

  /** Forgets the lease history of several sources that are gone (a deleted user's). */
  forgetAll(sourceIds: string[]): Promise<void> {
    return this.leases.forgetAll(sourceIds);
  }
}
