import { randomUUID } from 'node:crypto';
import { createDataSource, deletedUserDigest } from '@overlap/platform';
import type { DataSource } from 'typeorm';
import { UserProfilesRepository } from '../src/users/user-profiles.repository';

/** Schedules remembers a deleted account by its id's digest only (ADR 047), on its own database. */
describe("schedules' deleted accounts", () => {
  let db: DataSource;
  beforeAll(async () => {
    db = await createDataSource({ service: 'schedules', entities: [], migrations: [] }).initialize();
  });
  afterAll(() => db.destroy());

  const profile = (userId: string) => ({ userId, displayName: 'Late Event', colorTheme: 'blue', timezone: 'Europe/Copenhagen', version: 7n });

  it('keep the digest, not the id, and a later profile stores nothing', async () => {
    const userId = randomUUID();
    const profiles = new UserProfilesRepository();
    await profiles.upsert(db.manager, profile(userId));
    await profiles.forget(db.manager, userId);
    const rows: { user_id: string | null; user_digest: string }[] = await db.query('SELECT user_id, user_digest FROM deleted_users WHERE user_digest = $1', [
      deletedUserDigest(userId),
    ]);
    expect(rows).toEqual([{ user_id: null, user_digest: deletedUserDigest(userId) }]);
    expect(await profiles.upsert(db.manager, { ...profile(userId), version: 8n })).toBe(false);
    expect(await db.query('SELECT 1 FROM user_profiles WHERE user_id = $1', [userId])).toEqual([]);
  });

  it("turn an id a previous release inserts into its digest (the rolling update's trigger)", async () => {
    const userId = randomUUID();
    await db.query('INSERT INTO deleted_users (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [userId]);
    expect(await db.query('SELECT user_id, user_digest FROM deleted_users WHERE user_digest = $1', [deletedUserDigest(userId)])).toEqual([
      { user_id: null, user_digest: deletedUserDigest(userId) },
    ]);
  });
});
