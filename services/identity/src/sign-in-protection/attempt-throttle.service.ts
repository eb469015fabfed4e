import { Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { tooManyRequests } from '@overlap/platform';
import { DataSource, type EntityManager } from 'typeorm';
import type { AttemptCounter } from './attempt-policies.rules';
import { countAttempt, lockedFor, type AttemptState } from './attempt-state.rules';

interface Row {
  scope: string;
  subject: string;
  failures: number;
  window_started_at: Date;
  locked_until: Date | null;
}

const SWEEP_MS = 10 * 60_000;

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
export class AttemptThrottle implements OnModuleInit, OnApplicationShutdown {
  private sweeper: NodeJS.Timeout | undefined;

  constructor(private readonly dataSource: DataSource) {}

  /** Refuses the attempt (429, nothing counted) while a counter is locked out; otherwise counts it where attempts count as they start. */
  async begin(counters: AttemptCounter[]): Promise<CountedAttempt> {
    const ordered = inLockOrder(counters);
    const refusal = await this.dataSource.transaction(async (manager) => {
      const now = new Date();
      const states = [];
      for (const counter of ordered) states.push({ counter, state: await this.lockRow(manager, counter) });
      const refused = states
        .map(({ counter, state }) => ({ counter, seconds: lockedFor(state, now) }))
        .filter((r) => r.seconds > 0)
        .sort((a, b) => b.seconds - a.seconds)[0];
      if (refused) return { message: refused.counter.policy.message(refused.seconds), retryAfter: refused.seconds };
      for (const { counter, state } of states)
        if (counter.policy.counts === 'start') await this.save(manager, counter, countAttempt(state, counter.policy, now));
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
      for (const counter of inLockOrder(counters)) await this.save(manager, counter, countAttempt(await this.lockRow(manager, counter), counter.policy, now));
    });
  }

  /** Forgets a subject's record (a success, or a password reset that proved the owner). */
  async clear(counter: AttemptCounter): Promise<void> {
    await this.dataSource.query(`DELETE FROM auth_attempts WHERE scope = $1 AND subject = $2`, [counter.policy.scope, counter.subject]);
  }

  onModuleInit() {
    this.sweeper = setInterval(() => void this.sweep().catch(() => undefined), SWEEP_MS);
    this.sweeper.unref();
  }

  onApplicationShutdown() {
    clearInterval(this.sweeper);
  }

  /** Rows whose window and lock-out are long over say nothing any more. */
  sweep(): Promise<unknown> {
    return this.dataSource.query(
      `DELETE FROM auth_attempts WHERE window_started_at < now() - interval '1 day' AND (locked_until IS NULL OR locked_until < now())`,
    );
  }

  private async lockRow(manager: EntityManager, { policy, subject }: AttemptCounter): Promise<AttemptState> {
    await manager.query(`INSERT INTO auth_attempts (scope, subject) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [policy.scope, subject]);
    const [row] = (await manager.query(`SELECT * FROM auth_attempts WHERE scope = $1 AND subject = $2 FOR UPDATE`, [policy.scope, subject])) as Row[];
    return { failures: row!.failures, windowStartedAt: new Date(row!.window_started_at), lockedUntil: row!.locked_until && new Date(row!.locked_until) };
  }

  private async save(manager: EntityManager, { policy, subject }: AttemptCounter, state: AttemptState): Promise<void> {
    await manager.query(`UPDATE auth_attempts SET failures = $3, window_started_at = $4, locked_until = $5 WHERE scope = $1 AND subject = $2`, [
      policy.scope,
      subject,
      state.failures,
      state.windowStartedAt,
      state.lockedUntil,
    ]);
  }
}
