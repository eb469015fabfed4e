import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reminders before study sessions (ADR 052): each student's choice (minutes before; 0 is off; no
 * row is the default 30), and one row per reminder sent — its primary key is the claim that lets
 * only one replica send it.
 */
export class SessionReminders1796300000000 implements MigrationInterface {
  name = 'SessionReminders1796300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE session_reminder_settings (
      user_id uuid PRIMARY KEY,
      minutes integer NOT NULL CHECK (minutes IN (0, 10, 30, 60, 1440)),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE study_session_reminders (
      session_id uuid NOT NULL REFERENCES study_sessions(id) ON DELETE CASCADE,
      user_id uuid NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (session_id, user_id)
    )`);
    await q.query('CREATE INDEX study_session_reminders_user ON study_session_reminders (user_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS study_session_reminders');
    await q.query('DROP TABLE IF EXISTS session_reminder_settings');
  }
}
