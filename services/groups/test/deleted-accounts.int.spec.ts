import { randomUUID } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import { createDataSource, decodeEnvelope, deletedUserDigest, encodeEnvelope } from '@overlap/platform';
import { BillingEventTypes, EntitlementChangedSchema, IdentityEventTypes, Topics, UserProfileSchema, UserRegisteredSchema } from '@overlap/proto';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { EntitlementProjection } from '../src/entitlements/entitlement-projection.event-handler';
import type { Membership } from '../src/groups/membership.service';
import { assertAccountActive, rememberDeletedAccount } from '../src/profiles/deleted-accounts.repository';
import { UserProjection } from '../src/users/user-projection.event-handler';

const silent = pino({ level: 'silent' });

/**
 * A deleted account is remembered by its id's digest only (ADR 047), and events that arrive after
 * the deletion store nothing for it: on groups' own database.
 */
describe("groups' deleted accounts", () => {
  let db: DataSource;
  beforeAll(async () => {
    db = await createDataSource({ service: 'groups', entities: [], migrations: [] }).initialize();
  });
  afterAll(() => db.destroy());

  const profileEvent = (userId: string) =>
    decodeEnvelope(
      encodeEnvelope('identity', {
        topic: Topics.identityUsers,
        key: userId,
        eventType: IdentityEventTypes.userRegistered,
        schema: UserRegisteredSchema,
        payload: create(UserRegisteredSchema, {
          profile: create(UserProfileSchema, { userId, username: 'late', firstName: 'Late', lastName: 'Event', displayName: 'Late Event', version: 5n }),
        }),
      }).value,
    );
  const entitlementEvent = (userId: string) =>
    decodeEnvelope(
      encodeEnvelope('billing', {
        topic: Topics.billingEntitlements,
        key: userId,
        eventType: BillingEventTypes.entitlementChanged,
        schema: EntitlementChangedSchema,
        payload: create(EntitlementChangedSchema, { userId, status: '', version: 3n }),
      }).value,
    );
  const rowsOf = async (userId: string) => ({
    profiles: ((await db.query('SELECT 1 FROM user_profiles WHERE user_id = $1', [userId])) as unknown[]).length,
    entitlements: ((await db.query('SELECT 1 FROM user_entitlements WHERE user_id = $1', [userId])) as unknown[]).length,
  });

  it("store no profile or premium state from events that arrive after the deletion, and refuse the account's requests", async () => {
    const userId = randomUUID();
    await rememberDeletedAccount(db.manager, userId);
    const users = new UserProjection({} as Membership, silent);
    await users.registered(profileEvent(userId), db.manager);
    await new EntitlementProjection(silent).changed(entitlementEvent(userId), db.manager);
    expect(await rowsOf(userId)).toEqual({ profiles: 0, entitlements: 0 });
    await expect(assertAccountActive(db.manager, userId)).rejects.toMatchObject({ status: 401, message: 'This account has been deleted.' });

    const digests: { user_digest: string }[] = await db.query('SELECT user_digest FROM deleted_users WHERE user_digest = $1', [deletedUserDigest(userId)]);
    expect(digests).toHaveLength(1);
    expect(JSON.stringify(await db.query('SELECT * FROM deleted_users WHERE user_digest = $1', [deletedUserDigest(userId)]))).not.toContain(userId);
  });

  it('store them for an account that is not deleted', async () => {
    const userId = randomUUID();
    await new UserProjection({} as Membership, silent).registered(profileEvent(userId), db.manager);
    await new EntitlementProjection(silent).changed(entitlementEvent(userId), db.manager);
    expect(await rowsOf(userId)).toEqual({ profiles: 1, entitlements: 1 });
    await db.query('DELETE FROM user_entitlements WHERE user_id = $1', [userId]);
    await db.query('DELETE FROM user_profiles WHERE user_id = $1', [userId]);
  });

  it("turn a tombstone a previous release writes into user_profiles into the digest (the rolling update's trigger)", async () => {
    const userId = randomUUID();
    await db.query(`INSERT INTO user_entitlements (user_id, status, version) VALUES ($1, 'active', 1)`, [userId]);
    await db.query(`INSERT INTO user_profiles (user_id, deleted_at) VALUES ($1, now())`, [userId]);
    expect(await rowsOf(userId)).toEqual({ profiles: 0, entitlements: 0 });
    expect(await db.query('SELECT 1 FROM deleted_users WHERE user_digest = $1', [deletedUserDigest(userId)])).toHaveLength(1);
  });
});
