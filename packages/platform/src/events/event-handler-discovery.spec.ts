import { create } from '@bufbuild/protobuf';
import { Inject, Injectable, Module, Scope } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { UserDeletedSchema, type EventEnvelope } from '@overlap/proto';
import { encodeEnvelope } from '../kafka/envelope';
import { EventConsumer } from './event-consumer';
import { EventHandler } from './event-handler.decorator';
import { EventHandlerDiscovery } from './event-handler-discovery';
import type { ProcessedEventStore } from './processed-event-store.port';

const USERS = 'test.users.v1';
const SOURCES = 'test.sources.v1';
const SEEN = Symbol('SEEN');

type Seen = string[];

@Injectable()
class UserEvents {
  constructor(@Inject(SEEN) private readonly seen: Seen) {}

  @EventHandler(USERS, 'user.registered')
  @EventHandler(USERS, 'user.updated')
  async profile(envelope: EventEnvelope, tx: string) {
    this.seen.push(`profile ${envelope.eventType} in ${tx}`);
  }

  @EventHandler(USERS, 'user.deleted')
  async deleted(envelope: EventEnvelope, tx: string) {
    this.seen.push(`deleted ${envelope.eventType} in ${tx}`);
  }

  notAHandler() {
    this.seen.push('never');
  }
}

@Injectable()
class SourceEvents {
  constructor(@Inject(SEEN) private readonly seen: Seen) {}

  // The same type name on another topic is another route.
  @EventHandler(SOURCES, 'user.deleted')
  async removed(envelope: EventEnvelope) {
    this.seen.push(`source ${envelope.eventType}`);
  }
}

@Injectable()
class DuplicateUserEvents {
  @EventHandler(USERS, 'user.deleted')
  async alsoDeleted() {}
}

@Injectable()
class LiveUserEvents {
  constructor(@Inject(SEEN) private readonly seen: Seen) {}

  // Beside UserEvents.deleted: a broadcast handler is not a second owner of the shared group's event.
  @EventHandler(USERS, 'user.deleted', { broadcast: true })
  @EventHandler(SOURCES, 'user.deleted', { broadcast: true })
  async pushed(envelope: EventEnvelope, tx: unknown) {
    this.seen.push(`pushed ${envelope.eventType} with ${String(tx)}`);
  }
}

@Injectable()
class DuplicateLiveUserEvents {
  @EventHandler(USERS, 'user.deleted', { broadcast: true })
  async alsoPushed() {}
}

@Injectable({ scope: Scope.REQUEST })
class RequestScopedEvents {
  @EventHandler(USERS, 'user.deleted')
  async deleted() {}
}

async function routesOf(...providers: (new (...args: never[]) => unknown)[]) {
  const seen: Seen = [];
  @Module({ imports: [DiscoveryModule], providers: [{ provide: SEEN, useValue: seen }, EventHandlerDiscovery, ...providers] })
  class TestModule {}
  const app = await NestFactory.createApplicationContext(TestModule, { logger: false });
  try {
    const discovery = app.get(EventHandlerDiscovery);
    return { routes: discovery.routes(), broadcastRoutes: discovery.broadcastRoutes(), seen };
  } finally {
    await app.close();
  }
}

const message = (eventType: string, eventId?: string) =>
  encodeEnvelope(
    'test',
    { topic: USERS, key: 'u1', eventType, schema: UserDeletedSchema, payload: create(UserDeletedSchema, { userId: 'u1' }) },
    eventId as never,
  ).value;

/** Records applied ids like a real store; the transaction context is a string naming the event. */
class MemoryStore implements ProcessedEventStore<string> {
  readonly applied = new Set<string>();
  async prepare() {}
  async applyOnce(group: string, eventId: string, apply: (tx: string) => Promise<void>) {
    const key = `${group}/${eventId}`;
    if (this.applied.has(key)) return false;
    await apply(`tx:${eventId}`);
    this.applied.add(key);
    return true;
  }
}

describe('event handler discovery', () => {
  it('finds decorated methods of ordinary providers, bound to their injected instance', async () => {
    const { routes, seen } = await routesOf(UserEvents, SourceEvents);
    expect(routes.topics()).toEqual([SOURCES, USERS]);
    const envelope = { eventType: 'user.updated' } as EventEnvelope;
    await routes.find(USERS, 'user.registered')!(envelope, 'a');
    await routes.find(USERS, 'user.updated')!(envelope, 'b');
    await routes.find(SOURCES, 'user.deleted')!(envelope, 'c');
    expect(seen).toEqual(['profile user.updated in a', 'profile user.updated in b', 'source user.updated']);
    expect(routes.find(USERS, 'user.renamed')).toBeUndefined();
    expect(routes.find('other.topic', 'user.deleted')).toBeUndefined();
  });

  it('refuses two handlers for one event type', async () => {
    await expect(routesOf(UserEvents, DuplicateUserEvents)).rejects.toThrow(
      'Event test.users.v1 user.deleted has two handlers: UserEvents.deleted and DuplicateUserEvents.alsoDeleted',
    );
  });

  it('refuses request-scoped handlers', async () => {
    await expect(routesOf(RequestScopedEvents)).rejects.toThrow('Event handler RequestScopedEvents.deleted must be a singleton provider');
  });

  it('finds nothing in an application without handlers', async () => {
    const { routes, broadcastRoutes } = await routesOf();
    expect(routes.topics()).toEqual([]);
    expect(broadcastRoutes.topics()).toEqual([]);
  });

  it('keeps broadcast handlers apart from the shared group, so one event type may have one of each', async () => {
    const { routes, broadcastRoutes, seen } = await routesOf(UserEvents, LiveUserEvents);
    expect(routes.topics()).toEqual([USERS]);
    expect(broadcastRoutes.topics()).toEqual([SOURCES, USERS]);
    const envelope = { eventType: 'user.deleted' } as EventEnvelope;
    await routes.find(USERS, 'user.deleted')!(envelope, 'a');
    await broadcastRoutes.find(USERS, 'user.deleted')!(envelope, undefined);
    expect(broadcastRoutes.find(USERS, 'user.registered')).toBeUndefined();
    expect(seen).toEqual(['deleted user.deleted in a', 'pushed user.deleted with undefined']);
  });

  it('refuses two broadcast handlers for one event type', async () => {
    await expect(routesOf(LiveUserEvents, DuplicateLiveUserEvents)).rejects.toThrow(
      'Event test.users.v1 user.deleted has two handlers: LiveUserEvents.pushed and DuplicateLiveUserEvents.alsoPushed',
    );
  });
});

describe('event consumer routing', () => {
  it('applies routed events once through the store and skips types nobody handles', async () => {
    const { routes, seen } = await routesOf(UserEvents);
    const store = new MemoryStore();
    const consumer = new EventConsumer({} as never, store, 'g', routes, {} as never);
    const id = '5f0c1a52-3c55-4c1e-9a38-0d6f1b0c7a11';

    expect(await consumer.handle(USERS, message('user.deleted', id))).toEqual({ eventId: id, applied: true });
    expect(await consumer.handle(USERS, message('user.deleted', id))).toEqual({ eventId: id, applied: false });
    expect(await consumer.handle(USERS, message('user.renamed'))).toBeUndefined();
    expect(await consumer.handle(SOURCES, message('user.deleted'))).toBeUndefined();
    expect(seen).toEqual([`deleted user.deleted in tx:${id}`]);
    expect(store.applied).toEqual(new Set([`g/${id}`]));
  });
});
