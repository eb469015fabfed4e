import { Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { tooManyRequests } from '@overlap/platform';
import { DataSource, type EntityManager } from 'typeorm';
import type { AttemptCounter } from './attempt-policies';
import { countAttempt, type AttemptDecision, type AttemptRefusal, type AttemptState } from './attempt-state';

interface Row {
  scope: string;
  subject: string;
  failures: number;
  window_started_at: Date;
  locked_until: Date | null;
}

const SWEEP_MS = 10 * 60_000;

/** One attempt in flight, counted already. */
export class CountedAttempt {
  constructor(
    private readonly dataSource: DataSource,
    private readonly counters: AttemptCounter[],
  ) {}

  /** The attempt did not fail: take it back as each policy says (clear the record, or this one count). */
  async release(): Promise<void> {
    for (const { policy, subject } of this.counters) {
      if (policy.onSuccess === 'reset') await this.dataSource.query(`DELETE FROM auth_attempts WHERE scope = $1 AND subject = $2`, [policy.scope, subject]);
      else
        await this.dataSource.query(`UPDATE auth_attempts SET failures = GREATEST(failures - 1, 0) WHERE scope = $1 AND subject = $2`, [policy.scope, subject]);
    }
  }
}

/**
 * Counts sign-in, sign-up and reset attempts in identity's PostgreSQL, so every replica (and
 * every gateway in front of them) sees one count. Rows of one attempt are locked in a fixed
 * order for the few statements of the decision — never while a password is checked.
 */
@Injectable()
export class AttemptThrottle implements OnModuleInit, OnApplicationShutdown {
  private sweeper: NodeJS.Timeout | undefined;

  constructor(private readonly dataSource: DataSource) {}

  /** Counts the attempt on every counter, or refuses it (429, nothing counted) while one is locked out. */
  async begin(counters: AttemptCounter[]): Promise<CountedAttempt> {
    const ordered = [...counters].sort((a, b) => `${a.policy.scope}\n${a.subject}`.localeCompare(`${b.policy.scope}\n${b.subject}`));
    const refusal = await this.dataSource.transaction(async (manager) => {
      const now = new Date();
      const decisions: { counter: AttemptCounter; decision: AttemptDecision }[] = [];
      for (const counter of ordered) decisions.push({ counter, decision: countAttempt(await this.lockRow(manager, counter), counter.policy, now) });
      const refused = decisions.filter((d): d is { counter: AttemptCounter; decision: AttemptRefusal } => !d.decision.allowed);
      // A refused attempt is not tried, so it counts nowhere; only the lock-outs it starts are kept.
      for (const { counter, decision } of refused.length ? refused : decisions) await this.save(manager, counter, decision.next);
      const longest = refused.sort((a, b) => b.decision.retryAfterSeconds - a.decision.retryAfterSeconds)[0];
      return longest && { message: longest.counter.policy.message(longest.decision.retryAfterSeconds), retryAfter: longest.decision.retryAfterSeconds };
    });
    if (refusal) throw tooManyRequests(refusal.message, refusal.retryAfter);
    return new CountedAttempt(this.dataSource, ordered);
  }

  /** A successful password reset proves the owner: their account's sign-in lock-out ends. */
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
