import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { inRootSpan, LOGGER, untraced, type Lease } from '@overlap/platform';
import type pino from 'pino';
import { ingestionConfig } from '../config';
import { SourcesRepository } from '../sources/sources.repository';
import type { SourceDocument, SourceStateDocument } from '../sources/source.document';
import { DueCursor, type DuePlan } from '../sources/due-slots.rules';
import { SourceSyncService, type SyncInputs, type SyncResult } from './source-sync.service';
import { SyncLease } from './sync-lease.service';

export type SyncNowResult = { state: 'synced'; result: SyncResult } | { state: 'running' } | { state: 'busy' };

/**
 * Syncs due sources: those whose interval (or backoff) has passed and those with a pending sync
 * request. Each replica polls; a source is synced only under its lease (SyncLease: InsertLeases,
 * taken by inserting a unique document — the one atomic operation FerretDB 1.x has), and is
 * checked to be still due once the lease is held, so two replicas never sync one source at once
 * or twice in a row. Sync-now skips the interval, not the lease.
 */
@Injectable()
export class SyncScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly inFlight = new Map<string, Promise<SyncResult | undefined>>();
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private running = false;
  private readonly due = new DueCursor(ingestionConfig.sync.fullScanMs);

  constructor(
    private readonly repo: SourcesRepository,
    private readonly lease: SyncLease,
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
    // Running syncs finish (their leases are given back); a replica killed instead lets them lapse.
    await Promise.race([Promise.allSettled([...this.inFlight.values()]), new Promise((r) => setTimeout(r, 15_000).unref())]);
  }

  /**
   * Syncs the source (as the caller just read it, ownership checked) now if nobody else is.
   * Waits up to `waitMs` for the result; a longer sync goes on in the background ('running').
   */
  async syncNow(source: SourceDocument, opts: { answersRequests?: boolean; waitMs?: number } = {}): Promise<SyncNowResult> {
    const waitMs = opts.waitMs ?? ingestionConfig.sync.inlineWaitMs;
    const taken = await this.lease.acquire(source._id);
    // Busy: often this replica's own scheduler took the source a moment ago (a new source is due at
    // once), and the caller waits for that sync as for its own; another replica's is 'busy'.
    const sync = taken
      ? this.run(source._id, taken.lease, { source, state: taken.state, answersRequests: opts.answersRequests })
      : this.inFlight.get(source._id);
    if (!sync) return { state: 'busy' };
    const result = await Promise.race([sync, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), waitMs).unref())]);
    if (result === 'timeout') return { state: 'running' };
    // undefined: the sync crashed (logged); the stored state says what is known.
    return { state: 'synced', result: result ?? { outcome: 'failed' } };
  }

  private schedule(ms: number) {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      if (this.polling) return;
      // Polls belong to no request's trace; each sync they start is a trace of its own (below).
      this.polling = untraced(() => this.poll()).then((more) => {
        this.polling = undefined;
        this.schedule(more ? 0 : ingestionConfig.sync.pollMs);
      });
    }, ms);
    this.timer.unref();
  }

  /**
   * Syncs a batch of due sources, `concurrency` at a time; true when the batch was full and
   * some of it was taken (more may be due). The due states are read once per batch (`DueCursor`:
   * by slot, or all of them now and then), and each one read is what its lease is taken from.
   */
  private async poll(): Promise<boolean> {
    const now = new Date();
    const plan = this.due.plan(now);
    try {
      const { concurrency } = ingestionConfig.sync;
      const batch = concurrency * 16;
      const { states, requested, truncated, waiting } = await this.candidates(plan, now, batch);
      const started = new Set<string>();
      let batchFull = false;
      for (const read of states) {
        while (this.running && this.inFlight.size >= concurrency) await Promise.race(this.inFlight.values());
        if (!this.running) break;
        if (started.size >= batch) {
          batchFull = true;
          break;
        }
        if (this.inFlight.has(read._id)) continue;
        const taken = await this.lease.acquire(read._id, read);
        if (!taken) continue;
        // Another replica may have synced it between our read and our lease.
        const due = await this.dueState(read._id, requested.has(read._id), taken.state);
        if (!due) {
          await this.lease.release(taken.lease);
          continue;
        }
        void inRootSpan('feed sync', { 'ingestion.source_id': read._id }, () =>
          this.run(read._id, taken.lease, { ...due, expandedZoneIsCurrent: !due.answersRequests }),
        );
        started.add(read._id);
      }
      // A state stays in its slot until a sync writes it: those not due yet, not started, or still running.
      const left = states.filter((s) => !started.has(s._id) || this.inFlight.has(s._id)).map((s) => s.dueSlot);
      this.due.done(plan, now, [...left, ...waiting]);
      if (truncated) this.due.rescan();
      // Only when this batch had work to take: a full batch that another replica holds waits for the next poll.
      return started.size > 0 && (truncated || batchFull);
    } catch (err) {
      this.due.rescan();
      this.logger.warn({ err: (err as Error).message }, 'sync scheduler could not look for due sources; will retry');
      return false;
    }
  }

  /**
   * States of the sources due by time (oldest first) or by request. A scan of all states is
   * limited to the batch (`truncated`: more may be due); a slot read returns all of its slot
   * (`waiting`: the slots of its states not due yet).
   */
  private async candidates(
    plan: DuePlan,
    now: Date,
    limit: number,
  ): Promise<{ states: SourceStateDocument[]; requested: Set<string>; truncated: boolean; waiting: number[] }> {
    let due: SourceStateDocument[];
    let waiting: number[] = [];
    if (plan.scan === 'all') {
      due = await this.repo.findDueStates(now, limit);
    } else {
      const inSlots = (await Promise.all(plan.slots.map((dueSlot) => this.repo.statesInSlot(dueSlot)))).flat();
      const isDue = (s: SourceStateDocument) => s.nextSyncAt.getTime() <= now.getTime();
      due = inSlots.filter(isDue).sort((a, b) => a.nextSyncAt.getTime() - b.nextSyncAt.getTime());
      waiting = inSlots.filter((s) => !isDue(s)).map((s) => s.dueSlot!);
    }
    const requestedIds = new Set(await this.repo.requestedSourceIds(limit));
    const have = new Set(due.map((s) => s._id));
    // By id, one lookup each (statesOf): FerretDB filters `$in` by decoding the whole collection.
    const missing = [...requestedIds].filter((id) => !have.has(id));
    const more = [...(await this.repo.statesOf(missing)).values()];
    // Requested first: someone is waiting for those.
    return {
      states: [...more, ...due.filter((s) => requestedIds.has(s._id)), ...due.filter((s) => !requestedIds.has(s._id))],
      requested: requestedIds,
      truncated: plan.scan === 'all' && due.length >= limit,
      waiting,
    };
  }

  /** The state, read under the lease (or while taking it), when the source is still due (the sync starts from it). */
  private async dueState(sourceId: string, requested: boolean, known: SourceStateDocument | undefined): Promise<SyncInputs | undefined> {
    const state = known ?? (await this.repo.findState(sourceId));
    if (!state) return undefined;
    if (state.nextSyncAt.getTime() <= Date.now()) return { state, answersRequests: requested };
    return (await this.repo.hasSyncRequest(sourceId)) ? { state, answersRequests: true } : undefined;
  }

  private run(sourceId: string, lease: Lease, from?: SyncInputs): Promise<SyncResult | undefined> {
    let result: SyncResult | undefined;
    const sync = this.syncer
      .sync(sourceId, this.lease.owner, { ...from, leaseId: lease.id })
      .then((r) => (result = r))
      .catch((err) => {
        this.logger.error({ err, sourceId }, 'sync crashed');
        return undefined;
      })
      .finally(async () => {
        this.inFlight.delete(sourceId);
        // A sync that wrote its state gave the lease back with it; otherwise it is given back here.
        await this.lease
          .release(lease, result?.state)
          .catch((err) => this.logger.warn({ err: (err as Error).message, sourceId }, 'could not give a lease back'));
      });
    this.inFlight.set(sourceId, sync);
    return sync;
  }
}
