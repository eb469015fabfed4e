import { Injectable } from '@nestjs/common';
import { RETENTION } from '@overlap/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AttemptCounter } from './attempt-policies.rules';
import type { AttemptState } from './attempt-state.rules';

interface Row {
  scope: string;
  subject: string;
  failures: number;
  window_started_at: Date;
  locked_until: Date | null;
}

/** `auth_attempts`: one row per counter (policy scope and subject). */
@Injectable()
export class AuthAttemptsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The counter's state, its row created if need be and locked until the transaction ends. */
  async lock(manager: EntityManager, { policy, subject }: AttemptCounter): Promise<AttemptState> {
    await manager.query(`INSERT INTO auth_attempts (scope, subject) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [policy.scope, subject]);
    const [row] = (await manager.query(`SELECT * FROM auth_attempts WHERE scope = $1 AND subject = $2 FOR UPDATE`, [policy.scope, subject])) as Row[];
    return { failures: row!.failures, windowStartedAt: new Date(row!.window_started_at), lockedUntil: row!.locked_until && new Date(row!.locked_until) };
  }

  async save(manager: EntityManager, { policy, subject }: AttemptCounter, state: AttemptState): Promise<void> {
    await manager.query(`UPDATE auth_attempts SET failures = $3, window_started_at = $4, locked_until = $5 WHERE scope = $1 AND subject = $2`, [
      policy.scope,
      subject,
      state.failures,
      state.windowStartedAt,
      state.lockedUntil,
    ]);
  }

  async delete({ policy, subject }: AttemptCounter): Promise<void> {
    await this.dataSource.query(`DELETE FROM auth_attempts WHERE scope = $1 AND subject = $2`, [policy.scope, subject]);
  }

  /** Rows whose window and lock-out are long over say nothing any more; the privacy policy states how long that is. */
  async deleteExpired(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM auth_attempts WHERE window_started_at < now() - make_interval(days => $1) AND (locked_until IS NULL OR locked_until < now())`,
      [RETENTION.signInFailureDays],
    );
  }
}
