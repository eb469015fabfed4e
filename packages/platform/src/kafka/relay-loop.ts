import type pino from 'pino';

export interface RelayLoopOptions {
  /** Names the relay in its log lines. */
  name: string;
  /** Publishes one batch of pending work and returns how many items it handled. */
  publishBatch: () => Promise<number>;
  /** A batch this full means more may be waiting: the next one runs at once. */
  batchSize: number;
  /** Pause between passes when nothing failed. */
  pollMs: number;
  /** Upper bound of the pause after failed passes (250 ms doubled per failure until then). */
  maxBackoffMs: number;
  logger: pino.Logger;
}

/**
 * The loop every relay runs (the PostgreSQL outbox, ingestion's stored snapshots): drain pending
 * work batch by batch, then wait `pollMs`; after a failure wait longer each time, up to
 * `maxBackoffMs`. `kick` runs a pass now, or once more right after the running one, so writers
 * need not wait for the poll. Only one pass runs at a time in a process.
 */
export class RelayLoop {
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private again = false;
  private failures = 0;

  constructor(private readonly options: RelayLoopOptions) {}

  get isRunning(): boolean {
    return this.running;
  }

  start(): void {
    this.running = true;
    this.schedule(0);
  }

  /** Stops polling and waits for the running pass. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    await this.draining;
  }

  /** Runs a pass now (after a write, and in tests); resolves when the pass it joined ends. */
  kick(): Promise<void> {
    if (!this.running) return Promise.resolve();
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    if (this.timer) clearTimeout(this.timer);
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
      const { pollMs, maxBackoffMs } = this.options;
      const delay = this.failures ? Math.min(maxBackoffMs, 250 * 2 ** this.failures) : this.again ? 0 : pollMs;
      this.again = false;
      this.schedule(delay);
    });
    return this.draining;
  }

  private schedule(ms: number) {
    if (!this.running) return;
    this.timer = setTimeout(() => void this.kick(), ms);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    try {
      for (;;) {
        const handled = await this.options.publishBatch();
        // A full batch means more is waiting, unless the loop is being stopped.
        if (handled < this.options.batchSize || !this.running) break;
      }
      this.failures = 0;
    } catch (err) {
      this.failures++;
      this.options.logger.warn({ err: (err as Error).message, failures: this.failures }, `${this.options.name} could not publish; will retry`);
    }
  }
}
