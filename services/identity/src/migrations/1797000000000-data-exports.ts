import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A student's data exports (ADR 048): the request, the parts the services answered and the archive.
 * Everything cascades with the user, so deleting the account during an export ends it and its archive.
 */
export class DataExports1797000000000 implements MigrationInterface {
  name = 'DataExports1797000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE data_exports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'running',
      requested_at timestamptz NOT NULL DEFAULT now(),
      attempt_started_at timestamptz NOT NULL DEFAULT now(),
      lease_until timestamptz,
      missing_services text[] NOT NULL DEFAULT '{}',
      archive bytea,
      archive_size integer,
      completed_at timestamptz,
      expires_at timestamptz,
      mailed_at timestamptz
    )`);
    // At most one export runs per student, whatever the replicas do at the same moment.
    await q.query(`CREATE UNIQUE INDEX data_exports_one_running ON data_exports (user_id) WHERE status = 'running'`);
    await q.query(`CREATE INDEX data_exports_user ON data_exports (user_id, requested_at)`);
    await q.query(`CREATE TABLE data_export_parts (
      export_id uuid NOT NULL REFERENCES data_exports(id) ON DELETE CASCADE,
      service text NOT NULL,
      files jsonb NOT NULL,
      answered_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (export_id, service)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS data_export_parts`);
    await q.query(`DROP TABLE IF EXISTS data_exports`);
  }
}
