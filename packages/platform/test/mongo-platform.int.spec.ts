import { create } from '@bufbuild/protobuf';
import { Injectable } from '@nestjs/common';
import { UserDeletedSchema, type EventEnvelope } from '@overlap/proto';
import { randomUUID } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { EventHandler } from '../src/events/event-handler.decorator';
import { EventsModule } from '../src/events/events.module';
import { MongoProcessedEvents } from '../src/events/mongo-processed-events.store';
import { decodeEnvelope, decodePayload, encodeEnvelope } from '../src/kafka/envelope';
import { InsertLeases } from '../src/mongo/insert-lease';
import { MongoModule } from '../src/mongo/mongo.module';
import { mongoTargetFor } from '../src/mongo/mongo-url';
import { createTopic, send, startEventApp, waitUntil } from './support/event-apps';

const DB = 'platform_mongo_test';
const topic = `test.mongo-consumer.${randomUUID()}`;
const DELETED = 'identity.user.deleted';

/** Counts applications per user: a handler on the Mongo store must be idempotent by itself, this one is not, so a second run shows. */
@Injectable()
class DeletionCounter {
  @EventHandler(topic, DELETED)
  async deleted(envelope: EventEnvelope, db: Db) {
    const { userId } = decodePayload(envelope, UserDeletedSchema);
    await db.collection<{ _id: string; n: number }>('deletions').updateOne({ _id: userId }, { $inc: { n: 1 } }, { upsert: true });
  }
}

/** On the local FerretDB: the primitives Mongo-backed services build their concurrency on. */
describe('Mongo platform pieces on the real database', () => {
  const clients = Array.from({ length: 4 }, () => new MongoClient(mongoTargetFor(DB).url));

  beforeAll(async () => {
    await Promise.all(clients.map((c) => c.connect()));
    await clients[0]!.db(DB).dropDatabase();
  }, 60_000);
  afterAll(async () => {
    await clients[0]!.db(DB).dropDatabase();
    await Promise.all(clients.map((c) => c.close()));
  });

  it('never lets two holders have a lease on one key at the same time', async () => {
    const leases = clients.map((c) => new InsertLeases(c.db(DB), 'leases'));
    await leases[0]!.ensureIndexes();
    const keys = Array.from({ length: 20 }, (_, i) => `key-${i}`);
    const holding = new Map<string, string>();
    const overlaps: string[] = [];
    let taken = 0;
    // Four clients × three workers race for the same keys, holding each lease briefly.
    await Promise.all(
      leases.flatMap((l, c) =>
        [0, 1, 2].map(async (w) => {
          const owner = `${c}-${w}`;
          for (let round = 0; round < 3; round++) {
            for (const key of keys) {
              const lease = await l.acquire(key, owner, 60_000);
              if (!lease) continue;
              taken++;
              if (holding.has(key)) overlaps.push(`${key}: ${holding.get(key)} and ${owner}`);
              holding.set(key, owner);
              await new Promise((r) => setTimeout(r, 2));
              holding.delete(key);
              await l.release(lease);
            }
          }
        }),
      ),
    );
    expect(overlaps).toEqual([]);
    expect(taken).toBeGreaterThan(keys.length);
  }, 120_000);

  it('takes over a lease whose holder stopped renewing it', async () => {
    const leases = new InsertLeases(clients[0]!.db(DB), 'lapsing');
    const start = Date.now();
    const at = (ms: number) => new Date(start + ms);
    const first = await leases.acquire('k', 'a', 50, at(0));
    expect(first).toBeDefined();
    expect(await leases.acquire('k', 'b', 50, at(49))).toBeUndefined();
    expect(await leases.acquire('k', 'b', 50, at(50))).toMatchObject({ key: 'k', n: 1, owner: 'b' });
  });

  it('frees a lease its holder gave back in a write of its own, and only that lease', async () => {
    const leases = new InsertLeases(clients[0]!.db(DB), 'given_back');
    const first = await leases.acquire('k', 'a', 60_000);
    let givenBack = 'nothing';
    const check = async (latest: { _id: string }) => latest._id === givenBack;
    expect(await leases.acquire('k', 'b', 60_000, new Date(), { givenBackElsewhere: check })).toBeUndefined();
    givenBack = first!.id;
    const second = await leases.acquire('k', 'b', 60_000, new Date(), { givenBackElsewhere: check });
    expect(second).toMatchObject({ key: 'k', n: 1, owner: 'b' });
    // The check names the first lease, not the second, which is held.
    expect(await leases.acquire('k', 'c', 60_000, new Date(), { givenBackElsewhere: check })).toBeUndefined();
  });

  it('keeps only the recent history of a key whose leases are taken by number', async () => {
    const leases = new InsertLeases(clients[0]!.db(DB), 'by_number');
    for (let n = 0; n <= 30; n++) {
      const lease = await leases.take('k', n, 'a', 60_000);
      expect(lease).toMatchObject({ n });
      await leases.release(lease!);
    }
    const kept = await leases.collection.find({ key: 'k' }).toArray();
    expect(kept.map((l) => l.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 11 }, (_, i) => 20 + i));
    // A number once taken is never taken again while it is kept.
    expect(await leases.take('k', 25, 'b', 60_000)).toBeUndefined();
  });

  it('applies an event once per consumer group across duplicates and replicas', async () => {
    const userId = randomUUID();
    const envelope = decodeEnvelope(
      encodeEnvelope('test', {
        topic: 't',
        key: userId,
        eventType: DELETED,
        schema: UserDeletedSchema,
        payload: create(UserDeletedSchema, { userId }),
      }).value,
    );
    let applied = 0;
    const dbs: Db[] = [];
    const handler = async (db: Db) => void (applied++, dbs.push(db));
    const group = `g-${randomUUID()}`;
    const stores = clients.map((c) => new MongoProcessedEvents(c.db(DB)));
    await stores[0]!.prepare();
    expect(await stores[0]!.applyOnce(group, envelope.eventId, handler)).toBe(true);
    const again = await Promise.all(stores.map((s) => s.applyOnce(group, envelope.eventId, handler)));
    expect(again).toEqual([false, false, false, false]);
    expect(applied).toBe(1);
    expect(dbs[0]!.databaseName).toBe(DB);
    // Another consumer group applies it for itself.
    expect(await stores[1]!.applyOnce(`other-${group}`, envelope.eventId, handler)).toBe(true);
  });

  it('consumes through EventsModule on the Mongo store: duplicates once, unknown types skipped, the Db handed to handlers', async () => {
    await createTopic(topic);
    const userId = randomUUID();
    const deletion = (eventType: string) =>
      encodeEnvelope('test', { topic, key: userId, eventType, schema: UserDeletedSchema, payload: create(UserDeletedSchema, { userId }) }).value;
    const event = deletion(DELETED);
    await send(topic, userId, [event, deletion('identity.user.renamed'), event, deletion(DELETED)]);

    const app = await startEventApp(
      [MongoModule.forRoot({ service: DB }), EventsModule.forRoot({ service: 'platform-test', store: 'mongo', consumerGroup: `g-${randomUUID()}` })],
      [DeletionCounter],
    );
    const count = async () => (await clients[0]!.db(DB).collection<{ _id: string; n: number }>('deletions').findOne({ _id: userId }))?.n ?? 0;
    await waitUntil(async () => (await count()) >= 2);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await count()).toBe(2);
    await app.close();
  }, 90_000);
});
