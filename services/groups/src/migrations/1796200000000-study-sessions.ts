import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Study sessions booked from a group's common free time, and each member's answer (ADR 052).
 * A cancelled session keeps its row (cancelled_at) so its version keeps growing for consumers;
 * a session and its answers die with their group.
 */
export class StudySessions1796200000000 implements MigrationInterface {
  name = 'StudySessions1796200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE study_sessions (
      id uuid PRIMARY KEY,
      group_id uuid NOT NULL REFERENCES study_groups(id) ON DELETE CASCADE,
      booked_by uuid NOT NULL,
      title text NOT NULL,
      start_at timestamptz NOT NULL,
      end_at timestamptz NOT NULL,
      -- The offset (minutes east of UTC) the booker's page read the day in: mails show the times at it.
      utc_offset smallint NOT NULL DEFAULT 0,
      campus_id text,
      campus_name text NOT NULL DEFAULT '',
      room text NOT NULL DEFAULT '',
      online_url text NOT NULL DEFAULT '',
      note text NOT NULL DEFAULT '',
      version bigint NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      cancelled_at timestamptz,
      CHECK (end_at > start_at),
      CHECK (end_at - start_at <= interval '12 hours')
    )`);
    await q.query(`CREATE INDEX study_sessions_group ON study_sessions (group_id, start_at)`);
    await q.query(`CREATE INDEX study_sessions_booked_by ON study_sessions (booked_by)`);
    await q.query(`CREATE TABLE study_session_answers (
      session_id uuid NOT NULL REFERENCES study_sessions(id) ON DELETE CASCADE,
      user_id uuid NOT NULL,
      answer text NOT NULL CHECK (answer IN ('going', 'maybe', 'declined')),
      answered_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (session_id, user_id)
    )`);
    await q.query(`CREATE INDEX study_session_answers_user ON study_session_answers (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS study_session_answers');
    await q.query('DROP TABLE IF EXISTS study_sessions');
  }
}
