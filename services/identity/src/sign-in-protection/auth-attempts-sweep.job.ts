import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { AuthAttemptsRepository } from './auth-attempts.repository';

const SWEEP_MS = 10 * 60_000;

/** Every ten minutes, forgets the attempt counters whose window and lock-out are long over. */
@Injectable()
export class AuthAttemptsSweepJob implements OnModuleInit, OnApplicationShutdown {
  private sweeper: NodeJS.Timeout | undefined;

  constructor(private readonly attempts: AuthAttemptsRepository) {}

  onModuleInit() {
    this.sweeper = setInterval(() => void this.attempts.deleteExpired().catch(() => undefined), SWEEP_MS);
    this.sweeper.unref();
  }

  onApplicationShutdown() {
    clearInterval(this.sweeper);
  }
}
