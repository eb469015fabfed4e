import type pino from 'pino';
import { intEnv } from '../config/env';
import { RelayLoop } from '../kafka/relay-loop';
import { topicRetentionHours } from './event-retention';

/** Rows deleted per statement, so a pass never holds many row locks or one long transaction. */
export const PRUNE_BATCH = 1000;

/** Deletes at most `limit` rows older than `before`; returns how many it deleted. */
export type PruneBatch = (before: Date, limit: number) => Promise<number>;

/**
 * The scheduled pruning of event bookkeeping (ADR 034): every EVENT_PRUNE_INTERVAL_MINUTES (an
 * hour) and once at start-up, deletes rows older than the topic retention, batch by batch, with
 * the relays' loop (one pass at a time, backoff after failures). Replicas may prune at once:
 * deleting an already deleted row is a no-op.
 */
export class EventRowPruning {
  private readonly loop: RelayLoop;

  constructor(pruneBatch: PruneBatch, logger: pino.Logger, now: () => Date = () => new Date()) {
    const retentionMs = topicRetentionHours() * 3_600_000;
    const intervalMs = intEnv('EVENT_PRUNE_INTERVAL_MINUTES', 60) * 60_000;
    this.loop = new RelayLoop({
      name: 'event row pruning',
      publishBatch: () => pruneBatch(new Date(now().getTime() - retentionMs), PRUNE_BATCH),
      batchSize: PRUNE_BATCH,
      pollMs: intervalMs,
      maxBackoffMs: intervalMs,
      logger,
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Runs a pass now (tests); resolves when it ends. */
  prune(): Promise<void> {
    return this.loop.kick();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }
}
