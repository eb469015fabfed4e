import { randomUUID } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { Client } from 'pg';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { openDataSource } from '../src/database/database.module';
import { databaseUrlFor } from '../src/database/database-url';
import { mongoTargetFor } from '../src/mongo/mongo-url';
import { EventRowPruning } from '../src/pruning/event-row-pruning';
import { ensureMongoPruneIndex, pruneMongoProcessedEvents } from '../src/pruning/mongo-event-rows';
import { prunePostgresEventRows } from '../src/pruning/postgres-event-rows';

const HOUR = 3_600_000;
const NOW = new Date('2026-11-25T09:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * HOUR);
const silent = pino({ level: 'silent' });

describe('pruning event rows older than the topic retention (real PostgreSQL and FerretDB)', () => {
  beforeAll(() => {
    process.env.TOPIC_RETENTION_HOURS = '72';
  });
  afterAll(() => {
    delete process.env.TOPIC_RETENTION_HOURS;
  });

  describe('PostgreSQL: outbox_events and processed_events', () => {
    const DB = `prune_${randomUUID().replaceAll('-', '')}`;
    const admin = new Client({ connectionString: databaseUrlFor('postgres') });
    let db: DataSource;

    beforeAll(async () => {
      await admin.connect();
      await admin.query(`CREATE DATABASE ${DB}`);
      db = await openDataSource({ service: DB, entities: [], migrations: [] });
    });
    afterAll(async () => {
      await db.destroy();
      await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
      await admin.end();
    });

    const outbox = async (publishedAt: Date | null, createdAt: Date) => {
      const id = randomUUID();
      await db.query(`INSERT INTO outbox_events (id, topic, key, value, created_at, published_at) VALUES ($1, 't', 'k', '\\x00', $2, $3)`, [
        id,
        createdAt,
        publishedAt,
      ]);
      return id;
    };
    const processed = async (processedAt: Date) => {
      const id = randomUUID();
      await db.query(`INSERT INTO processed_events (consumer_group, event_id, processed_at) VALUES ('g', $1, $2)`, [id, processedAt]);
      return id;
    };

    it('deletes published outbox rows and processed ids past the retention, keeps newer ones and every unpublished row', async () => {
      const oldPublished = await outbox(hoursAgo(100), hoursAgo(100));
      const newPublished = await outbox(hoursAgo(10), hoursAgo(10));
      const oldUnpublished = await outbox(null, hoursAgo(500));
      const oldProcessed = await processed(hoursAgo(73));
      const newProcessed = await processed(hoursAgo(71));

      const pruning = new EventRowPruning(
        (before, limit) => prunePostgresEventRows(db, before, limit),
        silent,
        () => NOW,
      );
      pruning.start();
      await pruning.prune();
      await pruning.stop();

      const outboxIds = ((await db.query('SELECT id FROM outbox_events')) as { id: string }[]).map((r) => r.id).sort();
      expect(outboxIds).toEqual([newPublished, oldUnpublished].sort());
      expect(outboxIds).not.toContain(oldPublished);
      const processedIds = ((await db.query('SELECT event_id FROM processed_events')) as { event_id: string }[]).map((r) => r.event_id);
      expect(processedIds).toEqual([newProcessed]);
      expect(processedIds).not.toContain(oldProcessed);
    });

    it('works through more rows than one batch', async () => {
      await db.query(
        `INSERT INTO processed_events (consumer_group, event_id, processed_at) SELECT 'bulk', gen_random_uuid(), $1 FROM generate_series(1, 2500)`,
        [hoursAgo(200)],
      );
      const pruning = new EventRowPruning(
        (before, limit) => prunePostgresEventRows(db, before, limit),
        silent,
        () => NOW,
      );
      pruning.start();
      await pruning.prune();
      await pruning.stop();
      expect(await db.query(`SELECT count(*)::int AS n FROM processed_events WHERE consumer_group = 'bulk'`)).toEqual([{ n: 0 }]);
    });
  });

  describe('MongoDB: processed_events', () => {
    const target = mongoTargetFor(`prune_${randomUUID().slice(0, 8)}`);
    const client = new MongoClient(target.url);
    let db: Db;

    beforeAll(async () => {
      await client.connect();
      db = client.db(target.database);
      await ensureMongoPruneIndex(db);
    });
    afterAll(async () => {
      await db.dropDatabase();
      await client.close();
    });

    it('deletes processed ids past the retention and keeps newer ones', async () => {
      const events = db.collection('processed_events');
      await events.insertMany([
        { consumerGroup: 'g', eventId: 'old', processedAt: hoursAgo(73) },
        { consumerGroup: 'g', eventId: 'new', processedAt: hoursAgo(71) },
        ...Array.from({ length: 1200 }, (_, i) => ({ consumerGroup: 'bulk', eventId: `b${i}`, processedAt: hoursAgo(300) })),
      ]);
      const pruning = new EventRowPruning(
        (before, limit) => pruneMongoProcessedEvents(db, before, limit),
        silent,
        () => NOW,
      );
      pruning.start();
      await pruning.prune();
      await pruning.stop();
      expect((await events.find({}, { projection: { _id: 0, eventId: 1 } }).toArray()).map((d) => d.eventId)).toEqual(['new']);
    });
  });
});
