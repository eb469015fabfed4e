import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Shareable join links (ADR 031): only a hash of the token is kept; a link dies with its group. */
export class GroupJoinLinks1795590000000 implements MigrationInterface {
  name = 'GroupJoinLinks1795590000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE group_join_links (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      group_id uuid NOT NULL REFERENCES study_groups(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      created_by uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      revoked_by uuid,
      CHECK (expires_at > created_at)
    )`);
    await q.query(`CREATE INDEX group_join_links_group ON group_join_links (group_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS group_join_links');
  }
}
