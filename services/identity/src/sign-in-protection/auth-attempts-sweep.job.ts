import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { LOGGER, PeriodicJob } from '@overlap/platform';
import type pino from 'pino';
import { AuthAttemptsRepository } from './auth-attempts.repository';

const SWEEP_MS = 10 * 60_000;

/** Every ten minutes, forgets the attempt counters whose window and lock-out are long over. */
@Injectable()
export class AuthAttemptsSweepJob implements OnModuleInit, OnApplicationShutdown {
  private readonly job: PeriodicJob<void>;

  constructor(attempts: AuthAttemptsRepository, @Inject(LOGGER) logger: pino.Logger) {
    this.job = new PeriodicJob({ name: 'sign-in attempts sweep', everyMs: SWEEP_MS, pass: () => attempts.deleteExpired(), logger });
  }

  onModuleInit() {
    this.job.start();
  }

  onApplicationShutdown() {
    return this.job.stop();
  }
}
