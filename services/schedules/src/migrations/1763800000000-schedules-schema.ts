import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SchedulesSchema1763800000000 implements MigrationInterface {
  name = 'SchedulesSchema1763800000000';

  async up(q: QueryRunner): Promise<void> {
    // Local projection of identity.users.v1: what schedules needs to answer in the user's zone.
    await q.query(`CREATE TABLE user_profiles (
      user_id uuid PRIMARY KEY,
      display_name text NOT NULL DEFAULT '',
      color_theme text NOT NULL DEFAULT 'blue',
      timezone text NOT NULL,
      version numeric(20, 0) NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    // Ids only: events for a deleted user that arrive late on another topic must not bring data back.
    await q.query(`CREATE TABLE deleted_users (
      user_id uuid PRIMARY KEY,
      deleted_at timestamptz NOT NULL DEFAULT now()
    )`);
    // One row per feed or screenshot import; the version survives removal so a late replace stays dead.
    await q.query(`CREATE TABLE sources (
      user_id uuid NOT NULL,
      source_id text NOT NULL,
      kind text NOT NULL DEFAULT '',
      name text NOT NULL DEFAULT '',
      version numeric(20, 0),
      removed_at timestamptz,
      window_start timestamptz,
      window_end timestamptz,
      max_duration interval NOT NULL DEFAULT '0',
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, source_id)
    )`);
    await q.query(`CREATE TABLE occurrences (
      user_id uuid NOT NULL,
      source_id text NOT NULL,
      occurrence_id text NOT NULL,
      uid text NOT NULL DEFAULT '',
      title text NOT NULL DEFAULT '',
      description text NOT NULL DEFAULT '',
      location text NOT NULL DEFAULT '',
      event_type text NOT NULL DEFAULT 'Class',
      start_at timestamptz NOT NULL,
      end_at timestamptz NOT NULL,
      all_day boolean NOT NULL DEFAULT false,
      source_timezone text NOT NULL DEFAULT '',
      PRIMARY KEY (user_id, source_id, occurrence_id)
    )`);
    // Every calendar read is one range scan of this index.
    await q.query(`CREATE INDEX occurrences_user_start ON occurrences (user_id, start_at)`);
    await q.query(`CREATE TABLE cleared_weeks (
      user_id uuid NOT NULL,
      iso_year integer NOT NULL,
      iso_week integer NOT NULL,
      cleared_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, iso_year, iso_week)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['cleared_weeks', 'occurrences', 'sources', 'deleted_users', 'user_profiles']) await q.query(`DROP TABLE IF EXISTS ${t}`);
  }
}
