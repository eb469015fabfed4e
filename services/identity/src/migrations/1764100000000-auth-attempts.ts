import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sign-in protection's counters (ADR 025), shared by every identity replica. */
export class AuthAttempts1764100000000 implements MigrationInterface {
  name = 'AuthAttempts1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE auth_attempts (
      scope text NOT NULL,
      subject text NOT NULL,
      failures integer NOT NULL DEFAULT 0,
      window_started_at timestamptz NOT NULL DEFAULT now(),
      locked_until timestamptz,
      PRIMARY KEY (scope, subject)
    )`);
    await q.query(`CREATE INDEX auth_attempts_window ON auth_attempts (window_started_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE auth_attempts`);
  }
}
