import type pino from 'pino';
import { untraced } from '../telemetry/background-work';

export interface PeriodicJobOptions<T> {
  /** Names the job in its log line when a pass fails: `<name> failed`. */
  name: string;
  /** Pause between the timer's passes. */
  everyMs: number;
  /** One pass over the work due at `now`. */
  pass: (now: Date) => Promise<T>;
  logger: pino.Logger;
}

/**
 * The timer every sweep and scheduled job runs (reminders, expiry, exports): a pass every
 * `everyMs`, outside any trace (a pass that finds work starts its own root span with
 * `inRootSpan`), and only one pass at a time in a process. Replicas each run their own: the
 * work itself must be safe to claim twice (a conditional update, an insert that conflicts).
 */
export class PeriodicJob<T = unknown> {
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<T> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly options: PeriodicJobOptions<T>) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), this.options.everyMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for the running pass. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.current?.catch(() => undefined);
  }

  /** Runs a pass over what is due at `now` (tests pass their clock); a call while one runs joins it. */
  run(now = new Date()): Promise<T> {
    this.current ??= untraced(() => this.options.pass(now)).finally(() => {
      this.current = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
    return this.current;
  }

  /**
   * Runs a pass now, or once more right after the running one, so work written meanwhile (a new
   * export) need not wait for the next tick; a failure is logged and the timer goes on.
   */
  kick(): void {
    if (this.stopped) return;
    if (this.current) {
      this.again = true;
      return;
    }
    this.run().catch((err: unknown) => this.options.logger.error({ err }, `${this.options.name} failed`));
  }
}
