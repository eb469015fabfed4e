import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Occurrences that are shown but never busy (TRANSP:TRANSPARENT, zero-length deadlines; ADR 023). */
export class OccurrenceTransparency1764400000000 implements MigrationInterface {
  name = 'OccurrenceTransparency1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE occurrences ADD COLUMN IF NOT EXISTS transparent boolean NOT NULL DEFAULT false');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE occurrences DROP COLUMN IF EXISTS transparent');
  }
}
