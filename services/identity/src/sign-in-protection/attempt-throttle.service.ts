import { Injectable } from '@nestjs/common';
import { tooManyRequests } from '@overlap/platform';
import { DataSource } from 'typeorm';
import type { AttemptCounter } from './attempt-policies.rules';
import { countAttempt, lockedFor } from './attempt-state.rules';
import { AuthAttemptsRepository } from './auth-attempts.repository';

/** One attempt in flight: counted where its policy counts attempts as they start. */
export class CountedAttempt {
  constructor(
    private readonly throttle: AttemptThrottle,
    private readonly counters: AttemptCounter[],
  ) {}

  /** The attempt failed: it counts where only failures do. */
  failed(): Promise<void> {
    return this.throttle.count(this.counters.filter((c) => c.policy.counts === 'failure'));
  }

  /** The attempt succeeded: the records it was counted in at its start are cleared. */
  async succeeded(): Promise<void> {
    for (const counter of this.counters) if (counter.policy.counts === 'start') await this.throttle.clear(counter);
  }
}

const inLockOrder = (counters: AttemptCounter[]) =>
  [...counters].sort((a, b) => `${a.policy.scope}\n${a.subject}`.localeCompare(`${b.policy.scope}\n${b.subject}`));

/**
 * Counts sign-in, sign-up and reset attempts in identity's PostgreSQL, so every replica (and
 * every gateway in front of them) sees one count. Rows of one decision are locked in a fixed
 * order for its few statements — never while a password is checked.
 */
@Injectable()
export class AttemptThrottle {
  constructor(
    private readonly dataSource: DataSource,
    private readonly attempts: AuthAttemptsRepository,
  ) {}

  /** Refuses the attempt (429, nothing counted) while a counter is locked out; otherwise counts it where attempts count as they start. */
  async begin(counters: AttemptCounter[]): Promise<CountedAttempt> {
    const ordered = inLockOrder(counters);
    const refusal = await this.dataSource.transaction(async (manager) => {
      const now = new Date();
      const states = [];
      for (const counter of ordered) states.push({ counter, state: await this.attempts.lock(manager, counter) });
      const refused = states
        .map(({ counter, state }) => ({ counter, seconds: lockedFor(state, now) }))
        .filter((r) => r.seconds > 0)
        .sort((a, b) => b.seconds - a.seconds)[0];
      if (refused) return { message: refused.counter.policy.message(refused.seconds), retryAfter: refused.seconds };
      for (const { counter, state } of states)
        if (counter.policy.counts === 'start') await this.attempts.save(manager, counter, countAttempt(state, counter.policy, now));
      return undefined;
    });
    if (refusal) throw tooManyRequests(refusal.message, refusal.retryAfter);
    return new CountedAttempt(this, ordered);
  }

  /** Counts one attempt on each counter. */
  async count(counters: AttemptCounter[]): Promise<void> {
    if (!counters.length) return;
    await this.dataSource.transaction(async (manager) => {
      const now = new Date();
      for (const counter of inLockOrder(counters))
        await this.attempts.save(manager, counter, countAttempt(await this.attempts.lock(manager, counter), counter.policy, now));
    });
  }

  /** Forgets a subject's record (a success, or a password reset that proved the owner). */
  async clear(counter: AttemptCounter): Promise<void> {
    await this.attempts.delete(counter);
  }
}
