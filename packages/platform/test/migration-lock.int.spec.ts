import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { openDataSource } from '../src/database/database.module';
import { databaseUrlFor } from '../src/database/database-url';

/** Slow and not re-runnable, so two replicas migrating at once would fail or run it twice. */
class SlowOnce1799000000000 implements MigrationInterface {
  name = 'SlowOnce1799000000000';
  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE TABLE migrated_once (run_at timestamptz NOT NULL DEFAULT clock_timestamp())');
    await q.query('SELECT pg_sleep(0.5)');
    await q.query('INSERT INTO migrated_once DEFAULT VALUES');
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE migrated_once');
  }
}

describe('migrations under the advisory lock (real PostgreSQL)', () => {
  const DB = `migrate_${randomUUID().replaceAll('-', '')}`;
  const admin = new Client({ connectionString: databaseUrlFor('postgres') });

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${DB}`);
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await admin.end();
  });

  it('two replicas starting at once on a fresh database migrate once, without an error', async () => {
    const replica = () => openDataSource({ service: DB, entities: [], migrations: [SlowOnce1799000000000] });
    const started = await Promise.allSettled([replica(), replica()]);
    expect(started.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled']);
    const [first, second] = started.map((s) => (s as PromiseFulfilledResult<Awaited<ReturnType<typeof replica>>>).value);
    try {
      expect(await first!.query('SELECT count(*)::int AS runs FROM migrated_once')).toEqual([{ runs: 1 }]);
      const applied = (await first!.query('SELECT name FROM migrations ORDER BY id')) as { name: string }[];
      expect(applied.map((m) => m.name)).toEqual(['PlatformTables1700000000000', 'PruneIndexes1764060000000', 'SlowOnce1799000000000']);
      // The lock was given back: nothing holds it once both are up.
      const held = await second!.query(
        `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = $1)`,
        [DB],
      );
      expect(held).toEqual([{ n: 0 }]);
    } finally {
      await Promise.all([first!.destroy(), second!.destroy()]);
    }
  });
});
