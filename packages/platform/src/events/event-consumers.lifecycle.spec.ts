import pino from 'pino';
import { HealthRegistry } from '../health/health-check';
import { EventConsumersLifecycle } from './event-consumers.lifecycle';
import type { EventHandlerDiscovery } from './event-handler-discovery';
import { EventRoutes } from './event-routes';
import type { ProcessedEventStore } from './processed-event-store.port';

describe('event consumers lifecycle', () => {
  const store: ProcessedEventStore = { prepare: async () => undefined, applyOnce: async () => true };
  const lifecycle = (routes: EventRoutes, groupId: string | null, kafka: object = {}) =>
    new EventConsumersLifecycle(
      kafka as never,
      store,
      groupId,
      pino({ level: 'silent' }),
      { routes: () => routes } as EventHandlerDiscovery,
      new HealthRegistry(),
    );

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

  it('registers the broker as a readiness check', () => {
    const registry = new HealthRegistry();
    new EventConsumersLifecycle({} as never, store, null, pino({ level: 'silent' }), { routes: () => new EventRoutes() } as EventHandlerDiscovery, registry);
    expect(registry.checks.map((c) => c.name)).toEqual(['kafka']);
  });
});
