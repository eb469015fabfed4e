import { Injectable } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { eventRoutesOf, type EventHandlerFn } from './event-handler.decorator';
import { EventRoutes } from './event-routes';

/**
 * Collects every `@EventHandler` method of the application's providers. Handlers are ordinary
 * singletons built by Nest, so they receive their dependencies (logger, repositories) by injection.
 */
@Injectable()
export class EventHandlerDiscovery {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  /** The handlers of the service's shared consumer group. */
  routes(): EventRoutes {
    return this.collect(false);
  }

  /** The `{ broadcast: true }` handlers, which every replica runs in a group of its own. */
  broadcastRoutes(): EventRoutes {
    return this.collect(true);
  }

  private collect(broadcast: boolean): EventRoutes {
    const routes = new EventRoutes();
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object | null;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const method = (instance as Record<string, unknown>)[name];
        const found = eventRoutesOf(method);
        if (!found.length) continue;
        // A consumer outlives every request: a request-scoped handler would have no instance to run on.
        if (!wrapper.isDependencyTreeStatic()) throw new Error(`Event handler ${instance.constructor.name}.${name} must be a singleton provider`);
        const handler = (method as EventHandlerFn).bind(instance);
        for (const { topic, eventType } of found.filter((route) => route.broadcast === broadcast))
          routes.add(topic, eventType, handler, `${instance.constructor.name}.${name}`);
      }
    }
    return routes;
  }
}
