import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IdentitySchema1763770000000 implements MigrationInterface {
  name = 'IdentitySchema1763770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL UNIQUE,
      username text NOT NULL UNIQUE,
      password_hash text NOT NULL,
      first_name text NOT NULL DEFAULT '',
      last_name text NOT NULL DEFAULT '',
      bio text NOT NULL DEFAULT '',
      color_theme text NOT NULL DEFAULT 'blue',
      profile_picture text,
      version bigint NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX users_search ON users (lower(username) text_pattern_ops)`);
    await q.query(`CREATE TABLE user_settings (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      email_notifications boolean NOT NULL DEFAULT true,
      push_notifications boolean NOT NULL DEFAULT true,
      language text NOT NULL DEFAULT 'en',
      timezone text NOT NULL DEFAULT 'Europe/Stockholm',
      dark_mode boolean NOT NULL DEFAULT false,
      profile_visibility boolean NOT NULL DEFAULT true,
      schedule_visibility boolean NOT NULL DEFAULT false,
      allow_direct_messages boolean NOT NULL DEFAULT true,
      show_online_status boolean NOT NULL DEFAULT true
    )`);
    await q.query(`CREATE TABLE refresh_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      session_id uuid NOT NULL,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      rotated_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id)`);
    await q.query(`CREATE TABLE password_resets (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE uploads (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      content_type text,
      size integer NOT NULL DEFAULT 0,
      data bytea,
      expires_at timestamptz NOT NULL,
      completed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['uploads', 'password_resets', 'refresh_tokens', 'user_settings', 'users']) await q.query(`DROP TABLE IF EXISTS ${t}`);
  }
}
