import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { LOGGER } from '@overlap/platform';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type pino from 'pino';
import { ingestionConfig } from '../config';
import type { SourceDocument } from '../sources/source.document';
import { SourcesRepository } from '../sources/sources.repository';
import { claimable, leaseFree, RELEASED, takeLease } from './lease';
import { SourceSyncService, type SyncOutcome } from './source-sync.service';

export type SyncNowResult = { state: 'synced'; outcome: SyncOutcome } | { state: 'running' } | { state: 'busy' } | { state: 'missing' };

/**
 * Syncs due sources on their interval. Each replica polls, and claims one source at a time with
 * an atomic findOneAndUpdate on its lease, so two replicas never sync the same source at once; a
 * replica that dies mid-sync loses its leases when they lapse. Sync-now skips the interval, not
 * the lease.
 */
@Injectable()
export class SyncScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  /** This replica's identity as a lease holder. */
  readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly inFlight = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private running = false;

  constructor(
    private readonly repo: SourcesRepository,
    private readonly syncer: SourceSyncService,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  onApplicationBootstrap() {
    this.running = true;
    this.schedule(0);
  }

  async onApplicationShutdown() {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    await this.polling;
    // Let running syncs finish briefly, then hand their leases back so another replica can take over at once.
    await Promise.race([Promise.allSettled([...this.inFlight]), new Promise((r) => setTimeout(r, 10_000).unref())]);
    await this.repo.sources.updateMany({ leaseOwner: this.owner }, { $set: RELEASED }).catch(() => undefined);
  }

  /** Looks for due sources now (after a source was added or edited). */
  kick(): void {
    if (!this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.schedule(0);
  }

  /**
   * Syncs one source of the user now if nobody else is. Waits up to `waitMs` for the result;
   * a longer sync goes on in the background ('running').
   */
  async syncNow(sourceId: string, userId: string, waitMs = ingestionConfig.sync.inlineWaitMs): Promise<SyncNowResult> {
    const now = new Date();
    const claimed = await this.repo.sources.findOneAndUpdate(
      { _id: sourceId, userId, ...leaseFree(now) },
      takeLease(this.owner, now, ingestionConfig.sync.leaseMs),
      {
        returnDocument: 'after',
      },
    );
    if (!claimed) return (await this.repo.sources.findOne({ _id: sourceId, userId })) ? { state: 'busy' } : { state: 'missing' };
    const sync = this.track(this.syncer.sync(claimed, this.owner));
    const timeout = new Promise<undefined>((r) => setTimeout(() => r(undefined), waitMs).unref());
    const outcome = await Promise.race([sync, timeout]);
    return outcome ? { state: 'synced', outcome } : { state: 'running' };
  }

  private schedule(ms: number) {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.polling ??= this.poll().finally(() => {
        this.polling = undefined;
        this.schedule(ingestionConfig.sync.pollMs);
      });
    }, ms);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    try {
      while (this.running && this.inFlight.size < ingestionConfig.sync.concurrency) {
        const claimed = await this.claimNext();
        if (!claimed) return;
        void this.track(this.syncer.sync(claimed, this.owner)).finally(() => this.kick());
      }
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'sync scheduler could not claim sources; will retry');
    }
  }

  private claimNext(): Promise<SourceDocument | null> {
    const now = new Date();
    return this.repo.sources.findOneAndUpdate(claimable(now), takeLease(this.owner, now, ingestionConfig.sync.leaseMs), {
      sort: { nextSyncAt: 1 },
      returnDocument: 'after',
    });
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    const tracked = promise.catch((err) => {
      this.logger.error({ err }, 'sync crashed');
      return undefined as T;
    });
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
    return tracked;
  }
}
