import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { inRootSpan, LOGGER, untraced } from '@overlap/platform';
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
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly states: PresenceStatesRepository,
    private readonly presence: PresenceService,
    @Inject(LOGGER) private readonly logger: pino.Logger,
  ) {}

  onApplicationBootstrap() {
    // Looking belongs to no trace; a batch of states it ends is a trace of its own (below).
    const sweep = () => untraced(() => this.sweep()).catch((err) => this.logger.error({ err }, 'presence expiry sweep failed'));
    this.timer = setInterval(() => void sweep(), presenceConfig.sweepMs);
    this.timer.unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Ends every expired state; returns how many. */
  sweep(now = new Date()): Promise<number> {
    this.running ??= this.run(now).finally(() => (this.running = undefined));
    return this.running;
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
