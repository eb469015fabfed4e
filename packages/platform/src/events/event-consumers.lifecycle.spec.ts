import pino from 'pino';
import { HealthRegistry } from '../health/health-check';
import { ConsumerWatches } from './consumer-watches';
import { EventConsumersLifecycle } from './event-consumers.lifecycle';
import type { EventHandlerDiscovery } from './event-handler-discovery';
import { EventRoutes } from './event-routes';
import type { ProcessedEventStore } from './processed-event-store.port';

describe('event consumers lifecycle', () => {
  const store: ProcessedEventStore = { prepare: async () => undefined, applyOnce: async () => true };
  const lifecycle = (routes: EventRoutes, groupId: string | null, kafka: object = {}, broadcastRoutes = new EventRoutes()) =>
    new EventConsumersLifecycle(
      kafka as never,
      store,
      groupId,
      'svc.broadcast.host.1',
      pino({ level: 'silent' }),
      { routes: () => routes, broadcastRoutes: () => broadcastRoutes } as EventHandlerDiscovery,
      new ConsumerWatches(new HealthRegistry()),
      new HealthRegistry(),
    );

  /** A Kafka client whose consumers record the group and subscription they were started with. */
  const recordingKafka = () => {
    const started: { groupId: string; fromBeginning?: boolean; autoCommit?: boolean; topics: string[] }[] = [];
    const kafka = {
      consumer: ({ groupId }: { groupId: string }) => {
        const entry: (typeof started)[number] = { groupId, topics: [] };
        started.push(entry);
        return {
          connect: async () => undefined,
          subscribe: async ({ topics, fromBeginning }: { topics: string[]; fromBeginning: boolean }) => Object.assign(entry, { topics, fromBeginning }),
          run: async ({ autoCommit }: { autoCommit?: boolean }) => Object.assign(entry, { autoCommit }),
          disconnect: async () => undefined,
          events: {},
          on: () => () => undefined,
        };
      },
      admin: () => ({ connect: async () => undefined, deleteGroups: async () => [], disconnect: async () => undefined }),
    };
    return { kafka, started };
  };

  it('refuses handlers without a consumer group, naming their topics', () => {
    const routes = new EventRoutes();
    routes.add('identity.users.v1', 'identity.user.deleted', async () => undefined, 'UserEvents.deleted');
    expect(() => lifecycle(routes, null).onApplicationBootstrap()).toThrow('Event handlers found for identity.users.v1, but EventsModule has no consumerGroup');
  });

  it('starts no consumer in a service without handlers (a producer only)', async () => {
    const consumer = jest.fn();
    const idle = lifecycle(new EventRoutes(), 'group', { consumer });
    idle.onApplicationBootstrap();
    // A consumer started in the background would have asked for its Kafka consumer by now.
    await new Promise((r) => setImmediate(r));
    await idle.onApplicationShutdown();
    expect(consumer).not.toHaveBeenCalled();
  });

  it("runs broadcast handlers in the replica's own group from the latest offset, beside the shared group", async () => {
    const shared = new EventRoutes();
    shared.add('groups.membership.v1', 'groups.member.joined', async () => undefined, 'Memberships.joined');
    const broadcast = new EventRoutes();
    broadcast.add('presence.status.v1', 'presence.status.changed', async () => undefined, 'Live.changed');
    broadcast.add('groups.membership.v1', 'groups.member.joined', async () => undefined, 'Live.joined');
    const { kafka, started } = recordingKafka();
    const both = lifecycle(shared, 'presence', kafka, broadcast);
    both.onApplicationBootstrap();
    await new Promise((r) => setImmediate(r));
    await both.onApplicationShutdown();
    expect([...started].sort((a, b) => a.groupId.localeCompare(b.groupId))).toEqual([
      { groupId: 'presence', topics: ['groups.membership.v1'], fromBeginning: true, autoCommit: undefined },
      { groupId: 'svc.broadcast.host.1', topics: ['groups.membership.v1', 'presence.status.v1'], fromBeginning: false, autoCommit: false },
    ]);
  });

  it('needs no shared consumer group for broadcast handlers alone', async () => {
    const broadcast = new EventRoutes();
    broadcast.add('presence.status.v1', 'presence.status.changed', async () => undefined, 'Live.changed');
    const { kafka, started } = recordingKafka();
    const only = lifecycle(new EventRoutes(), null, kafka, broadcast);
    only.onApplicationBootstrap();
    await new Promise((r) => setImmediate(r));
    await only.onApplicationShutdown();
    expect(started.map((s) => s.groupId)).toEqual(['svc.broadcast.host.1']);
  });

  // Changed on purpose (ADR 027): the broker is reported by /health/ready but no longer decides it.
  it('registers the broker as a reported check, not one that decides readiness', () => {
    const registry = new HealthRegistry();
    new EventConsumersLifecycle(
      {} as never,
      store,
      null,
      'svc.broadcast.host.1',
      pino({ level: 'silent' }),
      { routes: () => new EventRoutes(), broadcastRoutes: () => new EventRoutes() } as EventHandlerDiscovery,
      new ConsumerWatches(new HealthRegistry()),
      registry,
    );
    expect(registry.checks.map((c) => [c.name, c.role])).toEqual([['kafka', 'reported']]);
  });
});
