import { create } from '@bufbuild/protobuf';
import { UserDeletedSchema, type EventEnvelope } from '@overlap/proto';
import { hostname } from 'node:os';
import pino from 'pino';
import { encodeEnvelope } from '../kafka/envelope';
import { BroadcastConsumer, broadcastGroupId } from './broadcast-consumer';
import { EventRoutes } from './event-routes';

const USERS = 'test.users.v1';
const message = (eventType: string) =>
  encodeEnvelope('test', { topic: USERS, key: 'u1', eventType, schema: UserDeletedSchema, payload: create(UserDeletedSchema, { userId: 'u1' }) }).value;

/** What ConsumerWatch attaches to; these consumers never emit. */
const watchable = { events: {}, on: () => () => undefined };
describe('broadcast consumer', () => {
  it('names a group per service and process', () => {
    expect(broadcastGroupId('presence', 'pod-7.1')).toBe('presence.broadcast.pod-7.1');
    expect(broadcastGroupId('presence')).toBe(`presence.broadcast.${hostname()}.${process.pid}`);
  });

  it('runs the routed handler without a transaction context and skips types nobody handles', async () => {
    const seen: [string, unknown][] = [];
    const routes = new EventRoutes();
    routes.add(USERS, 'user.deleted', async (envelope: EventEnvelope, tx) => void seen.push([envelope.eventType, tx]), 'Live.deleted');
    const consumer = new BroadcastConsumer({} as never, 'g', routes, pino({ level: 'silent' }));
    expect(await consumer.handle(USERS, message('user.deleted'))).toBe(true);
    expect(await consumer.handle(USERS, message('user.renamed'))).toBe(false);
    expect(await consumer.handle('other.topic', message('user.deleted'))).toBe(false);
    expect(seen).toEqual([['user.deleted', undefined]]);
  });

  it('logs and moves on when a handler fails or a message cannot be decoded, instead of holding the partition', async () => {
    const routes = new EventRoutes();
    routes.add(USERS, 'user.deleted', async () => Promise.reject(new Error('socket gone')), 'Live.deleted');
    const errors: string[] = [];
    const logger = { error: (_fields: object, msg: string) => errors.push(msg) } as unknown as pino.Logger;
    const consumer = new BroadcastConsumer({} as never, 'g', routes, logger);
    expect(await consumer.handle(USERS, message('user.deleted'))).toBe(false);
    expect(await consumer.handle(USERS, Uint8Array.from([0xff, 0xff, 0xff]))).toBe(false);
    expect(errors).toEqual(['broadcast event handler failed', 'broadcast event handler failed']);
  });

  it('deletes its group after leaving it, and stops quietly when it never started', async () => {
    const calls: string[] = [];
    const kafka = {
      consumer: () => ({
        ...watchable,
        connect: async () => void calls.push('connect'),
        subscribe: async () => void calls.push('subscribe'),
        run: async () => void calls.push('run'),
        disconnect: async () => void calls.push('disconnect'),
      }),
      admin: () => ({
        connect: async () => void calls.push('admin connect'),
        deleteGroups: async (ids: string[]) => void calls.push(`delete ${ids.join()}`),
        disconnect: async () => void calls.push('admin disconnect'),
      }),
    };
    const routes = new EventRoutes();
    routes.add(USERS, 'user.deleted', async () => undefined, 'Live.deleted');
    const consumer = new BroadcastConsumer(kafka as never, 'presence.broadcast.h.1', routes, pino({ level: 'silent' }));
    await consumer.stop();
    expect(calls).toEqual([]);
    await consumer.start();
    await consumer.stop();
    expect(calls).toEqual(['connect', 'subscribe', 'run', 'disconnect', 'admin connect', 'delete presence.broadcast.h.1', 'admin disconnect']);
  });
  it('counts a group that never formed as deleted, and warns when a deletion fails otherwise', async () => {
    const warnings: string[] = [];
    const logger = { warn: (_fields: object, msg: string) => warnings.push(msg) } as unknown as pino.Logger;
    const stopAfterFailedDeletion = async (type: string) => {
      const kafka = {
        consumer: () => ({ ...watchable, connect: async () => Promise.reject(new Error('broker down')), disconnect: async () => undefined }),
        admin: () => ({
          connect: async () => undefined,
          deleteGroups: async () => Promise.reject(Object.assign(new Error('Error in DeleteGroups'), { groups: [{ groupId: 'g', error: { type } }] })),
          disconnect: async () => undefined,
        }),
      };
      const routes = new EventRoutes();
      routes.add(USERS, 'user.deleted', async () => undefined, 'Live.deleted');
      const consumer = new BroadcastConsumer(kafka as never, 'g', routes, logger);
      await expect(consumer.start()).rejects.toThrow('broker down');
      await consumer.stop();
    };
    await stopAfterFailedDeletion('GROUP_ID_NOT_FOUND');
    expect(warnings).toEqual([]);
    await stopAfterFailedDeletion('COORDINATOR_NOT_AVAILABLE');
    expect(warnings).toEqual(['broadcast consumer group not deleted']);
  });

  it('reads back `replayMs` when asked, seeking every partition to the first offset written since then, and says when it has read it', async () => {
    const seeks: unknown[] = [];
    const asked: [string, number][] = [];
    let eachMessage: (payload: { topic: string; partition: number; message: { offset: string; value: Buffer | null } }) => Promise<void> = async () =>
      undefined;
    const kafka = {
      consumer: () => ({
        ...watchable,
        connect: async () => undefined,
        subscribe: async () => undefined,
        run: async (config: { eachMessage: typeof eachMessage }) => void (eachMessage = config.eachMessage),
        seek: (position: unknown) => void seeks.push(position),
      }),
      admin: () => ({
        connect: async () => undefined,
        fetchTopicOffsetsByTimestamp: async (topic: string, at: number) => {
          asked.push([topic, at]);
          return [
            { partition: 0, offset: '7' },
            { partition: 1, offset: '3' },
          ];
        },
        // Partition 0 holds offsets 7 to 9 from the span; partition 1 nothing since offset 3.
        fetchTopicOffsets: async () => [
          { partition: 0, offset: '10', high: '10', low: '0' },
          { partition: 1, offset: '3', high: '3', low: '0' },
        ],
        disconnect: async () => undefined,
      }),
    };
    const routes = new EventRoutes();
    routes.add(USERS, 'user.deleted', async () => undefined, 'Live.deleted');
    const before = Date.now();
    const consumer = new BroadcastConsumer(kafka as never, 'g', routes, pino({ level: 'silent' }), 60_000);
    await consumer.start();
    expect(asked).toHaveLength(1);
    expect(asked[0]![0]).toBe(USERS);
    expect(asked[0]![1]).toBeGreaterThanOrEqual(before - 60_000);
    expect(asked[0]![1]).toBeLessThanOrEqual(Date.now() - 60_000);
    expect(seeks).toEqual([
      { topic: USERS, partition: 0, offset: '7' },
      { topic: USERS, partition: 1, offset: '3' },
    ]);
    for (const offset of ['7', '8']) {
      await eachMessage({ topic: USERS, partition: 0, message: { offset, value: message('user.deleted') } });
      expect(consumer.isCaughtUp).toBe(false);
    }
    await eachMessage({ topic: USERS, partition: 0, message: { offset: '9', value: message('user.deleted') } });
    expect(consumer.isCaughtUp).toBe(true);
  });

  it('is caught up as soon as it runs when it reads nothing back', async () => {
    const kafka = { consumer: () => ({ ...watchable, connect: async () => undefined, subscribe: async () => undefined, run: async () => undefined }) };
    const routes = new EventRoutes();
    routes.add(USERS, 'user.deleted', async () => undefined, 'Live.deleted');
    const consumer = new BroadcastConsumer(kafka as never, 'g', routes, pino({ level: 'silent' }));
    expect(consumer.isCaughtUp).toBe(false);
    await consumer.start();
    expect(consumer.isCaughtUp).toBe(true);
  });
});
