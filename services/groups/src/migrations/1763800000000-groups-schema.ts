import type { MigrationInterface, QueryRunner } from 'typeorm';

export class GroupsSchema1763800000000 implements MigrationInterface {
  name = 'GroupsSchema1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE user_profiles (
      user_id uuid PRIMARY KEY,
      username text NOT NULL DEFAULT '',
      first_name text NOT NULL DEFAULT '',
      last_name text NOT NULL DEFAULT '',
      display_name text NOT NULL DEFAULT '',
      color_theme text NOT NULL DEFAULT 'blue',
      timezone text NOT NULL DEFAULT 'Europe/Stockholm',
      version bigint NOT NULL DEFAULT 0,
      deleted_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE study_groups (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
      description text CHECK (length(description) <= 500),
      course_code text CHECK (length(course_code) <= 30),
      created_by uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE group_members (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      group_id uuid NOT NULL REFERENCES study_groups(id) ON DELETE CASCADE,
      user_id uuid NOT NULL,
      color text NOT NULL,
      joined_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      UNIQUE (group_id, user_id)
    )`);
    await q.query(`CREATE INDEX group_members_user ON group_members (user_id)`);
    await q.query(`CREATE TABLE invitations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      group_id uuid NOT NULL REFERENCES study_groups(id) ON DELETE CASCADE,
      invited_user_id uuid NOT NULL,
      invited_by uuid NOT NULL,
      message text CHECK (length(message) <= 500),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
      created_at timestamptz NOT NULL DEFAULT now(),
      responded_at timestamptz
    )`);
    // At most one pending invitation per user and group; answered ones may pile up.
    await q.query(`CREATE UNIQUE INDEX invitations_one_pending ON invitations (group_id, invited_user_id) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX invitations_invitee ON invitations (invited_user_id, created_at DESC)`);
    await q.query(`CREATE INDEX invitations_inviter ON invitations (invited_by)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['invitations', 'group_members', 'study_groups', 'user_profiles']) await q.query(`DROP TABLE IF EXISTS ${t}`);
  }
}
