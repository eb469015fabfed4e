import type { EventHandlerFn } from './event-handler.decorator';

interface Registered {
  handler: EventHandlerFn;
  /** `Class.method`, for error messages. */
  name: string;
}

/** The handlers of one consumer group by topic and event type. */
export class EventRoutes {
  private readonly byTopic = new Map<string, Map<string, Registered>>();

  add(topic: string, eventType: string, handler: EventHandlerFn, name: string): void {
    const types = this.byTopic.get(topic) ?? new Map<string, Registered>();
    const taken = types.get(eventType);
    // Two handlers of one event would need an order and a shared fate: one owner per event type.
    if (taken) throw new Error(`Event ${topic} ${eventType} has two handlers: ${taken.name} and ${name}`);
    types.set(eventType, { handler, name });
    this.byTopic.set(topic, types);
  }

  topics(): string[] {
    return [...this.byTopic.keys()].sort();
  }

  /** Undefined for an event type nobody handles here: the consumer acknowledges and skips it. */
  find(topic: string, eventType: string): EventHandlerFn | undefined {
    return this.byTopic.get(topic)?.get(eventType)?.handler;
  }
}
