import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, ScheduledJob } from '@overlap/platform';
import type pino from 'pino';
import { AuthAttemptsRepository } from './auth-attempts.repository';

const SWEEP_MS = 10 * 60_000;

/** Every ten minutes, forgets the attempt counters whose window and lock-out are long over. */
@Injectable()
export class AuthAttemptsSweepJob extends ScheduledJob<void> {
  constructor(
    private readonly attempts: AuthAttemptsRepository,
    @Inject(LOGGER) logger: pino.Logger,
  ) {
    super({ name: 'sign-in attempts sweep', everyMs: SWEEP_MS, logger });
  }

  protected pass(): Promise<void> {
    return this.attempts.deleteExpired();
  }
}
