import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The clashes a member was told of (ADR 052): one row per session, member and class (its title and
 * start) at the time of a session they are going to.
 * Its primary key is the claim that lets one replica, once, write the e-mail; a row whose clash is
 * gone is deleted, so the clash is told again if it comes back.
 */
export class SessionClashNotices1797300000000 implements MigrationInterface {
  name = 'SessionClashNotices1797300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE study_session_clash_notices (
      session_id uuid NOT NULL REFERENCES study_sessions(id) ON DELETE CASCADE,
      user_id uuid NOT NULL,
      class_title text NOT NULL,
      class_start timestamptz NOT NULL,
      class_end timestamptz NOT NULL,
      noticed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (session_id, user_id, class_title, class_start)
    )`);
    await q.query('CREATE INDEX study_session_clash_notices_user ON study_session_clash_notices (user_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS study_session_clash_notices');
  }
}
