import { create } from '@bufbuild/protobuf';
import { UserDeletedSchema } from '@overlap/proto';
import pino from 'pino';
import { encodeEnvelope } from '../kafka/envelope';
import { afterFailure, deadLetter, deadLetterTopic, DeadLetterHeaders, type RetryPolicy } from './dead-letters';
import { EventConsumer } from './event-consumer';
import { EventRoutes } from './event-routes';
import type { ProcessedEventStore } from './processed-event-store.port';

const policy: RetryPolicy = { maxAttempts: 8, firstDelayMs: 250, maxDelayMs: 10_000 };

describe('the retry or park decision', () => {
  it('tries again with doubling waits, capped, then parks after the last attempt', () => {
    const steps = Array.from({ length: 8 }, (_, i) => afterFailure(i + 1, policy));
    expect(steps).toEqual([
      { retryInMs: 250 },
      { retryInMs: 500 },
      { retryInMs: 1000 },
      { retryInMs: 2000 },
      { retryInMs: 4000 },
      { retryInMs: 8000 },
      { retryInMs: 10_000 },
      'park',
    ]);
  });

  it('parks at once when only one attempt is allowed', () => {
    expect(afterFailure(1, { ...policy, maxAttempts: 1 })).toBe('park');
  });

  it('names one dead-letter topic per consumer group', () => {
    expect(deadLetterTopic('groups')).toBe('dlq.groups');
  });

  it('keeps the key, value and headers and adds where it came from and why it failed', () => {
    const letter = deadLetter(
      { key: Buffer.from('user-1'), value: Buffer.from('bytes'), headers: { traceparent: 'tp' }, offset: '41' },
      { topic: 'identity.users.v1', partition: 2, groupId: 'groups' },
      8,
      new TypeError('boom'),
      new Date('2026-11-25T06:00:00Z'),
    );
    expect(letter).toEqual({
      key: Buffer.from('user-1'),
      value: Buffer.from('bytes'),
      headers: {
        traceparent: 'tp',
        [DeadLetterHeaders.topic]: 'identity.users.v1',
        [DeadLetterHeaders.partition]: '2',
        [DeadLetterHeaders.offset]: '41',
        [DeadLetterHeaders.group]: 'groups',
        [DeadLetterHeaders.attempts]: '8',
        [DeadLetterHeaders.error]: 'TypeError: boom',
        [DeadLetterHeaders.failedAt]: '2026-11-25T06:00:00.000Z',
      },
    });
  });
});

describe('a consumer under the retry policy', () => {
  const topic = 'identity.users.v1';
  const event = encodeEnvelope('test', {
    topic,
    key: 'u',
    eventType: 'identity.user.deleted',
    schema: UserDeletedSchema,
    payload: create(UserDeletedSchema, { userId: 'u' }),
  });
  const message = { key: Buffer.from('u'), value: event.value, headers: {}, offset: '7' };
  const store: ProcessedEventStore = { prepare: async () => undefined, applyOnce: async (_g, _id, apply) => (await apply(undefined as never), true) };

  const consumerFailing = (failures: number, retries: RetryPolicy = { maxAttempts: 3, firstDelayMs: 1, maxDelayMs: 1 }) => {
    let calls = 0;
    const routes = new EventRoutes();
    routes.add(
      topic,
      'identity.user.deleted',
      async () => {
        if (++calls <= failures) throw new Error(`failure ${calls}`);
      },
      'Users.deleted',
    );
    const sent: { topic: string; messages: { headers: Record<string, unknown> }[] }[] = [];
    const kafka = {
      producer: () => ({
        connect: async () => undefined,
        send: async (batch: (typeof sent)[number]) => void sent.push(batch),
        disconnect: async () => undefined,
      }),
    };
    const consumer = new EventConsumer(kafka as never, store, 'groups', routes, pino({ level: 'silent' }), retries);
    return { consumer, sent, calls: () => calls };
  };

  it('applies an event that succeeds within its attempts, writing no dead letter', async () => {
    const { consumer, sent, calls } = consumerFailing(2);
    const heartbeat = jest.fn(async () => undefined);
    expect(await consumer.handleWithRetries(topic, 0, message, heartbeat)).toEqual({ eventId: event.id, applied: true });
    expect(calls()).toBe(3);
    expect(heartbeat).toHaveBeenCalledTimes(2);
    expect(sent).toEqual([]);
  });

  it('stops trying at shutdown and leaves the event uncommitted instead of parking it', async () => {
    const { consumer, sent, calls } = consumerFailing(Infinity, { maxAttempts: 8, firstDelayMs: 60_000, maxDelayMs: 60_000 });
    const handling = consumer.handleWithRetries(topic, 0, message);
    // The first attempt has failed and a minute's backoff begun; shutdown ends it.
    await new Promise((r) => setImmediate(r));
    await consumer.stop();
    await expect(handling).rejects.toThrow('failure 2');
    expect(calls()).toBe(2);
    expect(sent).toEqual([]);
  });

  it('parks an event that fails every attempt in the group’s dead-letter topic with the last error', async () => {
    const { consumer, sent, calls } = consumerFailing(Infinity);
    expect(await consumer.handleWithRetries(topic, 4, message)).toEqual({ applied: false, parked: true });
    expect(calls()).toBe(3);
    expect(sent).toHaveLength(1);
    expect(sent[0].topic).toBe('dlq.groups');
    expect(sent[0].messages[0].headers).toMatchObject({
      [DeadLetterHeaders.topic]: topic,
      [DeadLetterHeaders.partition]: '4',
      [DeadLetterHeaders.offset]: '7',
      [DeadLetterHeaders.attempts]: '3',
      [DeadLetterHeaders.error]: 'Error: failure 3',
    });
  });
});
