import { metrics, ROOT_CONTEXT, SpanStatusCode, trace, type BatchObservableResult } from '@opentelemetry/api';
import type pino from 'pino';
import { untraced } from '../telemetry/background-work';

/** What a relay has not published yet: how many items, and since when the oldest waits. */
export interface RelayBacklog {
  pending: number;
  oldestAt?: Date;
}

const meter = metrics.getMeter('platform');
const backlogGauge = meter.createObservableGauge('outbox.backlog', { description: 'Events written but not yet published to Kafka, by relay', unit: '{event}' });
const ageGauge = meter.createObservableGauge('outbox.age', {
  description: 'How long the oldest unpublished event has waited, by relay (0 when none waits)',
  unit: 's',
});
const tracer = trace.getTracer('platform');

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
  /** Measures the backlog for the `outbox.backlog` and `outbox.age` gauges (read at each metric export). */
  backlog?: () => Promise<RelayBacklog>;
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
  private readonly observeBatch = async (result: BatchObservableResult) => {
    // The measuring query is the exporter's, not a request's: no spans of its own.
    const backlog = await untraced(() => this.options.backlog!());
    const attributes = { relay: this.options.name };
    result.observe(backlogGauge, backlog.pending, attributes);
    result.observe(ageGauge, backlog.oldestAt ? Math.max(0, (Date.now() - backlog.oldestAt.getTime()) / 1000) : 0, attributes);
  };

  constructor(private readonly options: RelayLoopOptions) {}

  get isRunning(): boolean {
    return this.running;
  }

  start(): void {
    this.running = true;
    if (this.options.backlog) meter.addBatchObservableCallback(this.observeBatch, [backlogGauge, ageGauge]);
    this.schedule(0);
  }

  /** Stops polling and waits for the running pass. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.options.backlog) meter.removeBatchObservableCallback(this.observeBatch, [backlogGauge, ageGauge]);
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

  /**
   * One pass, outside any trace (see `untraced`): what it publishes continues the trace saved
   * with each event. A pass that handled something or failed is recorded afterwards as a root
   * span of its own, so idle polls cost no trace.
   */
  private async drain(): Promise<void> {
    const startTime = Date.now();
    let handled = 0;
    let failure: Error | undefined;
    try {
      await untraced(async () => {
        for (;;) {
          const batch = await this.options.publishBatch();
          handled += batch;
          // A full batch means more is waiting, unless the loop is being stopped.
          if (batch < this.options.batchSize || !this.running) break;
        }
      });
      this.failures = 0;
    } catch (err) {
      failure = err as Error;
      this.failures++;
      this.options.logger.warn({ err: failure.message, failures: this.failures }, `${this.options.name} could not publish; will retry`);
    }
    if (handled || failure) this.recordPass(startTime, handled, failure);
  }

  private recordPass(startTime: number, handled: number, failure: Error | undefined) {
    const span = tracer.startSpan(
      `${this.options.name} pass`,
      { root: true, startTime, attributes: { 'relay.name': this.options.name, 'relay.items': handled } },
      ROOT_CONTEXT,
    );
    if (failure) {
      span.recordException(failure);
      span.setStatus({ code: SpanStatusCode.ERROR, message: failure.message });
    }
    span.end();
  }
}
