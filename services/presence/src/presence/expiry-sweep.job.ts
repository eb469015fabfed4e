import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { inRootSpan, LOGGER, PeriodicJob } from '@overlap/platform';
import type pino from 'pino';
import { presenceConfig } from '../config';
import { PresenceStatesRepository } from './presence-states.repository';
import { PresenceService } from './presence.service';

const BATCH = 200;

/**
 * Ends sharing that reached the end of the student's local day: reads already leave such a
 * state out; the sweep removes it and publishes that sharing ended, so live views update too.
 * Replicas may sweep the same state: ending it is conditional on the version read.
 */
@Injectable()
export class ExpirySweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly job: PeriodicJob<number>;

  constructor(
    private readonly states: PresenceStatesRepository,
    private readonly presence: PresenceService,
    @Inject(LOGGER) logger: pino.Logger,
  ) {
    this.job = new PeriodicJob({ name: 'presence expiry sweep', everyMs: presenceConfig.sweepMs, pass: (now) => this.run(now), logger });
  }

  onApplicationBootstrap() {
    this.job.start();
  }

  onApplicationShutdown() {
    return this.job.stop();
  }

  /** Ends every expired state; returns how many. Looking belongs to no trace; a batch it ends is a trace of its own. */
  sweep(now = new Date()): Promise<number> {
    return this.job.run(now);
  }

  private async run(now: Date): Promise<number> {
    let ended = 0;
    for (;;) {
      const expired = await this.states.findExpired(now, BATCH);
      if (expired.length) {
        await inRootSpan('presence expiry sweep', { 'presence.expired': expired.length }, async () => {
          for (const state of expired) await this.presence.endSharing(state._id, true);
        });
      }
      ended += expired.length;
      if (expired.length < BATCH) return ended;
    }
  }
}
