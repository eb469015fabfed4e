import { randomUUID } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import { Injectable } from '@nestjs/common';
import { UserDeletedSchema, type EventEnvelope } from '@overlap/proto';
import { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import { DatabaseModule } from '../src/database/database.module';
import { databaseUrlFor } from '../src/database/database-url';
import { EventHandler } from '../src/events/event-handler.decorator';
import { EventsModule } from '../src/events/events.module';
import { decodePayload, encodeEnvelope } from '../src/kafka/envelope';
import { createTopic, send, startEventApp, waitUntil } from './support/event-apps';

const DB = 'platform_test';
const topic = `test.consumer.${randomUUID()}`;
const DELETED = 'identity.user.deleted';
/** Event ids whose handler throws once, after its write. */
const failOnce = new Set<string>();

@Injectable()
class UserDeletions {
  @EventHandler(topic, DELETED)
  async deleted(envelope: EventEnvelope, manager: EntityManager) {
    const { userId } = decodePayload(envelope, UserDeletedSchema);
    await manager.query('INSERT INTO consumer_effects (event_id, user_id) VALUES ($1, $2)', [envelope.eventId, userId]);
    if (failOnce.delete(envelope.eventId)) throw new Error('handler failed after its write');
  }
}

const deletion = (userId: string, eventType = DELETED) =>
  encodeEnvelope('test', { topic, key: userId, eventType, schema: UserDeletedSchema, payload: create(UserDeletedSchema, { userId }) });

describe('PostgreSQL event consumer on the real broker and database', () => {
  const db = new Client({ connectionString: databaseUrlFor(DB) });
  const startApp = (consumerGroup: string) =>
    startEventApp(
      [
        DatabaseModule.forRoot({ service: DB, entities: [], migrations: [] }),
        EventsModule.forRoot({ service: 'platform-test', store: 'postgres', consumerGroup }),
      ],
      [UserDeletions],
    );
  const effects = async (userId: string) =>
    (await db.query('SELECT event_id FROM consumer_effects WHERE user_id = $1', [userId])).rows.map((r) => r.event_id as string);

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

  it('applies each event once across duplicates, replays and a restart, skipping types it does not handle', async () => {
    const consumerGroup = `test-group-${randomUUID()}`;
    const userId = randomUUID();
    const event = deletion(userId);
    const other = deletion(userId);
    const unhandled = deletion(userId, 'identity.user.renamed');
    // The same event three times (as an outbox relay may after a crash), an unknown type, a distinct one.
    await send(topic, userId, [event.value, event.value, unhandled.value, event.value, other.value]);

    const first = await startApp(consumerGroup);
    await waitUntil(async () => (await effects(userId)).length >= 2);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await effects(userId)).sort()).toEqual([event.id, other.id].sort());
    await first.close();

    // Replay: the event is delivered again after a restart; nothing changes.
    await send(topic, userId, [event.value]);
    const second = await startApp(consumerGroup);
    await new Promise((r) => setTimeout(r, 4000));
    expect((await effects(userId)).sort()).toEqual([event.id, other.id].sort());
    const recorded = await db.query('SELECT event_id FROM processed_events WHERE consumer_group = $1', [consumerGroup]);
    expect(recorded.rows.map((r) => r.event_id).sort()).toEqual([event.id, other.id].sort());
    await second.close();
  }, 90_000);

  it('rolls a failed handler back with its processed record, so the redelivery applies it once', async () => {
    const consumerGroup = `test-group-${randomUUID()}`;
    const userId = randomUUID();
    const event = deletion(userId);
    failOnce.add(event.id);
    await send(topic, userId, [event.value]);

    const app = await startApp(consumerGroup);
    await waitUntil(async () => (await effects(userId)).length >= 1);
    await new Promise((r) => setTimeout(r, 1000));
    expect(failOnce.has(event.id)).toBe(false);
    expect(await effects(userId)).toEqual([event.id]);
    await app.close();
  }, 90_000);
});
