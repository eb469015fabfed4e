import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type pino from 'pino';
import { PeriodicJob } from './periodic-job';

/**
 * A provider whose work runs as a PeriodicJob: it starts with the application and stops, its running
 * pass awaited, on shutdown. A subclass names the job, gives its period and its pass.
 */
export abstract class ScheduledJob<T = unknown> implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly job: PeriodicJob<T>;

  protected constructor(options: { name: string; everyMs: number; logger: pino.Logger }) {
    this.job = new PeriodicJob({ ...options, pass: (now) => this.pass(now) });
  }

  /** One pass over the work due at `now`. */
  protected abstract pass(now: Date): Promise<T>;

  onApplicationBootstrap(): void {
    this.job.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** Runs a pass over what is due at `now` (tests pass their clock); a call while one runs joins it. */
  sweep(now = new Date()): Promise<T> {
    return this.job.run(now);
  }

  /** Runs a pass now, or once more right after the running one. */
  protected kick(): void {
    this.job.kick();
  }
}
