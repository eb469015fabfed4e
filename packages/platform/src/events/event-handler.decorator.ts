import type { EventEnvelope } from '@overlap/proto';
import 'reflect-metadata';

/**
 * What a consumer hands a handler: the event's envelope and the processed-events store's
 * transaction context (`EntityManager` for PostgreSQL, `Db` for Mongo), so the handler's writes
 * and the record that the event was applied commit together where the store allows it.
 */
export type EventHandlerFn<Tx = unknown> = (envelope: EventEnvelope, tx: Tx) => Promise<void>;

export interface EventRoute {
  topic: string;
  eventType: string;
  /** Read by every replica of the service (see `EventHandlerOptions.broadcast`). */
  broadcast: boolean;
}

export interface EventHandlerOptions {
  /**
   * Every replica receives the event, not one of them: the handler runs in a consumer group of
   * its own per process, reading from the latest offset, without a processed-events store — for
   * work that belongs to the process, such as pushing to the connections it holds. Such a handler
   * gets no transaction context and must tolerate missing events (a restart skips what happened
   * while it was down).
   */
  broadcast?: boolean;
}

const ROUTES = Symbol('overlap:event-routes');

/**
 * Marks a provider's method as the handler of one event type on one topic (stack it for several).
 * The events module finds it at bootstrap and subscribes the service's consumer group to the topic,
 * or, with `{ broadcast: true }`, the replica's own broadcast group.
 */
export function EventHandler(topic: string, eventType: string, options: EventHandlerOptions = {}) {
  // Each store passes its own context type: the method may declare any.
  return <Fn extends EventHandlerFn<any>>(_target: object, _method: string | symbol, descriptor: TypedPropertyDescriptor<Fn>): void => {
    const handler = descriptor.value as object;
    Reflect.defineMetadata(ROUTES, [...eventRoutesOf(handler), { topic, eventType, broadcast: options.broadcast ?? false }], handler);
  };
}

/** The routes a method was decorated with (none for an ordinary method). */
export function eventRoutesOf(method: unknown): EventRoute[] {
  if (typeof method !== 'function') return [];
  return (Reflect.getMetadata(ROUTES, method) as EventRoute[] | undefined) ?? [];
}
