import { randomUUID } from 'node:crypto';
import { create, fromBinary } from '@bufbuild/protobuf';
import { EventEnvelopeSchema, UserDeletedSchema } from '@overlap/proto';
import { KafkaProbe } from '@overlap/test-support';
import type { Kafka } from 'kafkajs';
import { Client } from 'pg';
import pino from 'pino';
import type { DataSource } from 'typeorm';
import { openDataSource } from '../src/database/database.module';
import { databaseUrlFor } from '../src/database/database-url';
import { createKafka } from '../src/kafka/kafka-client';
import { OutboxRelay } from '../src/kafka/outbox-relay';
import { OutboxWriter } from '../src/kafka/outbox-writer';

const silent = pino({ level: 'silent' });
const TOPIC = 'test.outbox-erasure';

/**
 * A published outbox row keeps no personal data (ADR 047): once Kafka acknowledged the event the
 * row's key, payload and headers are erased, while the event on the topic is whole. Real
 * PostgreSQL (a scratch database) and the local broker.
 */
describe('outbox relay erases what it published', () => {
  const DB = `outbox_${randomUUID().replaceAll('-', '')}`;
  const admin = new Client({ connectionString: databaseUrlFor('postgres') });
  const probe = new KafkaProbe(TOPIC);
  let db: DataSource;
  let kafka: Kafka;
  let relay: OutboxRelay;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${DB}`);
    db = await openDataSource({ service: DB, entities: [], migrations: [] });
    kafka = createKafka('test-outbox-erasure', silent);
    const topics = kafka.admin();
    await topics.connect();
    await topics.createTopics({ topics: [{ topic: TOPIC, numPartitions: 1 }], waitForLeaders: true });
    await topics.disconnect();
    await probe.start();
  }, 60_000);
  afterAll(async () => {
    await relay?.onApplicationShutdown();
    await probe.stop();
    await db.destroy();
    await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await admin.end();
  });

  it('sends the key and payload, then keeps only the id, topic and times', async () => {
    const writer = new OutboxWriter('test');
    relay = new OutboxRelay(db, kafka, writer, silent);
    const userId = randomUUID();
    const id = await db.transaction((m) =>
      writer.write(m, { topic: TOPIC, key: userId, eventType: 'test.user.deleted', schema: UserDeletedSchema, payload: create(UserDeletedSchema, { userId }) }),
    );
    const [pending] = await db.query(`SELECT key, encode(value, 'escape') AS value FROM outbox_events WHERE id = $1`, [id]);
    expect(pending.key).toBe(userId);
    expect(pending.value).toContain(userId);

    relay.onApplicationBootstrap();
    await relay.kick();
    const [sent] = await probe.waitFor((m) => m.headers?.['event-id']?.toString() === id);
    expect(sent!.key!.toString()).toBe(userId);
    const envelope = fromBinary(EventEnvelopeSchema, sent!.value!);
    expect(fromBinary(UserDeletedSchema, envelope.payload).userId).toBe(userId);

    const [row] = await db.query(`SELECT topic, key, length(value) AS bytes, headers, published_at FROM outbox_events WHERE id = $1`, [id]);
    expect(row).toEqual({ topic: TOPIC, key: '', bytes: 0, headers: {}, published_at: expect.any(Date) });
  });
});
