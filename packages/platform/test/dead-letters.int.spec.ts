import { randomUUID } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import { Injectable } from '@nestjs/common';
import { UserDeletedSchema, type EventEnvelope } from '@overlap/proto';
import type { KafkaMessage } from 'kafkajs';
import { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import { DatabaseModule } from '../src/database/database.module';
import { databaseUrlFor } from '../src/database/database-url';
import { DeadLetterHeaders, deadLetterTopic, replayDeadLetters } from '../src/events/dead-letters';
import { EventHandler } from '../src/events/event-handler.decorator';
import { EventsModule } from '../src/events/events.module';
import { decodePayload, encodeEnvelope } from '../src/kafka/envelope';
import { createTopic, send, startEventApp, testKafka, waitUntil } from './support/event-apps';

const DB = 'platform_test';
const topic = `test.poison.${randomUUID()}`;
const DELETED = 'identity.user.deleted';
/** Users whose deletion the handler cannot apply until the "fix" removes them. */
const poisoned = new Set<string>();

@Injectable()
class PoisonableDeletions {
  @EventHandler(topic, DELETED)
  async deleted(envelope: EventEnvelope, manager: EntityManager) {
    const { userId } = decodePayload(envelope, UserDeletedSchema);
    if (poisoned.has(userId)) throw new Error(`cannot delete ${userId}`);
    await manager.query('INSERT INTO consumer_effects (event_id, user_id) VALUES ($1, $2)', [envelope.eventId, userId]);
  }
}

const deletion = (userId: string) =>
  encodeEnvelope('test', { topic, key: 'one-partition-key', eventType: DELETED, schema: UserDeletedSchema, payload: create(UserDeletedSchema, { userId }) });

/** Every message of a topic from the beginning, read by a throwaway group. */
async function readAll(name: string, count: number): Promise<KafkaMessage[]> {
  const consumer = testKafka.consumer({ groupId: `test-reader-${randomUUID()}` });
  const messages: KafkaMessage[] = [];
  await consumer.connect();
  await consumer.subscribe({ topic: name, fromBeginning: true });
  await consumer.run({ eachMessage: async ({ message }) => void messages.push(message) });
  await waitUntil(async () => messages.length >= count);
  await consumer.disconnect();
  return messages;
}

describe('dead letters on the real broker and database', () => {
  const db = new Client({ connectionString: databaseUrlFor(DB) });
  const effects = async (userIds: string[]) =>
    (await db.query('SELECT user_id FROM consumer_effects WHERE user_id = ANY($1)', [userIds])).rows.map((r) => r.user_id as string);

  beforeAll(async () => {
    const admin = new Client({ connectionString: databaseUrlFor('postgres') });
    await admin.connect();
    if (!(await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB])).rowCount) await admin.query(`CREATE DATABASE ${DB}`);
    await admin.end();
    await db.connect();
    await db.query('CREATE TABLE IF NOT EXISTS consumer_effects (event_id uuid, user_id text)');
    await createTopic(topic);
  }, 60_000);
  afterAll(() => db.end());

  it('parks a poisoned event after its attempts, handles the next one on the partition, and replays the parked one after a fix', async () => {
    const consumerGroup = `test-group-${randomUUID()}`;
    // The broker creates no topic on first use (ADR 034): this ad-hoc group's dead-letter topic is made here.
    await createTopic(deadLetterTopic(consumerGroup));
    const [bad, good] = [randomUUID(), randomUUID()];
    poisoned.add(bad);
    process.env.EVENT_MAX_ATTEMPTS = '3';
    const poison = deletion(bad);
    await send(topic, 'one-partition-key', [poison.value, deletion(good).value]);

    const app = await startEventApp(
      [
        DatabaseModule.forRoot({ service: DB, entities: [], migrations: [] }),
        EventsModule.forRoot({ service: 'platform-test', store: 'postgres', consumerGroup }),
      ],
      [PoisonableDeletions],
    );
    try {
      // The good event behind the poisoned one on the same partition is applied: the partition moved on.
      await waitUntil(async () => (await effects([good])).length === 1);
      expect(await effects([bad, good])).toEqual([good]);

      const [letter] = await readAll(deadLetterTopic(consumerGroup), 1);
      expect(letter.value).toEqual(poison.value);
      const header = (name: string) => letter.headers?.[name]?.toString();
      expect(header(DeadLetterHeaders.topic)).toBe(topic);
      expect(header(DeadLetterHeaders.group)).toBe(consumerGroup);
      expect(header(DeadLetterHeaders.attempts)).toBe('3');
      expect(header(DeadLetterHeaders.error)).toBe(`Error: cannot delete ${bad}`);

      // The fix is deployed; the documented replay sends the parked event back, once.
      poisoned.delete(bad);
      expect(await replayDeadLetters(testKafka, consumerGroup)).toBe(1);
      await waitUntil(async () => (await effects([bad])).length === 1);
      expect((await effects([bad, good])).sort()).toEqual([bad, good].sort());
      expect(await replayDeadLetters(testKafka, consumerGroup)).toBe(0);
    } finally {
      delete process.env.EVENT_MAX_ATTEMPTS;
      await app.close();
    }
  }, 120_000);
});
