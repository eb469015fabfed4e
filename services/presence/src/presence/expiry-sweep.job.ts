import { Inject, Injectable } from '@nestjs/common';
import { inRootSpan, LOGGER, ScheduledJob } from '@overlap/platform';
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
export class ExpirySweep extends ScheduledJob<number> {
  constructor(
    private readonly states: PresenceStatesRepository,
    private readonly presence: PresenceService,
    @Inject(LOGGER) logger: pino.Logger,
  ) {
    super({ name: 'presence expiry sweep', everyMs: presenceConfig.sweepMs, logger });
  }

  /** Ends every expired state; returns how many. Looking belongs to no trace; a batch it ends is a trace of its own. */
  protected async pass(now: Date): Promise<number> {
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
