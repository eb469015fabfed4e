import type { Consumer } from 'kafkajs';

/**
 * How long a joined consumer may go without finishing a fetch round before it counts as stalled.
 * An idle round ends every maxWaitTime (5 s); a handler's retries hold a partition for at most
 * about 26 s (dead-letters.ts), with heartbeats in between.
 */
export const STALL_AFTER_MS = 60_000;

export type ConsumerState = 'starting' | 'running' | 'rebalancing' | 'crashed' | 'stopped';

export interface ConsumerStatus {
  group: string;
  state: ConsumerState;
  /** Since the last fetch round or join; null before the first. */
  lastFetchAgoMs: number | null;
  running: boolean;
}

/**
 * Follows one consumer group's kafkajs consumer through its instrumentation events, so a consumer
 * that crashed without restarting or stopped fetching is visible (ADR 038). A start after a failed
 * one creates a new kafkajs consumer; only the latest one attached is followed.
 */
export class ConsumerWatch {
  private state: ConsumerState = 'starting';
  private lastFetchAt: number | undefined;
  private current: Consumer | undefined;
  /** Counts the times the consumer started consuming again: a join, or a fetch after a rebalance or crash. */
  private resumes = 0;
  /** Set by the owner: kafkajs gave up on the consumer (a non-retriable crash) and will not restart it. */
  onDead: (error: Error) => void = () => undefined;

  constructor(
    readonly group: string,
    private readonly now: () => number = Date.now,
  ) {}

  attach(consumer: Consumer): void {
    this.current = consumer;
    this.state = 'starting';
    const { GROUP_JOIN, FETCH, END_BATCH_PROCESS, HEARTBEAT, REBALANCING, CRASH, STOP } = consumer.events;
    const on = (event: string, apply: (payload: any) => void) =>
      consumer.on(event as typeof GROUP_JOIN, (e: { payload: unknown }) => {
        if (this.current === consumer) apply(e.payload);
      });
    on(GROUP_JOIN, () => this.progress('running'));
    on(FETCH, () => this.progress());
    on(END_BATCH_PROCESS, () => this.progress());
    // A handler backing off heartbeats between attempts: slow, not stuck.
    on(HEARTBEAT, () => this.progress());
    on(REBALANCING, () => (this.state = 'rebalancing'));
    on(STOP, () => (this.state = 'stopped'));
    on(CRASH, (payload: { error: Error; restart: boolean }) => {
      this.state = 'crashed';
      if (!payload.restart) this.onDead(payload.error);
    });
  }

  status(): ConsumerStatus {
    const lastFetchAgoMs = this.lastFetchAt === undefined ? null : this.now() - this.lastFetchAt;
    const running = this.state === 'running' && lastFetchAgoMs !== null && lastFetchAgoMs < STALL_AFTER_MS;
    return { group: this.group, state: this.state, lastFetchAgoMs, running };
  }

  /**
   * Changes whenever the consumer resumes consuming; undefined while it is not consuming. What a
   * replica keeps up to date from a broadcast consumer's events is whole only within one epoch:
   * events published while it was away were never read.
   */
  epoch(): number | undefined {
    return this.status().running ? this.resumes : undefined;
  }

  private progress(state?: ConsumerState) {
    this.lastFetchAt = this.now();
    // A fetch after a rebalance means the group is consuming again.
    const next = state ?? (this.state === 'rebalancing' ? 'running' : this.state);
    // Every join starts afresh (a broadcast consumer commits nothing, so it resumes at the latest offset).
    if (state === 'running' || (next === 'running' && this.state !== 'running')) this.resumes++;
    this.state = next;
  }
}
