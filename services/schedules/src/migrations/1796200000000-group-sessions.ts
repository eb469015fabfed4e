import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Study sessions as groups publishes them (groups.sessions.v1, ADR 052): the newest version of each
 * session, and the members whose calendar shows it (everyone who has not declined) with their
 * answer. A cancelled session keeps its row, without attendees, so an older event cannot bring it back.
 */
export class GroupSessions1796200000000 implements MigrationInterface {
  name = 'GroupSessions1796200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE IF NOT EXISTS group_sessions (
      id uuid PRIMARY KEY,
      group_id uuid NOT NULL,
      group_name text NOT NULL DEFAULT '',
      title text NOT NULL,
      location text NOT NULL DEFAULT '',
      note text NOT NULL DEFAULT '',
      start_at timestamptz NOT NULL,
      end_at timestamptz NOT NULL,
      version bigint NOT NULL,
      cancelled boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE IF NOT EXISTS group_session_attendees (
      session_id uuid NOT NULL REFERENCES group_sessions(id) ON DELETE CASCADE,
      user_id uuid NOT NULL,
      answer text NOT NULL CHECK (answer IN ('none', 'going', 'maybe')),
      start_at timestamptz NOT NULL,
      PRIMARY KEY (session_id, user_id)
    )`);
    await q.query('CREATE INDEX IF NOT EXISTS group_session_attendees_user_start ON group_session_attendees (user_id, start_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS group_session_attendees');
    await q.query('DROP TABLE IF EXISTS group_sessions');
  }
}
