import { randomUUID } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import { UserDeletedSchema } from '@overlap/proto';
import { Kafka, logLevel, Partitioners } from 'kafkajs';
import { Client } from 'pg';
import pino from 'pino';
import { DataSource } from 'typeorm';
import { createDataSource } from '../src/database/database.module';
import { databaseUrlFor } from '../src/database/database-url';
import { encodeEnvelope } from '../src/kafka/envelope';
import { IdempotentConsumer } from '../src/kafka/event-consumer';
import { kafkaBrokers } from '../src/kafka/kafka-client';

const DB = 'platform_test';

async function ensureDatabase() {
  const admin = new Client({ connectionString: databaseUrlFor('postgres') });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB]);
  if (!exists.rowCount) await admin.query(`CREATE DATABASE ${DB}`);
  await admin.end();
}

describe('idempotent consumer on the real broker and database', () => {
  let dataSource: DataSource;
  const kafka = new Kafka({ clientId: 'consumer-test', brokers: kafkaBrokers(), logLevel: logLevel.NOTHING });
  const logger = pino({ level: 'silent' });

  beforeAll(async () => {
    await ensureDatabase();
    dataSource = await createDataSource({ service: DB, entities: [], migrations: [] }).initialize();
    await dataSource.query('CREATE TABLE IF NOT EXISTS consumer_effects (event_id uuid, user_id text)');
  }, 60_000);
  afterAll(() => dataSource?.destroy());

  it('applies each event once across duplicates, replays and a consumer restart', async () => {
    const topic = `test.consumer.${randomUUID()}`;
    const groupId = `test-group-${randomUUID()}`;
    const admin = kafka.admin();
    await admin.connect();
    await admin.createTopics({ topics: [{ topic, numPartitions: 1 }], waitForLeaders: true });
    await admin.disconnect();

    const userId = randomUUID();
    const event = encodeEnvelope('test', {
      topic,
      key: userId,
      eventType: 'identity.user.deleted',
      schema: UserDeletedSchema,
      payload: create(UserDeletedSchema, { userId }),
    });
    const other = encodeEnvelope('test', {
      topic,
      key: userId,
      eventType: 'identity.user.deleted',
      schema: UserDeletedSchema,
      payload: create(UserDeletedSchema, { userId }),
    });
    const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
    await producer.connect();
    // The same event three times (as an outbox relay may after a crash), then a distinct one.
    await producer.send({ topic, messages: [event, event, event, other].map((e) => ({ key: userId, value: e.value })) });

    const effects = async () => Number((await dataSource.query('SELECT count(*)::int AS n FROM consumer_effects WHERE user_id = $1', [userId]))[0].n);
    const handlers = {
      'identity.user.deleted': async (env: { eventId: string }, manager: { query: (q: string, p: unknown[]) => Promise<unknown> }) => {
        await manager.query('INSERT INTO consumer_effects (event_id, user_id) VALUES ($1, $2)', [env.eventId, userId]);
      },
    };
    const waitFor = async (n: number) => {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && (await effects()) < n) await new Promise((r) => setTimeout(r, 200));
    };

    const first = new IdempotentConsumer(kafka, dataSource, { groupId, topics: [topic], handlers: handlers as never }, logger);
    await first.start();
    await waitFor(2);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await effects()).toBe(2);
    await first.stop();

    // Replay: the event is delivered again after a restart; nothing changes.
    await producer.send({ topic, messages: [{ key: userId, value: event.value }] });
    const second = new IdempotentConsumer(kafka, dataSource, { groupId, topics: [topic], handlers: handlers as never }, logger);
    await second.start();
    await new Promise((r) => setTimeout(r, 4000));
    expect(await effects()).toBe(2);
    await second.stop();
    await producer.disconnect();
  }, 90_000);
});
