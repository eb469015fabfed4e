import { randomUUID } from 'node:crypto';
import { deletedUserDigest } from '@overlap/platform';
import { MongoClient, type Collection } from 'mongodb';
import pino from 'pino';
import { USERS, UsersRepository, type UserDocument } from '../src/projections/users.repository';
import { MONGODB_URL } from './support/presence-flow';

/**
 * A deleted account is remembered by its id's digest, never the id (ADR 047): on the local
 * FerretDB, in presence's own database.
 */
describe("presence's tombstones of deleted accounts", () => {
  let client: MongoClient;
  let users: Collection<UserDocument>;
  let repository: UsersRepository;
  beforeAll(async () => {
    client = await MongoClient.connect(MONGODB_URL);
    const db = client.db('presence');
    users = db.collection<UserDocument>(USERS);
    repository = new UsersRepository(db, pino({ level: 'silent' }));
  });
  afterAll(() => client.close());

  it('keep the digest only, and no later profile brings the account back', async () => {
    const userId = randomUUID();
    await repository.saveIfNewer(userId, 'Europe/Copenhagen', 3);
    await repository.markDeleted(userId);
    expect(await users.findOne({ _id: userId })).toBeNull();
    expect(await users.findOne({ _id: deletedUserDigest(userId) })).toMatchObject({ deleted: true });
    expect(await repository.isDeleted(userId)).toBe(true);
    await repository.saveIfNewer(userId, 'America/New_York', 4);
    expect(await users.findOne({ _id: userId })).toBeNull();
  });

  it('written before digests (the id as _id) are converted', async () => {
    const userId = randomUUID();
    await users.insertOne({ _id: userId, timezone: 'Europe/Copenhagen', version: Number.MAX_SAFE_INTEGER, deleted: true });
    expect(await repository.isDeleted(userId)).toBe(true);
    expect(await repository.forgetDeletedIds()).toBeGreaterThanOrEqual(1);
    expect(await users.findOne({ _id: userId })).toBeNull();
    expect(await users.findOne({ _id: deletedUserDigest(userId) })).toMatchObject({ deleted: true });
    expect(await repository.isDeleted(userId)).toBe(true);
  });
});
