import type { DataSource } from 'typeorm';

/**
 * Key of the session-level advisory lock taken around migrations. Advisory locks are scoped to the
 * current database, so one constant serves every service's own database.
 */
export const MIGRATION_LOCK_KEY = 20_340_001;

/**
 * Runs the pending migrations while holding a PostgreSQL advisory lock on one dedicated
 * connection (ADR 034): replicas that start together on a fresh database queue on the lock, the
 * first applies the migrations and the others find none pending. A pod that dies mid-migration
 * ends its session, which releases the lock.
 */
export async function migrateUnderLock(dataSource: DataSource): Promise<void> {
  const lockHolder = dataSource.createQueryRunner();
  await lockHolder.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await lockHolder.release();
  }
}
